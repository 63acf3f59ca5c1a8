import { z } from 'zod';
import type { BankFieldName } from '../domain/payout-countries';
import { lineSchema } from './common';

// The operator's payout details (spec 001 §3): the connected account with the payout provider, the
// bank token made from the country's bank fields, the account link, and the operator's earnings.
// Shapes here; the rules that need the clock or the country table (birth date, id numbers, bank
// fields) run in the use cases and the form from src/domain, with their own codes.

const text = (max: number) => lineSchema.trim().min(1).max(max);
const optionalText = (max: number) => lineSchema.trim().max(max).optional();
const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/)
  .transform((c) => c.toUpperCase());

export const payoutAddressSchema = z.object({
  line1: text(200),
  line2: optionalText(200),
  city: text(100),
  postalCode: text(20),
  state: optionalText(100),
  country: countryCode,
});

export const birthDateSchema = z.object({
  day: z.number().int(),
  month: z.number().int(),
  year: z.number().int(),
});

export const payoutPersonSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  email: z.email().max(254).optional(),
  phone: optionalText(30),
  dob: birthDateSchema,
  address: payoutAddressSchema,
  idNumber: optionalText(30),
  relationship: z
    .object({
      isRepresentative: z.boolean().optional(),
      isOwner: z.boolean().optional(),
      isDirector: z.boolean().optional(),
      title: optionalText(100),
      percentOwnership: z.number().min(0).max(100).optional(),
    })
    .optional(),
});

export const payoutDetailsBodySchema = z.object({
  country: countryCode,
  businessType: z.enum(['individual', 'company']),
  email: z.email().max(254),
  phone: text(30),
  /** Without one (a guide with no website), the operator's public profile page is given. */
  businessUrl: z.url().max(500).optional(),
  mcc: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  company: z
    .object({
      name: text(200),
      taxId: optionalText(50),
      phone: optionalText(30),
      address: payoutAddressSchema,
    })
    .optional(),
  /** The individual, or the company's account opener first, then owners (25 % or more) and directors. */
  persons: z.array(payoutPersonSchema).min(1).max(5),
  bankToken: text(255),
  /** With Stripe: the legal entity and the terms, tokenised by Stripe.js in the browser. */
  accountToken: optionalText(255),
  /** With Stripe, for a company: each person tokenised by Stripe.js, in the order of `persons`. */
  personTokens: z.array(text(255)).max(5).optional(),
  /** The provider's terms, shown on the page, accepted. */
  isTosAccepted: z.literal(true),
});
// A company's details, its tax id and representative are checked in src/domain/payout-details.ts.
export type PayoutDetailsBody = z.infer<typeof payoutDetailsBodySchema>;

export const updateBankAccountBodySchema = z.object({ bankToken: text(255) });

export const bankFieldNames = [
  'iban',
  'clabe',
  'accountNumber',
  'bsb',
  'transitNumber',
  'institutionNumber',
  'sortCode',
  'routingNumber',
  'bankCode',
  'branchCode',
  'clearingCode',
  'bankName',
  'branchName',
  'accountOwnerName',
] as const satisfies readonly BankFieldName[];

export const bankTokenBodySchema = z.object({
  country: countryCode,
  currency: z
    .string()
    .regex(/^[A-Za-z]{3}$/)
    .transform((c) => c.toUpperCase()),
  fields: z.partialRecord(z.enum(bankFieldNames), lineSchema.max(100)),
});

export const bankAccountSummarySchema = z.object({
  country: z.string(),
  currency: z.string(),
  last4: z.string(),
  bankName: z.string().optional(),
});

export const bankTokenResponseSchema = z.object({
  data: z.object({ token: z.string(), bankAccount: bankAccountSummarySchema }),
});

export const payoutAccountStateSchema = z.enum(['verified', 'needs-information', 'restricted']);

export const payoutAccountSchema = z.object({
  state: payoutAccountStateSchema,
  country: z.string(),
  currency: z.string(),
  businessType: z.enum(['individual', 'company']),
  requirements: z.object({
    currentlyDue: z.array(z.string()),
    pastDue: z.array(z.string()),
    disabledReason: z.string().optional(),
    currentDeadline: z.iso.datetime().optional(),
  }),
  bankAccount: bankAccountSummarySchema.optional(),
  /** Travellers can book this operator (spec 000 §5). */
  isPayoutReady: z.boolean(),
});
export type PayoutAccountView = z.infer<typeof payoutAccountSchema>;

export const payoutAccountResponseSchema = z.object({ data: payoutAccountSchema.nullable() });

export const accountLinkResponseSchema = z.object({ data: z.object({ url: z.string() }) });

export const simulatedOnboardingBodySchema = z.object({
  outcome: z.enum(['complete', 'fail']),
});
export const simulatedOnboardingResponseSchema = z.object({
  data: z.object({ returnUrl: z.string() }),
});

const amountSchema = z.object({ amount: z.number().int(), currency: z.string() });

export const earningsResponseSchema = z.object({
  data: z.object({
    available: z.array(amountSchema),
    pending: z.array(amountSchema),
    payouts: z.array(
      amountSchema.extend({
        id: z.string(),
        status: z.enum(['pending', 'in_transit', 'paid', 'failed', 'canceled']),
        arrivalDate: z.iso.datetime(),
      }),
    ),
    /** Money moved for bookings, newest first: transfers positive, reversals negative. */
    transfers: z.array(
      amountSchema.extend({
        transactionId: z.uuid(),
        kind: z.enum(['transfer', 'reversal']),
        createdAt: z.iso.datetime(),
      }),
    ),
  }),
});
export type Earnings = z.infer<typeof earningsResponseSchema>['data'];

/** What the marketplace keeps of the operator's prices now (their own rate, or the marketplace's). */
export const ownCommissionResponseSchema = z.object({
  data: z.object({
    providerCommissionPercent: z.number().int().min(0).max(100),
    customerCommissionPercent: z.number().int().min(0).max(100),
  }),
});
export type OwnCommission = z.infer<typeof ownCommissionResponseSchema>['data'];

/** Where the provider sends the operator back: a path of ours. */
export const accountLinkBodySchema = z.object({ returnPath: z.string().startsWith('/').max(300) });
export const simulatedAccountLinkParams = z.object({ id: z.string().min(1).max(100) });

/** An operator's bookings' money: payins − refunds − payouts − commissions. */
export const payoutLedgerResponseSchema = z.object({
  data: z.object({
    payins: z.number().int(),
    refunds: z.number().int(),
    payouts: z.number().int(),
    commissions: z.number().int(),
    difference: z.number().int(),
  }),
});
