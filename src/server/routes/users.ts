import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicUserResponseSchema } from '../../contracts/accounts';
import { errorResponseSchema, idParams } from '../../contracts/common';
import { showPublicUser } from '../modules/accounts/show-public-user';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: "A user's public profile",
        params: idParams,
        response: {
          200: publicUserResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request) => ({ data: await showPublicUser(app.deps, request.params.id) }),
  );
};
