// The OCTO supplier API's requests (issue 47; decisions 149-151), checked at the route: a body that
// does not fit is BAD_REQUEST in the OCTO route group's error body, and nothing is held or changed.
// Responses follow the OpenAPI document of @octocloud/types; the tests check them against it.
import { z } from 'zod';
import { lineSchema, multilineSchema } from './common';

const text = multilineSchema.max(1000);
const quantity = z.number().int().min(1).max(50);

export const octoContactSchema = z.object({
  fullName: text.nullish(),
  firstName: text.nullish(),
  lastName: text.nullish(),
  emailAddress: z.email().max(254).nullish(),
  phoneNumber: lineSchema.max(40).nullish(),
  locales: z.array(lineSchema.max(20)).max(10).optional(),
  postalCode: lineSchema.max(20).nullish(),
  country: lineSchema.max(2).nullish(),
  notes: text.nullish(),
});
export type OctoContactBody = z.infer<typeof octoContactSchema>;

const unitItemSchema = z.object({
  uuid: z.uuid().optional(),
  unitId: lineSchema.min(1).max(40),
  resellerReference: lineSchema.max(100).optional(),
  contact: octoContactSchema.optional(),
});
export type OctoUnitItemBody = z.infer<typeof unitItemSchema>;

const availabilityUnitsSchema = z
  .array(z.object({ id: lineSchema.min(1).max(40), quantity }))
  .max(10)
  .optional();

const productAndOption = {
  productId: lineSchema.min(1).max(100),
  optionId: lineSchema.min(1).max(100),
};

export const octoCalendarBodySchema = z.object({
  ...productAndOption,
  localDateStart: lineSchema.max(10),
  localDateEnd: lineSchema.max(10),
  units: availabilityUnitsSchema,
  currency: lineSchema.nullish(),
});
export type OctoCalendarBody = z.infer<typeof octoCalendarBodySchema>;

export const octoAvailabilityBodySchema = z.object({
  ...productAndOption,
  localDate: lineSchema.max(10).optional(),
  localDateStart: lineSchema.max(10).optional(),
  localDateEnd: lineSchema.max(10).optional(),
  availabilityIds: z.array(lineSchema.max(40)).min(1).max(100).optional(),
  units: availabilityUnitsSchema,
  currency: lineSchema.nullish(),
});
export type OctoAvailabilityBody = z.infer<typeof octoAvailabilityBodySchema>;

export const octoReserveBodySchema = z.object({
  uuid: z.uuid().optional(),
  ...productAndOption,
  availabilityId: lineSchema.min(1).max(40),
  expirationMinutes: z.number().int().optional(),
  notes: text.nullish(),
  unitItems: z.array(unitItemSchema).min(1).max(50),
  resellerReference: lineSchema.max(100).optional(),
  contact: octoContactSchema.optional(),
  currency: lineSchema.nullish(),
});
export type OctoReserveBody = z.infer<typeof octoReserveBodySchema>;

export const octoExtendBodySchema = z.object({ expirationMinutes: z.number().int().optional() });

export const octoConfirmBodySchema = z.object({
  emailReceipt: z.boolean().optional(),
  resellerReference: lineSchema.max(100).optional(),
  contact: octoContactSchema,
  unitItems: z.array(unitItemSchema).max(50).optional(),
});
export type OctoConfirmBody = z.infer<typeof octoConfirmBodySchema>;

export const octoUpdateBodySchema = z.object({
  resellerReference: lineSchema.max(100).optional(),
  productId: lineSchema.min(1).max(100).optional(),
  optionId: lineSchema.min(1).max(100).optional(),
  availabilityId: lineSchema.min(1).max(40).optional(),
  expirationMinutes: z.number().int().optional(),
  notes: text.nullish(),
  emailReceipt: z.boolean().optional(),
  unitItems: z.array(unitItemSchema).min(1).max(50).optional(),
  contact: octoContactSchema.optional(),
});
export type OctoUpdateBody = z.infer<typeof octoUpdateBodySchema>;

export const octoCancelBodySchema = z.object({
  reason: lineSchema.max(1000).nullish(),
  force: z.boolean().optional(),
});
export type OctoCancelBody = z.infer<typeof octoCancelBodySchema>;

export const octoBookingParams = z.object({ uuid: lineSchema.min(1).max(100) });
export const octoProductParams = z.object({ id: lineSchema.min(1).max(100) });
export const octoBookingsQuery = z.object({
  resellerReference: lineSchema.max(100).optional(),
  supplierReference: lineSchema.max(100).optional(),
});

// The console's resellers and their keys (decision 149): a key is shown once, when issued.
export const consoleResellerSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  webhookUrl: z.string().nullable(),
  createdAt: z.string(),
  keys: z.array(
    z.object({
      id: z.uuid(),
      keyPrefix: z.string(),
      testMode: z.boolean(),
      createdAt: z.string(),
      revokedAt: z.string().nullable(),
    }),
  ),
});
export type ConsoleReseller = z.infer<typeof consoleResellerSchema>;
export const consoleResellersResponseSchema = z.object({ data: z.array(consoleResellerSchema) });
export const createResellerBodySchema = z.strictObject({
  name: lineSchema.trim().min(2).max(80),
});
export type CreateResellerBody = z.infer<typeof createResellerBodySchema>;
export const issueResellerKeyBodySchema = z.strictObject({ testMode: z.boolean() });
export const issuedResellerKeySchema = z.object({
  data: z.object({ id: z.uuid(), key: z.string(), keyPrefix: z.string(), testMode: z.boolean() }),
});
export type IssuedResellerKey = z.infer<typeof issuedResellerKeySchema>['data'];
export const resellerKeyParams = z.object({ id: z.uuid(), keyId: z.uuid() });

// The operator's resellers (decision 150): which listings each sells at what commission, and what
// each owes per month.
export const resellerGrantsSchema = z.object({
  resellers: z.array(z.object({ id: z.uuid(), name: z.string() })),
  listings: z.array(z.object({ id: z.uuid(), title: z.string() })),
  grants: z.array(
    z.object({
      listingId: z.uuid(),
      listingTitle: z.string(),
      resellerId: z.uuid(),
      commissionPercent: z.number().int(),
    }),
  ),
});
export type ResellerGrantsView = z.infer<typeof resellerGrantsSchema>;
export const resellerGrantsResponseSchema = z.object({ data: resellerGrantsSchema });
export const resellerGrantParams = z.object({ listingId: z.uuid(), resellerId: z.uuid() });
export const resellerGrantBodySchema = z.strictObject({
  commissionPercent: z.number().int().min(0).max(100).nullable(),
});
export type ResellerGrantBody = z.infer<typeof resellerGrantBodySchema>;
export const resellerStatementQuery = z.object({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
});
export const resellerStatementSchema = z.object({
  month: z.string(),
  resellers: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      retail: z.number().int(),
      owed: z.number().int(),
      bookings: z.array(
        z.object({
          reference: z.string(),
          resellerReference: z.string().nullable(),
          listingTitle: z.string(),
          start: z.string(),
          retail: z.number().int(),
          owed: z.number().int(),
        }),
      ),
    }),
  ),
});
export type ResellerStatementView = z.infer<typeof resellerStatementSchema>;
export const resellerStatementResponseSchema = z.object({ data: resellerStatementSchema });
