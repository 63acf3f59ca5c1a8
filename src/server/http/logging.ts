import type { Config } from '../config';

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  cause?: LoggedError;
};

/** A query string or the failed query's values may hold passwords, tokens, emails or free text. */
const withoutValues = (text: string) => text.split('\nparams: ')[0]!;

// pg and drizzle put values in `detail`, `params` and the message: keep the type, code and where.
function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'a thrown non-error value', stack: '' };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.constructor.name,
    message: withoutValues(error.message),
    ...(code === undefined ? {} : { code }),
    stack: withoutValues(error.stack ?? ''),
    ...(error.cause && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  };
}

/** Fastify's logger: requests are logged by method and path, never by query string, body or cookie. */
export function loggerOptions(config: Pick<Config, 'logLevel'>) {
  return {
    level: config.logLevel,
    serializers: {
      req: (request: { method: string; url?: string; ip?: string }) => ({
        method: request.method,
        path: request.url?.split('?')[0],
        remoteAddress: request.ip,
      }),
      res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
      err: serializeError,
    },
  };
}
