import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../domain/errors';

// Image variants are immutable (a new upload gets a new key), so they cache for a year.
export const imageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { '*': string } }>(
    '/images/*',
    { schema: { hide: true }, logLevel: 'warn' },
    async (request, reply) => {
      const image = await app.deps.imageStorage.get(request.params['*']);
      if (!image) throw new AppError('not-found', 'Image not found');
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(image.data);
    },
  );
};
