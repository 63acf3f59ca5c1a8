import type { FastifyInstance } from 'fastify';
import { AppError } from '../../domain/errors';

/** Photos and profile pictures: JPG, GIF or PNG up to 20 MB (spec 000 §5, 001 §9), checked by content. */
export const maxImageBytes = 20 * 1024 * 1024;

/**
 * In this encapsulated scope every request body is a raw file (its type as Content-Type), up to
 * 20 MB; a larger one is answered 413 request-upload-over-limit by the error handler.
 */
export function acceptImageBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: maxImageBytes },
    (_request, body, done) => done(null, body),
  );
}

/** The uploaded file, or image-invalid when the body is empty. */
export function imageBodyOf(body: unknown): Buffer {
  if (!Buffer.isBuffer(body) || body.length === 0) {
    throw new AppError('image-invalid', 'Send the image file as the request body.', [
      { code: 'empty', message: 'No file' },
    ]);
  }
  return body;
}
