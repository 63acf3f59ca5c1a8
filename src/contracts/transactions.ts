// The transaction API (issue 8, seam 4; spec 000 §3 Transaction, Line item, Order parameters; §7).
// Order parameters keep the spec's names. Decision: docs/decisions/040-booking-process.md.
import { z } from 'zod';
import {
  actors,
  bookingProcessAlias,
  bookingStates,
  transitionNames,
  type TransitionName,
} from '../domain/booking-process';
import { idempotencyKeyPattern } from '../domain/hold-limits';
import { maxQuantityPerCategory } from '../domain/listing';
import { lineItemCodes } from '../domain/pricing';
import { languages } from '../domain/languages';
import { listingStates, listingTimeZones, unitTypes } from '../domain/listing';
import { imageSchema, publicAuthorSchema } from './listings';
import { bookingAnswersBodySchema, bookingAnswersViewSchema } from './booking-questions';
import { lineSchema, multilineSchema, pageParam, paginationSchema } from './common';

export const transactionMessageMaxLength = 5000;

const isoInstant = z.iso.datetime({ offset: true });
const localDate = z.iso.date();
const quantity = z.number().int().min(0).max(maxQuantityPerCategory);

/** Money that may be negative (discounts, commissions, reversals). */
export const signedMoneySchema = z.object({
  amount: z.number().int(),
  currency: z.string().length(3),
});

export const lineItemSchema = z.object({
  code: z.enum(lineItemCodes),
  includeFor: z.array(z.enum(['customer', 'provider'])),
  quantity: z.number(),
  unitPrice: signedMoneySchema,
  lineTotal: signedMoneySchema,
  percentage: z.number().optional(),
  reversal: z.boolean(),
});
export type LineItemView = z.infer<typeof lineItemSchema>;

// Order parameters of spec 000 §3 (the card token is the payments interface's paymentMethodId).
const bookingParams = {
  bookingStart: isoInstant,
  bookingEnd: isoInstant,
  bookingStartDate: localDate.optional(),
  bookingQuantityAdult: quantity.default(0),
  bookingQuantityChild: quantity.default(0),
  bookingQuantityInfant: quantity.default(0),
  hasAffiliate: z.boolean().default(false),
  seasonalTourCommission: z.boolean().default(false),
  /** The lead traveller and the answers to the listing's questions (decision 137). */
  bookingAnswers: bookingAnswersBodySchema.optional(),
};
const paymentParams = {
  /** Keep the card on the customer's account for the next booking. */
  savePaymentMethod: z.boolean().optional(),
  /** A saved card to pay with. */
  paymentMethodId: lineSchema.min(1).max(255).optional(),
};
const messageParam = multilineSchema.trim().min(1).max(transactionMessageMaxLength);

export const requestPaymentParamsSchema = z.strictObject({
  ...bookingParams,
  ...paymentParams,
  message: messageParam.optional(),
});
export type RequestPaymentParams = z.infer<typeof requestPaymentParamsSchema>;
export const enquireParamsSchema = z.strictObject({ message: messageParam });

/** POST /api/transactions?speculative= */
export const initiateTransactionBodySchema = z.discriminatedUnion('transition', [
  z.strictObject({
    listingId: z.uuid(),
    transition: z.literal('request-payment'),
    params: requestPaymentParamsSchema,
  }),
  z.strictObject({
    listingId: z.uuid(),
    transition: z.literal('enquire'),
    params: enquireParamsSchema,
  }),
]);
export type InitiateTransactionBody = z.infer<typeof initiateTransactionBodySchema>;

/**
 * POST /api/transactions's optional Idempotency-Key header: the checkout makes one per attempt; a
 * repeat with the same key answers the transaction the first made (200) and makes nothing (decision 090).
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z.string().regex(idempotencyKeyPattern).optional(),
});

export const speculativeQuerySchema = z.object({
  speculative: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

/** The decline and cancel dialogs' message field: optional, so it may be empty there. */
export const decisionMessageFormSchema = z.object({
  message: multilineSchema.trim().max(transactionMessageMaxLength),
});
export type DecisionMessageForm = z.infer<typeof decisionMessageFormSchema>;

/** The transitions an operator may send a message with (params.message): why, or another date to try. */
export const transitionsWithMessage = [
  'decline',
  'cancel',
] as const satisfies readonly TransitionName[];
export const canSendMessageWith = (transition: TransitionName): boolean =>
  (transitionsWithMessage as readonly TransitionName[]).includes(transition);

/**
 * POST /api/transactions/:id/transitions?speculative=
 * Params by transition: request-payment-after-enquiry takes the booking and payment params;
 * update-preauthorized-booking / update-accepted-booking (reschedule) take bookingStart and bookingEnd;
 * the operator's decline and cancel may take a message; the others take none. Line items and totals are never accepted: the server prices (privileged).
 */
