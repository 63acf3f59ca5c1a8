import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../contracts/common';
import { AppError } from '../../domain/errors';

const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. A database restart must not get the server killed by its supervisor.
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers',
        response: { 200: healthSchema },
      },
      logLevel: 'warn',
    },
    async () => ({ status: 'ok' as const, time: app.deps.clock.now().toISOString() }),
  );

  // Readiness: the database answers too; 503 while it is away, so a load balancer sends traffic elsewhere.
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the process and its database answer',
        response: { 200: healthSchema, 503: errorResponseSchema },
      },
      logLevel: 'warn',
    },
    async () => {
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: the database does not answer');
        throw new AppError('service-unavailable', 'The database does not answer');
      }
      return { status: 'ok' as const, time: app.deps.clock.now().toISOString() };
    },
  );
};
