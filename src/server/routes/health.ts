import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema } from '../../contracts/common';
import { AppError } from '../../domain/errors';
import { migrationsFolder } from '../db/client';
import { hasLiveJobRunner } from '../jobs/job-runner';

const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });
const readySchema = z.object({
  isReady: z.boolean(),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
  jobRunner: z.enum(['alive', 'not-running']),
});

// The migrations this build ships (drizzle's journal); applied ones are rows of its table.
const shippedMigrations = (
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[];
  }
).entries.length;

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

  // Ready for traffic: the database answers, this build's migrations are applied, and this process's
  // job runner is alive. 503 with the same body otherwise, so a deploy waits and says why.
  app.get(
    '/api/ready',
    {
      schema: {
        tags: ['system'],
        summary:
          'Readiness for traffic: database reachable, migrations applied, this process’s job runner alive',
        response: { 200: readySchema, 503: readySchema },
      },
      logLevel: 'warn',
    },
    async (_request, reply) => {
      let database: 'ok' | 'unreachable' = 'ok';
      let migrations: 'applied' | 'pending' | 'unknown' = 'unknown';
      try {
        await app.deps.db.execute(sql`select 1`);
      } catch (error) {
        app.log.warn({ err: error }, 'readiness: the database does not answer');
        database = 'unreachable';
      }
      if (database === 'ok') {
        const answer = (await app.deps.db
          .execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)
          .catch(() => null)) as unknown as { rows: { applied: number }[] } | null;
        if (answer)
          migrations = answer.rows[0]!.applied >= shippedMigrations ? 'applied' : 'pending';
      }
      const jobRunner = hasLiveJobRunner() ? 'alive' : 'not-running';
      const isReady = database === 'ok' && migrations === 'applied' && jobRunner === 'alive';
      return reply.code(isReady ? 200 : 503).send({ isReady, database, migrations, jobRunner });
    },
  );
};