export const transitionParamsSchema = z.strictObject({
  bookingStart: isoInstant.optional(),
  bookingEnd: isoInstant.optional(),
  bookingStartDate: localDate.optional(),
  bookingQuantityAdult: quantity.optional(),
  bookingQuantityChild: quantity.optional(),
  bookingQuantityInfant: quantity.optional(),
  hasAffiliate: z.boolean().optional(),
  seasonalTourCommission: z.boolean().optional(),
  bookingAnswers: bookingAnswersBodySchema.optional(),
  ...paymentParams,
  /** The operator's word to the traveller with a decline or a cancellation, added to their conversation. */
  message: messageParam.optional(),
});
export type TransitionParams = z.infer<typeof transitionParamsSchema>;
export const transitionTransactionBodySchema = z.strictObject({
  transition: z.enum(transitionNames),
  params: transitionParamsSchema.default({}),
});
export type TransitionTransactionBody = z.infer<typeof transitionTransactionBodySchema>;

/** POST /api/transactions/:id/date-proposals: the operator proposes another departure (decision 143). */
export const dateProposalBodySchema = z.strictObject({
  bookingStart: isoInstant,
  bookingEnd: isoInstant,
});
export type DateProposalBody = z.infer<typeof dateProposalBodySchema>;
export const dateProposalParams = z.object({ id: z.uuid(), proposalId: z.uuid() });
export const dateProposalStatuses = [
  'open',
  'accepted',
  'declined',
  'withdrawn',
  'lapsed',
] as const;
/** A proposed date change as both parties see it: the old and the new departure, and what came of it. */
export const dateProposalSchema = z.object({
  id: z.uuid(),
  previousStart: z.string(),
  previousEnd: z.string(),
  bookingStart: z.string(),
  bookingEnd: z.string(),
  proposedAt: z.string(),
  expiresAt: z.string(),
  status: z.enum(dateProposalStatuses),
  /** When it was answered, withdrawn or lapsed; null while open. */
  closedAt: z.string().nullable(),
});
export type DateProposal = z.infer<typeof dateProposalSchema>;
export const dateProposalResponseSchema = z.object({ data: dateProposalSchema });

export const transactionRoleSchema = z.enum(['customer', 'provider']);
export type TransactionRole = z.infer<typeof transactionRoleSchema>;

