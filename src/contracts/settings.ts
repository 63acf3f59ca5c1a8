import { z } from 'zod';
import { answerWindowHours } from '../domain/listing';

// The marketplace's settings (issue 43 part 7, decision 113): stored in the database, changed in the
// console, read by the engine at each booking and by the browser's previews (GET /api/config).
const wholePercent = z.number().int().min(0).max(100);
/** The bookable window's longest length: the seat inventory is kept this many days ahead. */
export const maxBookableDays = 90;
export const marketplaceSettingsSchema = z.object({
  /** What the marketplace keeps of the operator's price (line-item/provider-commission). */
  providerCommissionPercent: wholePercent,
  /** The booking fee added to what the customer pays (line-item/customer-commission). */
  customerCommissionPercent: wholePercent,
  /** Operators' listings wait for the console's approval before they are published. */
  listingApprovalRequired: z.boolean(),
  /** How many days ahead travellers may book, today included. */
  bookableDays: z.number().int().min(1).max(maxBookableDays),
  /** How long an operator has to answer a request, for listings that set no window of their own. */
  answerWindowHours: z.number().int().min(answerWindowHours.min).max(answerWindowHours.max),
});
export type MarketplaceSettings = z.infer<typeof marketplaceSettingsSchema>;

/** What the browser prices and dates with (GET /api/config): the settings that are not the console's own. */
export const publicMarketplaceSettingsSchema = marketplaceSettingsSchema.omit({
  listingApprovalRequired: true,
});
export type PublicMarketplaceSettings = z.infer<typeof publicMarketplaceSettingsSchema>;
