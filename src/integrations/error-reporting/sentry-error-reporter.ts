import {
  defaultStackParser,
  makeNodeTransport,
  NodeClient,
  Scope,
  type NodeOptions,
} from '@sentry/node';
import type { ErrorReporter } from './error-reporter';

/**
 * Sentry's own client (@sentry/node) for one app, without its global set-up or automatic
 * instrumentation: each report goes with the spec's tags and the request id. `transport` is
 * Sentry's transport option (tests give one that keeps the envelopes instead of sending them).
 */
export function createSentryErrorReporter(options: {
  dsn: string;
  environment: string;
  release?: string;
  transport?: NodeOptions['transport'];
}): ErrorReporter {
  const client = new NodeClient({
    dsn: options.dsn,
    environment: options.environment,
    release: options.release,
    integrations: [],
    stackParser: defaultStackParser,
    transport: options.transport ?? makeNodeTransport,
    transportOptions: {},
  } as ConstructorParameters<typeof NodeClient>[0]);
  client.init();
  return {
    kind: 'sentry',
    async report({ error, source, tags, requestId }) {
      const scope = new Scope();
      scope.setClient(client);
      scope.setTags({ ...tags, source });
      if (requestId) scope.setTag('request_id', requestId);
      scope.captureException(error);
    },
    async close() {
      await client.close(2_000);
    },
  };
}
