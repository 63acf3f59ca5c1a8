import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), time: z.string() }) },
      },
      logLevel: 'warn',
    },
    async () => {
      await app.deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, time: app.deps.clock.now().toISOString() };
    },
  );
};
