import { createHash } from 'node:crypto';

/** One error to report: where it came from, the spec's failure tag and the request it broke. */
export type ErrorReport = {
  error: unknown;
  /** 'server': a request or a job; 'web': a browser's failed load or render, sent to the server. */
  source: 'server' | 'web';
  /** The spec's failure tags (000 §8), e.g. { failure: 'accept-sale-failed', route: '…' }. */
  tags: Record<string, string>;
  requestId?: string;
};

/**
 * Reports errors to an error service (Sentry with SENTRY_DSN) or, without one, keeps them in the
 * database, counted per kind (decision 134). Never throws: reporting must not fail a request.
 */
export interface ErrorReporter {
  readonly kind: 'sentry' | 'local';
  report(report: ErrorReport): Promise<void>;
  /** Sends what is queued (Sentry); at shutdown. */
  close(): Promise<void>;
}

/** A reported error as the local reporter keeps it. */
export type StoredError = {
  fingerprint: string;
  source: ErrorReport['source'];
  message: string;
  stack: string | null;
  tags: Record<string, string>;
  requestId: string | null;
  at: Date;
};

/** Where the local reporter keeps errors: one entry per fingerprint, counted (the app's database). */
export type ErrorStore = { record(error: StoredError): Promise<void> };

const asError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(typeof error === 'string' ? error : String(error));

// A stack line without its line and column numbers, so the same error from an edited build is one.
const frameOf = (line: string) => line.trim().replace(/:\d+(:\d+)?\)?$/, '');

/**
 * What makes two reports the same error: its class, its tags and the top of its stack; not the
 * message, which carries ids and amounts.
 */
export function fingerprintOf(report: ErrorReport): string {
  const error = asError(report.error);
  const frames = (error.stack ?? '').split('\n').slice(1, 4).map(frameOf);
  const tags = Object.entries(report.tags).sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256')
    .update(JSON.stringify([report.source, error.name, tags, frames]))
    .digest('hex')
    .slice(0, 32);
}

export function createLocalErrorReporter(
  store: ErrorStore,
  now: () => Date,
  onFailure: (error: unknown) => void,
): ErrorReporter {
  return {
    kind: 'local',
    async report(report) {
      const error = asError(report.error);
      try {
        await store.record({
          fingerprint: fingerprintOf(report),
          source: report.source,
          message: error.message.slice(0, 2000),
          stack: error.stack?.slice(0, 8000) ?? null,
          tags: report.tags,
          requestId: report.requestId ?? null,
          at: now(),
        });
      } catch (failure) {
        onFailure(failure);
      }
    },
    close: async () => undefined,
  };
}