export const transactionSchema = z.object({
  id: z.uuid(),
  processAlias: z.literal(bookingProcessAlias),
  createdAt: z.string(),
  lastTransitionedAt: z.string(),
  lastTransition: z.enum(transitionNames),
  state: z.enum(bookingStates),
  /** The viewer's side: the customer sees what they pay, the provider what they are paid. */
  payinTotal: signedMoneySchema.nullable(),
  payoutTotal: signedMoneySchema.nullable(),
  /** Only the lines whose includeFor has the viewer's role; reversals after a refund. */
  lineItems: z.array(lineItemSchema),
  /** In time order. */
  transitions: z.array(
    z.object({ createdAt: z.string(), by: z.enum(actors), transition: z.enum(transitionNames) }),
  ),
  booking: z
    .object({
      start: z.string(),
      end: z.string(),
      /** The local date of the start in the listing's zone. */
      startDate: z.string(),
      timezone: z.enum(listingTimeZones),
      /** Every person takes a seat (decision 020). */
      seats: z.number().int(),
      state: z.enum(['pending', 'accepted', 'declined', 'cancelled']),
      quantities: z.object({
        adults: z.number().int(),
        children: z.number().int(),
        infants: z.number().int(),
      }),
    })
    .nullable(),
  listing: z.object({
    id: z.uuid(),
    title: z.string(),
    /** The title in the languages the operator translated it into. */
    titles: z.partialRecord(z.enum(languages), z.string()),
    state: z.enum(listingStates),
    isDeleted: z.boolean(),
    timezone: z.enum(listingTimeZones),
    unitType: z.enum(unitTypes),
    image: imageSchema.nullable(),
  }),
  customer: publicAuthorSchema,
  provider: publicAuthorSchema,
  viewerRole: transactionRoleSchema,
  /** The transitions the viewer may fire now (state, role and the 24-hour cancellation rule). */
  availableTransitions: z.array(z.enum(transitionNames)),
  /** When the system fires its next timed transition (the 15-minute payment window, the request expiry, ...). */
  nextTimer: z.object({ transition: z.enum(transitionNames), at: z.string() }).nullable(),
  /** What cancelling now gives back, for the viewer's cancel transition; null when they cannot cancel. */
  refundPreview: z
    .object({
      transition: z.enum(['cancel', 'cancel-by-customer', 'cancel-by-customer-no-refund']),
      refund: signedMoneySchema,
      isFullRefund: z.boolean(),
      /** Until when a customer cancellation is refunded in full (24 h before the start; the start once moved). */
      fullRefundUntil: z.string(),
      /** The operator moved the booking, so the customer's cancellation is refunded in full until it starts. */
      isMovedByOperator: z.boolean().optional(),
      /** Nothing back because the listing is non-refundable (not because the start is near). */
      isNonRefundable: z.boolean().optional(),
    })
    .nullable(),
  /**
   * The customer's money going back after a cancellation (refunded) or a declined or expired request
   * (the card's hold released), to which card, since when (decision 168); customer only, else null.
   */
  moneyBack: z
    .object({
      kind: z.enum(['refunded', 'released']),
      amount: signedMoneySchema,
      card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
      /** When it was given back (the transition); it reaches the card within 2–3 business days. */
      at: z.string(),
    })
    .nullable()
    .optional(),
  /** The card payment intent (customer only), to confirm the card while payment is pending. */
  paymentIntentId: z.string().nullable(),
  /** Why the marketplace cancelled the booking (console, decision 111): both parties read it. */
  cancelReason: z.string().nullable().optional(),
  /** The short booking reference (`LV-7KQ2XM`; decision 121), the same for both parties. */
  reference: z.string(),
  /** Sold by a reseller through OCTO (decision 149): its name, its own reference, its traveller. */
  reseller: z
    .object({
      name: z.string(),
      reference: z.string().nullable(),
      traveller: z.string().nullable(),
    })
    .nullable()
    .optional(),
  /** The traveller's day-of-tour facts, once the booking is confirmed (issue 45 item 3). */
  trip: z
    .object({
      address: z.string().nullable(),
      meetingPoint: z.string().nullable(),
      geolocation: z.object({ lat: z.number(), lng: z.number() }).nullable(),
      /** A maps link with directions to the meeting point. */
      directionsUrl: z.string().nullable(),
      operatorPhone: z.string().nullable(),
      operatorEmail: z.string(),
      whatToBring: z.array(z.string()),
      included: z.array(z.string()),
    })
    .nullable()
    .optional(),
  /** The operator's way to reach the lead traveller of a confirmed booking (issue 45 item 4). */
  leadTraveller: z.object({ name: z.string(), phone: z.string().nullable() }).nullable().optional(),
  /** The ticket of a confirmed booking: checked in at the start or not yet. */
  ticketState: z.enum(['not-checked-in', 'checked-in']).nullable().optional(),
  /** When the party was checked in at the departure (the earliest scan, decision 153). */
  checkedInAt: z.string().nullable().optional(),
  /** The operator's proposed date changes, oldest first (decision 143); the last may be open. */
  dateProposals: z.array(dateProposalSchema).optional(),
  /** The lead traveller and the answers to the booking questions, for both parties (decision 137). */
  bookingAnswers: bookingAnswersViewSchema.nullable().optional(),
});
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionResponseSchema = z.object({ data: transactionSchema });
export type TransactionResponse = z.infer<typeof transactionResponseSchema>;

/** What the marketplace operator's transition answers: the transaction's new state. */
export const operatorTransitionResponseSchema = z.object({
  data: z.object({
    id: z.uuid(),
    state: z.enum(bookingStates),
    lastTransition: z.enum(transitionNames),
    lastTransitionedAt: z.string(),
  }),
});
export type OperatorTransitionResponse = z.infer<typeof operatorTransitionResponseSchema>;

/** A transition's answer; booking from an enquiry also gives the customer the card payment's client secret. */
export const transitionTransactionResponseSchema = transactionResponseSchema.extend({
  paymentClientSecret: z.string().optional(),
});
export type TransitionTransactionResponse = z.infer<typeof transitionTransactionResponseSchema>;

/** The customer's pending card payment, to pay it after leaving checkout (GET /api/transactions/:id/payment). */
export const cardPaymentSchema = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
});
export type CardPayment = z.infer<typeof cardPaymentSchema>;
export const cardPaymentResponseSchema = z.object({ data: cardPaymentSchema });

/** Initiate answers with the client secret of the card payment, to the customer, on request-payment only. */
export const initiateTransactionResponseSchema = z.object({
  data: transactionSchema,
  paymentClientSecret: z.string().optional(),
  /** The checkout's first message: sent, failed (the booking stands; spec 000 §4), or null when none was given. */
  isMessageSent: z.boolean().nullable().optional(),
});
export type InitiateTransactionResponse = z.infer<typeof initiateTransactionResponseSchema>;

export const transactionListQuerySchema = z.object({
  only: z.enum(['order', 'sale']),
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(100).default(10),
});
export type TransactionListQuery = z.infer<typeof transactionListQuerySchema>;

/** Sorted by lastTransitionedAt, newest first. */
export const transactionListResponseSchema = z.object({
  data: z.array(transactionSchema),
  meta: paginationSchema,
});
export type TransactionListResponse = z.infer<typeof transactionListResponseSchema>;
