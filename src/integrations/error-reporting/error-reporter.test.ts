import { createTransport } from '@sentry/node';
import { describe, expect, it } from 'vitest';
import {
  createLocalErrorReporter,
  fingerprintOf,
  type ErrorReport,
  type StoredError,
} from './error-reporter';
import { createSentryErrorReporter } from './sentry-error-reporter';

const at = new Date('2026-12-02T10:00:00Z');

function errorAt(line: number, message = 'boom') {
  const error = new Error(message);
  error.stack = `Error: ${message}\n    at accept (/app/src/server/modules/accept.ts:${line}:7)\n    at run (/app/src/server/jobs/run.ts:12:3)`;
  return error;
}

describe('fingerprintOf', () => {
  const report = (error: Error, tags: Record<string, string>): ErrorReport => ({
    error,
    source: 'server',
    tags,
  });
  it.each([
    ['another message (ids, amounts)', errorAt(10, 'boom 1'), errorAt(10, 'boom 2'), true],
    ['another line of the same function (an edited build)', errorAt(10), errorAt(14), true],
    ['the same stack under other tags', errorAt(10), errorAt(10), false],
  ])('%s: the same error is %s', (_, a, b, isSame) => {
    const tags = { failure: 'accept-sale-failed' };
    const other = isSame ? tags : { failure: 'reject-sale-failed' };
    expect(fingerprintOf(report(a, tags)) === fingerprintOf(report(b, other))).toBe(isSame);
  });
});

describe('the local reporter', () => {
  it('keeps the error with its fingerprint, tags and request id, and never throws', async () => {
    const kept: StoredError[] = [];
    const failures: unknown[] = [];
    const reporter = createLocalErrorReporter(
      { record: async (error) => void kept.push(error) },
      () => at,
      (failure) => failures.push(failure),
    );
    await reporter.report({
      error: 'not an Error',
      source: 'web',
      tags: { failure: 'render-failed' },
    });
    expect(kept).toEqual([
      expect.objectContaining({
        source: 'web',
        message: 'not an Error',
        tags: { failure: 'render-failed' },
        requestId: null,
        at,
      }),
    ]);
    const broken = createLocalErrorReporter(
      { record: async () => Promise.reject(new Error('database away')) },
      () => at,
      (failure) => failures.push(failure),
    );
    await expect(
      broken.report({ error: new Error('x'), source: 'server', tags: {} }),
    ).resolves.toBe(undefined);
    expect(failures).toEqual([new Error('database away')]);
  });
});

describe('the Sentry reporter', () => {
  it('sends the error through Sentry’s client with the tags and request id, no network', async () => {
    const envelopes: string[] = [];
    const reporter = createSentryErrorReporter({
      dsn: 'https://public@sentry.example/42',
      environment: 'test',
      transport: (options) =>
        createTransport(options, async (request) => {
          envelopes.push(
            typeof request.body === 'string' ? request.body : Buffer.from(request.body).toString(),
          );
          return { statusCode: 200 };
        }),
    });
    await reporter.report({
      error: errorAt(10, 'capture failed'),
      source: 'server',
      tags: { failure: 'job-failed', job: 'capture-payment' },
      requestId: 'req-1',
    });
    await reporter.close();
    expect(envelopes).toHaveLength(1);
    const [, , event] = envelopes[0]!.split('\n');
    const parsed = JSON.parse(event!);
    expect(parsed.exception.values[0]).toMatchObject({ type: 'Error', value: 'capture failed' });
    expect(parsed.tags).toEqual({
      failure: 'job-failed',
      job: 'capture-payment',
      source: 'server',
      request_id: 'req-1',
    });
    expect(parsed.environment).toBe('test');
  });
});
