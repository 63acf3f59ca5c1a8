import { z } from 'zod';
import { lineSchema } from './common';

export const imageAltMaxLength = 200;
/** PUT /api/own-listings/{id}/images/{imageId}/alt: the photo's alternative text; empty removes it. */
export const imageAltBodySchema = z.strictObject({
  alt: lineSchema.trim().max(imageAltMaxLength),
});
export type ImageAltBody = z.infer<typeof imageAltBodySchema>;
