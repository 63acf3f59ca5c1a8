import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { imageProxyQuerySchema } from '../../contracts/images';
import { AppError } from '../../domain/errors';
import { proxyImage } from '../modules/images/proxy-image';

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

  // The resizing proxy of spec 000 §9 (decision 169): our images, or an allowed host's.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/image-proxy',
    {
      schema: {
        tags: ['images'],
        summary:
          'An image resized (url and params: w, h, fit, fm, q, dpr); own images and allowed hosts only',
        querystring: imageProxyQuerySchema,
      },
    },
    async (request, reply) => {
      const image = await proxyImage(app.deps, request.query);
      return reply
        .header('Content-Type', image.contentType)
        .header('Cache-Control', 'public, max-age=86400')
        .header('X-Content-Type-Options', 'nosniff')
        .send(image.data);
    },
  );
};
