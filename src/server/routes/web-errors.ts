import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, noContentSchema } from '../../contracts/common';
import { webErrorReportSchema } from '../../contracts/web-errors';
import { reportWebError } from '../modules/errors/report-web-error';

export const webErrorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/errors',
    {
      schema: {
        tags: ['system'],
        summary: "Report an error of the browser's (a failed render, an uncaught error)",
        body: webErrorReportSchema,
        response: { 204: noContentSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
      // Anyone's browser reports; a page stuck in a loop must not fill the table or the quota.
      config: { rateLimit: { max: 20, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      await reportWebError(app.deps.errorReporter, request.body, request.id);
      return reply.code(204).send(null);
    },
  );
};
