import type { WebErrorReport } from '../../../contracts/web-errors';
import { matchRoute } from '../../../contracts/routes';
import type { ErrorReporter } from '../../../integrations/error-reporting/error-reporter';

/**
 * A browser's error, reported as the server's are (decision 134): to Sentry with SENTRY_DSN, else kept
 * in reported_errors, once per kind and counted. Tagged with the page's route, not its path (ids).
 */
export async function reportWebError(
  reporter: ErrorReporter,
  report: WebErrorReport,
  requestId: string,
): Promise<void> {
  const error = new Error(report.message);
  error.name = 'WebError';
  // The browser's stack, as it sent it: the fingerprint reads its top frames.
  error.stack = `WebError: ${report.message}\n${(report.stack ?? '')
    .split('\n')
    .filter((line) => !line.includes(report.message))
    .join('\n')}`;
  await reporter.report({
    error,
    source: 'web',
    tags: {
      failure: `web-${report.kind}-failed`,
      route: matchRoute(report.path)?.path ?? 'unknown',
    },
    requestId,
  });
}
