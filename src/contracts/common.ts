import { z } from 'zod';
import { errorCodes } from '../domain/errors';

export const uuidSchema = z.uuid();
export const idParams = z.object({ id: z.uuid() });

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
