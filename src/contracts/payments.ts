import { z } from 'zod';
import { lineSchema } from './common';

// The browser side of card payments: saved cards (both providers) and the card simulator's own calls,
// which mirror Stripe.js (confirm a payment with a card or a saved card, 3-D Secure, card setup).

export const paymentIntentStatusSchema = z.enum([
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'requires_capture',
  'succeeded',
  'canceled',
]);

/** A card problem with Stripe's code (card_declined, expired_card, incorrect_cvc, ...). */
export const cardErrorSchema = z.object({
  code: z.string(),
  declineCode: z.string().optional(),
  message: z.string(),
});
export type CardErrorDetail = z.infer<typeof cardErrorSchema>;

/** What the paying browser sees of an intent (as Stripe.js shows it with the client secret). */
export const publicPaymentIntentSchema = z.object({
  id: z.string(),
  status: paymentIntentStatusSchema,
  amount: z.number().int(),
  currency: z.string(),
  lastPaymentError: cardErrorSchema.optional(),
  nextAction: z.literal('authenticate').optional(),
});
export type PublicPaymentIntent = z.infer<typeof publicPaymentIntentSchema>;

export const publicSetupIntentSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'requires_action', 'succeeded', 'canceled']),
  clientSecret: z.string(),
  paymentMethodId: z.string().optional(),
  lastSetupError: cardErrorSchema.optional(),
  nextAction: z.literal('authenticate').optional(),
});
export type PublicSetupIntent = z.infer<typeof publicSetupIntentSchema>;

export const savedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
  isDefault: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const savedCardsResponseSchema = z.object({ data: z.array(savedCardSchema) });
export const paymentIntentResponseSchema = z.object({ data: publicPaymentIntentSchema });
export const setupIntentResponseSchema = z.object({ data: publicSetupIntentSchema });

const providerId = z
  .string()
  .min(1)
  .max(255)
  .regex(/^[A-Za-z0-9_]+$/);
export const providerIdParams = z.object({ id: providerId });
const clientSecret = lineSchema.min(1).max(255);

/**
 * Card fields as typed. Loose on purpose: the card checks (src/domain/card-checks.ts) answer with
 * Stripe's codes (incorrect_number, invalid_expiry_year, ...), which the form translates.
 */
export const cardInputSchema = z.object({
  number: lineSchema.max(32),
  expMonth: z.number().int().min(0).max(99),
  expYear: z.number().int().min(0).max(9999),
  cvc: lineSchema.max(8),
});

export const confirmPaymentBodySchema = z.union([
  z.object({ clientSecret, card: cardInputSchema, savePaymentMethod: z.boolean().optional() }),
  z.object({ clientSecret, paymentMethodId: providerId }),
]);
export const clientSecretQuerySchema = z.object({ clientSecret });
export const authenticateBodySchema = z.object({
  clientSecret,
  outcome: z.enum(['complete', 'fail']),
});
export const confirmSetupBodySchema = z.object({ clientSecret, card: cardInputSchema });

/** Which card form the web app shows: the simulator's own, or Stripe Elements with this key. */
export const publicPaymentsConfigSchema = z.object({
  provider: z.enum(['stripe', 'simulator']),
  publishableKey: z.string().nullable(),
});
export type PublicPaymentsConfig = z.infer<typeof publicPaymentsConfigSchema>;
