import { z } from 'zod';
import { errorCodes } from '../domain/errors';

/**
 * Every string a request carries goes through one of these two. Control characters (NUL above all:
 * PostgreSQL refuses it in text) are refused with 400; multi-line text keeps tab and line breaks.
 * So are unpaired UTF-16 surrogates (`\ud800` alone): they are not text, and PostgreSQL's jsonb
 * refuses them (they were a 500 in every field stored as JSON).
 */
export const textCharactersMessage = 'Control characters and unpaired surrogates are not allowed';
export const lineSchema = z.string().regex(/^[^\p{Cc}\p{Cs}]*$/u, textCharactersMessage);
export const multilineSchema = z
  .string()
  .regex(/^(?:[^\p{Cc}\p{Cs}]|[\t\n\r])*$/u, textCharactersMessage);

export const uuidSchema = z.uuid();
export const idParams = z.object({ id: z.uuid() });
/** The answer of a route that answers 204: no body (the web client resolves to undefined). */
export const noContentSchema = z.null();

export const moneySchema = z.object({
  amount: z.number().int().nonnegative(),
  currency: z.string().length(3),
});

export const paginationSchema = z.object({
  page: z.number().int(),
  perPage: z.number().int(),
  totalItems: z.number().int(),
  totalPages: z.number().int(),
});

export const errorResponseSchema = z.object({
  error: z.object({
    code: z.enum(errorCodes),
    message: z.string(),
    details: z.array(z.record(z.string(), z.unknown())).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** Query-string page number: a positive whole number, 1 when absent. */
export const pageParam = z.coerce.number().int().min(1).max(10_000).default(1);

/**
 * An instant from a request: ISO 8601 with an offset, in the years 2000 to 2199 (a year 0000 or
 * 275760 is a typo or a probe, and would reach date arithmetic and the database).
 */
export const instantSchema = z.iso.datetime({ offset: true }).refine((value) => {
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year < 2200;
}, 'A date between the years 2000 and 2199');
