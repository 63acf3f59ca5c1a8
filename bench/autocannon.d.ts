// autocannon 9 ships no types and @types/autocannon is not installed: the small part the bench uses.
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface RawRequest {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
      body?: string;
    }
    interface Request extends RawRequest {
      /** Returns the request to send (or a falsy value to restart the sequence). */
      setupRequest?: (
        request: RawRequest,
        context: Record<string, unknown>,
      ) => RawRequest | undefined;
    }
    interface Options {
      url: string;
      connections?: number;
      pipelining?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      requests?: Request[];
      headers?: Record<string, string>;
      title?: string;
    }
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p97_5: number;
      p99: number;
    }
    interface Result {
      duration: number;
      errors: number;
      timeouts: number;
      non2xx: number;
      '2xx': number;
      totalCompletedRequests: number;
      /** Aggregated only on the main thread; a string (encoded histogram) inside a worker thread. */
      latency?: Histogram;
      requests?: Histogram | string;
    }
    interface Instance extends EventEmitter {
      stop(): void;
      on(
        event: 'response',
        listener: (
          client: unknown,
          statusCode: number,
          bytes: number,
          responseTimeMs: number,
        ) => void,
      ): this;
      on(event: 'done', listener: (result: Result) => void): this;
      on(event: string, listener: (...args: unknown[]) => void): this;
    }
  }

  function autocannon(
    options: autocannon.Options,
    callback?: (error: Error | null, result: autocannon.Result) => void,
  ): autocannon.Instance;
  export default autocannon;
}
