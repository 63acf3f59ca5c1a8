import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema } from '../../contracts/common';
import { moveTestClockBodySchema, moveTestClockResponseSchema } from '../../contracts/test-clock';
import { OffsetClock } from '../clock';
import { runDueJobs } from '../jobs/job-runner';

/**
 * POST /api/test/clock, only on a server started with TEST_CLOCK (a local test server, checked at
 * boot): moves the server's time forward (or back to real time) and runs every job that fell due,
 * so a browser journey sees a tour end and its timers fire without waiting.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const clock = app.deps.clock;
  if (!(clock instanceof OffsetClock)) return;
  app.post(
    '/test/clock',
    {
      schema: {
        tags: ['test'],
        summary: 'Move the test clock and run the jobs that fell due (TEST_CLOCK servers only)',
        body: moveTestClockBodySchema,
        response: { 200: moveTestClockResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => {
      if ('reset' in request.body) clock.reset();
      else clock.advance(request.body.advanceMinutes * 60_000);
      const jobsRun = await runDueJobs(app.deps, {
        log: (message, error) =>
          error ? app.log.error({ err: error }, message) : app.log.info(message),
      });
      return { data: { now: clock.now().toISOString(), jobsRun } };
    },
  );
};
