import { z } from 'zod';
import { lineSchema } from './common';

/** GET /api/image-proxy (spec 000 §9; decision 169): the image's url and the resize it asks for. */
export const imageProxyQuerySchema = z.object({
  url: lineSchema.min(1).max(2048),
  /** A query string of w, h, fit, fm, q and dpr, e.g. "w=600&h=400&fit=crop&fm=webp&dpr=2". */
  params: lineSchema.max(200).optional(),
});
export type ImageProxyQuery = z.infer<typeof imageProxyQuerySchema>;
