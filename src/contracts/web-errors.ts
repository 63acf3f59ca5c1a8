import { z } from 'zod';
import { lineSchema, multilineSchema } from './common';

/** What broke in the browser: a page that failed to render, an uncaught error, an unhandled rejection. */
export const webErrorKinds = ['render', 'script', 'promise'] as const;
export type WebErrorKind = (typeof webErrorKinds)[number];

/**
 * A browser's error report (POST /api/errors, decision 148). The path without its query string or
 * hash, which can carry tokens (a password reset link's).
 */
export const webErrorReportSchema = z.object({
  kind: z.enum(webErrorKinds),
  message: multilineSchema.trim().min(1).max(1000),
  stack: multilineSchema.max(8000).optional(),
  path: lineSchema.max(500).regex(/^\/[^?#]*$/, 'a path without query or hash'),
});
export type WebErrorReport = z.infer<typeof webErrorReportSchema>;
