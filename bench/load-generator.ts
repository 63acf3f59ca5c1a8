// The load generator: autocannon against one URL (or a rotating set of paths), with latencies
// recorded per response so that p95 is exact (autocannon's own histogram has p90 and p97.5 but
// no p95, and records whole milliseconds, which reads 0 ms for sub-millisecond bare-Fastify answers).
//
// It runs either inline (same event loop as the servers) or in a worker thread (see
// startLoadInWorker). The worker is the default: see the measurements in public-listings.ts.
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import autocannon from 'autocannon';

export type LoadSpec = {
  /** e.g. http://127.0.0.1:12345 */
  origin: string;
  /** One path, or several picked at random for each request. */
  paths: string[];
  seconds: number;
  warmupSeconds: number;
  connections: number;
};

export type LoadResult = {
  requestsPerSecond: number;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  seconds: number;
  meanBytes: number;
  /** Milliseconds, from every 2xx response of the measured (not warm-up) run. */
  p50: number;
  p95: number;
  p99: number;
  /** autocannon's own figures (whole milliseconds), for comparison. */
  autocannonP90: number | null;
  autocannonP97_5: number | null;
};

const percentile = (sorted: Float64Array, p: number): number => {
  if (sorted.length === 0) return NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
};

function fire(spec: LoadSpec, seconds: number, record: boolean): Promise<LoadResult> {
  const { paths } = spec;
  const request: autocannon.Request =
    paths.length === 1
      ? { method: 'GET', path: paths[0]! }
      : {
          method: 'GET',
          setupRequest: (req) => ({
            ...req,
            path: paths[Math.floor(Math.random() * paths.length)]!,
          }),
        };
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  let bytes = 0;
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const instance = autocannon(
      {
        url: spec.origin,
        connections: spec.connections,
        duration: seconds,
        timeout: 30,
        requests: [request],
      },
      (error, result) => {
        if (error) return reject(error);
        const elapsed = Number(process.hrtime.bigint() - started) / 1e9;
        const sorted = latencies.subarray(0, count).sort();
        const latency = result.latency;
        resolve({
          // Completed 2xx over the wall time of the run (autocannon's 1 s samples agree within ~1%).
          requestsPerSecond: count / Math.max(elapsed, 1e-9),
          ok: count,
          non2xx: result.non2xx,
          errors: result.errors,
          timeouts: result.timeouts,
          seconds: elapsed,
          meanBytes: count ? bytes / count : 0,
          p50: percentile(sorted, 50),
          p95: percentile(sorted, 95),
          p99: percentile(sorted, 99),
          autocannonP90: latency ? latency.p90 : null,
          autocannonP97_5: latency ? latency.p97_5 : null,
        });
      },
    );
    instance.on('response', (_client, statusCode, resBytes, responseTime) => {
      if (!record || statusCode < 200 || statusCode >= 300) return;
      if (count === latencies.length) {
        const bigger = new Float64Array(latencies.length * 2);
        bigger.set(latencies);
        latencies = bigger;
      }
      latencies[count++] = responseTime;
      bytes += resBytes;
    });
  });
}

/** Warms up (results dropped), then measures. */
export async function runLoad(spec: LoadSpec): Promise<LoadResult> {
  if (spec.warmupSeconds > 0) await fire(spec, spec.warmupSeconds, false);
  return fire(spec, spec.seconds, true);
}

const workerMarker = 'levada-bench-load-generator';

/** Runs runLoad in a worker thread, so the load generator has its own event loop (and core). */
export function startLoadInWorker(spec: LoadSpec): Promise<LoadResult> {
  // The worker is TypeScript too: register tsx's loader inside it before importing this file
  // (a worker does not inherit the loader `npx tsx` set up for the main thread).
  const tsxApi = import.meta.resolve('tsx/esm/api');
  const self = import.meta.url;
  const code = `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(self)}); });`;
  const worker = new Worker(code, { eval: true, workerData: { marker: workerMarker, spec } });
  return new Promise((resolve, reject) => {
    let settled = false;
    worker.once('message', (message: { result?: LoadResult; error?: string }) => {
      settled = true;
      void worker.terminate();
      if (message.result) resolve(message.result);
      else reject(new Error(message.error ?? 'load generator failed'));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`load generator worker exited with code ${code}`));
    });
  });
}

if (!isMainThread && (workerData as { marker?: string } | null)?.marker === workerMarker) {
  const { spec } = workerData as { spec: LoadSpec };
  runLoad(spec).then(
    (result) => parentPort!.postMessage({ result }),
    (error: Error) => parentPort!.postMessage({ error: error.stack ?? error.message }),
  );
}
