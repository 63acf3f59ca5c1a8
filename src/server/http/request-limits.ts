import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../domain/errors';
import { requestLimits } from '../../domain/hold-limits';

export type RequestLimitName = keyof typeof requestLimits;

/**
 * A route's limits per account and per IP address (domain/hold-limits.ts requestLimits), counted in
 * the database through @fastify/rate-limit's store (rate-limit-store.ts), so every server process
 * counts the same. `counts` says which limit a request counts against, if any (a priced check
 * counts against none). A request over a limit is refused with too-many-requests and Retry-After.
 */
export function requestLimitHook(
  app: FastifyInstance,
  counts: (request: FastifyRequest) => RequestLimitName | null,
) {
  type Limiter = ReturnType<FastifyInstance['createRateLimit']>;
  const limiters = {} as Record<RequestLimitName, [scope: 'account' | 'address', Limiter][]>;
  for (const name of Object.keys(requestLimits) as RequestLimitName[]) {
    const { perAccount, perAddress } = requestLimits[name];
    limiters[name] = [
      [
        'account',
        app.createRateLimit({
          max: perAccount.max,
          timeWindow: perAccount.windowMs,
          keyGenerator: (request) => `${name}:account:${request.session?.user.id ?? '-'}`,
        }),
      ],
      [
        'address',
        app.createRateLimit({
          max: perAddress.max,
          timeWindow: perAddress.windowMs,
          keyGenerator: (request) => `${name}:address:${normalizeIP(request.ip)}`,
        }),
      ],
    ];
  }
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const name = counts(request);
    if (!name) return;
    for (const [scope, limiter] of limiters[name]) {
      const result = await limiter(request);
      if (result.isAllowed || !result.isExceeded) continue;
      reply.header('Retry-After', String(result.ttlInSeconds));
      throw new AppError('too-many-requests', 'Too many requests, try again later', [
        { code: `${name}-rate-limit`, scope, max: result.max, retryAfter: result.ttlInSeconds },
      ]);
    }
  };
}
