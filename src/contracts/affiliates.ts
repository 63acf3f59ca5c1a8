import { z } from 'zod';
import { affiliateTiers, isMonth } from '../domain/affiliates';
import { lineSchema } from './common';

const tierSchema = z.enum(affiliateTiers);
/** Amounts in euro cents; may be negative where a reversal outweighs the month's commissions. */
const centsSchema = z.number().int();

/** Any string: a ref that is not an affiliate's is ignored, never an error. */
export const affiliateClickBodySchema = z.object({ ref: lineSchema.max(200) });
export type AffiliateClickBody = z.infer<typeof affiliateClickBodySchema>;

export const affiliateSchema = z.object({
  token: z.string(),
  /** The root form (menu, dashboard); pages add their own path. */
  referralLink: z.string(),
  tier: tierSchema,
  rateBasisPoints: z.number().int(),
});
export type Affiliate = z.infer<typeof affiliateSchema>;
export const affiliateResponseSchema = z.object({ data: affiliateSchema });

export const affiliateDashboardQuerySchema = z.object({
  month: z.string().refine(isMonth, { message: 'The month must be YYYY-MM' }).optional(),
});

export const affiliateDashboardSchema = z.object({
  affiliate: affiliateSchema,
  month: z.string(),
  /** The month's first and last dates, DD-MM-YYYY (spec 001 §9). */
  period: z.object({ from: z.string(), to: z.string() }),
  clicks: z.number().int(),
  conversion: z.object({
    /** The value of the bookings converted this month. */
    total: centsSchema,
    commission: centsSchema,
    bookings: z.number().int(),
    rows: z.array(
      z.object({
        date: z.string(),
        kind: z.enum(['commission', 'reversal']),
        amount: centsSchema,
        commission: centsSchema,
      }),
    ),
  }),
  /** Towards the next tier over this month and the two before; null at the top tier. */
  remainingSales: z
    .object({ nextTier: tierSchema, amount: centsSchema, months: z.number().int() })
    .nullable(),
  /** The months the dashboard can show: this one and up to 11 before it, since joining; newest first. */
  months: z.array(z.string()),
  /** The 12 months up to the one shown, oldest first. */
  history: z.array(
    z.object({ month: z.string(), clicks: z.number().int(), commission: centsSchema }),
  ),
});
export type AffiliateDashboard = z.infer<typeof affiliateDashboardSchema>;
export const affiliateDashboardResponseSchema = z.object({ data: affiliateDashboardSchema });

export const affiliatePayoutsSchema = z.object({
  balance: z.object({ amount: centsSchema, currency: z.literal('EUR') }),
  minimumPayout: z.number().int(),
  /** The next month-end run (the first of next month, Portuguese time). */
  nextPayoutAt: z.string(),
  payouts: z.array(
    z.object({
      id: z.uuid(),
      month: z.string(),
      amount: centsSchema,
      status: z.enum(['pending', 'paid', 'failed']),
      createdAt: z.string(),
    }),
  ),
});
export type AffiliatePayouts = z.infer<typeof affiliatePayoutsSchema>;
export const affiliatePayoutsResponseSchema = z.object({ data: affiliatePayoutsSchema });

export const affiliateClickResponseSchema = z.object({
  data: z.object({ isReferral: z.boolean() }),
});
