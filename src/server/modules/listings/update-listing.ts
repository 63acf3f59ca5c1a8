import { eq } from 'drizzle-orm';
import {
  listingPublicDataSchema,
  type ListingPublicData,
  type TranslatedText,
} from '../../../contracts/listings';
import type {
  ListingTranslation,
  OwnListing,
  UpdateListingBody,
} from '../../../contracts/own-listings';
import { validatePlan } from '../../../domain/availability-plan';
import { AppError } from '../../../domain/errors';
import type { TranslationLanguage } from '../../../domain/languages';
import { listingLists } from '../../../domain/listing';
import { minimumGroupOf } from '../../../domain/minimum-group';
import { durationKeyOf } from '../../../domain/listing-duration';
import { isServedLocation, timeZoneAt } from '../../../domain/listing-states';
import { assertListingCurrency } from '../../../domain/money';
import { sanitizeText } from '../../../domain/sanitize';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { queueDepartureDecisions } from '../departures/queue-departure-decisions';
import { loadOwnListing, type Operator } from './own-listing-access';
import { syncListingSlots } from './sync-listing-slots';
import { assertCompleteWhenLive, toOwnListings } from './to-own-listing';

/**
 * Saves one or more tabs of the wizard. Everything is checked before anything is written, and the
 * listing row, its seat inventory (when the plan changes on a live listing) and the check that a
 * live listing stays complete happen in one transaction: a refused save changes nothing.
 */
export async function updateListing(
  deps: { db: Db; clock: Clock; imageStorage: ImageStorage },
  user: Operator,
  id: string,
  body: UpdateListingBody,
): Promise<OwnListing> {
  const clean = (text: string) => sanitizeText(text);
  const optional = (text: string) => (text.trim() === '' ? undefined : clean(text));

  const updated = await deps.db.transaction(async (tx) => {
    // Ownership first: someone else's listing is refused before any of the body is looked at.
    const row = await loadOwnListing(tx, user, id, { lock: true });
    const plan =
      body.availabilityPlan === undefined ? undefined : validatePlan(body.availabilityPlan);
    if (body.pricing) assertListingCurrency(body.pricing.currency);
    if (body.location && !isServedLocation(body.location.geolocation)) {
      throw new AppError(
        'validation-invalid-value',
        'Levada lists activities in mainland Portugal and Madeira',
        [
          {
            path: 'location.geolocation',
            code: 'location-not-served',
            message: 'The location must be in mainland Portugal or Madeira',
          },
        ],
      );
    }
    const data: ListingPublicData = { ...row.publicData };
    const next = { ...row, publicData: data };

    if (body.title !== undefined) next.title = clean(body.title);
    if (body.shortDescription !== undefined) next.shortDescription = clean(body.shortDescription);
    if (body.description !== undefined) next.description = clean(body.description);
    if (body.categories !== undefined) data.categories = [...new Set(body.categories)];
    if (body.duration !== undefined) data.duration = body.duration ?? undefined;
    // Any length (issue 49): the exact minutes kept beside the search bucket they fall in.
    if (body.durationMinutes !== undefined) {
      const exact = data as ListingPublicData & { durationMinutes?: number };
      exact.durationMinutes = body.durationMinutes ?? undefined;
      if (body.durationMinutes) data.duration = durationKeyOf(body.durationMinutes);
      else if (body.duration === undefined) data.duration = undefined;
    }
    if (body.certificate !== undefined) data.certificate = optional(body.certificate);
    if (body.included !== undefined) data.included = body.included.map(clean);
    if (body.languages !== undefined) data.languages = [...new Set(body.languages)];
    for (const list of listingLists) {
      const items = body[list];
      if (items !== undefined)
        data[list] = items.length > 0 ? [...new Set(items.map(clean))] : undefined;
    }
    if (body.accessibility !== undefined) data.accessibility = optional(body.accessibility);
    if (body.pickupOffered !== undefined) data.pickupOffered = body.pickupOffered;
    if (body.dropoffOffered !== undefined) data.dropoffOffered = body.dropoffOffered;
    if (body.pickupDescription !== undefined)
      data.pickupDescription = optional(body.pickupDescription);
    if (body.cancellationPolicy !== undefined) data.cancellationPolicy = body.cancellationPolicy;
    if (body.instantBooking !== undefined) data.instantBooking = body.instantBooking;
    if (body.answerWindowHours !== undefined) data.answerWindowHours = body.answerWindowHours;
    if (body.minimumGroupSize !== undefined)
      data.minimumGroupSize = body.minimumGroupSize ?? undefined;
    if (body.minimumDecisionHours !== undefined)
      data.minimumDecisionHours = body.minimumDecisionHours;
    if (body.waitlistOfferHours !== undefined) data.waitlistOfferHours = body.waitlistOfferHours;
    if (body.rules !== undefined) data.rules = optional(body.rules);
    if (body.questions !== undefined)
      data.questions =
        body.questions.length > 0
          ? body.questions.map((q) => ({
              ...q,
              label: clean(q.label),
              ...(q.options ? { options: q.options.map(clean) } : {}),
            }))
          : undefined;
    if (body.location) {
      const { address, building, place, geolocation } = body.location;
      data.location = { address: clean(address), building: optional(building) };
      data.place = optional(place);
      data.timezone = timeZoneAt(geolocation);
      next.lat = geolocation.lat;
      next.lng = geolocation.lng;
    }
    if (body.pricing) {
      const p = body.pricing;
      data.prices = {
        adult: p.adult,
        child: p.child ? { amount: p.child.amount, ageGroup: clean(p.child.ageGroup) } : undefined,
        infant: p.infant
          ? { amount: p.infant.amount, ageGroup: clean(p.infant.ageGroup) }
          : undefined,
      };
      data.unitType = p.unitType;
      data.groupPricing = p.groupPricing ?? undefined;
      data.discountPercent = p.discountPercent ?? undefined;
      next.priceAmount = p.adult;
    }
    // The operator's own translations are kept when the English changes (decision 055): they are theirs to update.
    if (body.translations)
      data.translations = mergeTranslations(data.translations, body.translations, clean);

    // The plan is always in the listing's time zone (known once the location is set).
    const newPlan = plan ?? row.availabilityPlan;
    next.availabilityPlan =
      newPlan && data.timezone ? { ...newPlan, timezone: data.timezone } : newPlan;
    const planChanged =
      JSON.stringify(next.availabilityPlan) !== JSON.stringify(row.availabilityPlan);

    const { durationMinutes } = data as { durationMinutes?: number };
    next.publicData = {
      ...listingPublicDataSchema.parse(data),
      // Not a public field: kept beside its bucket for the operator's editor (issue 49).
      ...(durationMinutes ? { durationMinutes } : {}),
    };
    next.updatedAt = deps.clock.now();
    await assertCompleteWhenLive(tx, next);
    const [saved] = await tx
      .update(listings)
      .set({
        title: next.title,
        shortDescription: next.shortDescription,
        description: next.description,
        publicData: next.publicData,
        lat: next.lat,
        lng: next.lng,
        priceAmount: next.priceAmount,
        availabilityPlan: next.availabilityPlan,
        updatedAt: next.updatedAt,
      })
      .where(eq(listings.id, row.id))
      .returning();
    if (planChanged) await syncListingSlots(tx, saved!, next.updatedAt);
    const minimum = minimumGroupOf(next.publicData);
    const before = minimumGroupOf(row.publicData);
    if (
      minimum &&
      (minimum.size !== before?.size || minimum.decisionHours !== before.decisionHours)
    )
      await queueDepartureDecisions(tx, deps.clock, row.id, minimum);
    return saved!;
  });
  const [listing] = await toOwnListings(deps.db, deps.imageStorage, [updated]);
  return listing!;
}

/** The languages sent replace their stored text, cleaned like the original; one left empty is removed. */
function mergeTranslations(
  stored: ListingPublicData['translations'],
  sent: NonNullable<UpdateListingBody['translations']>,
  clean: (text: string) => string,
): ListingPublicData['translations'] {
  const merged = { ...stored };
  for (const [language, fields] of Object.entries(sent) as Array<
    [TranslationLanguage, ListingTranslation]
  >) {
    const text: TranslatedText = {};
    for (const key of [
      'title',
      'shortDescription',
      'description',
      'meetingPoint',
      'pickupDescription',
      'rules',
      'accessibility',
    ] as const) {
      const value = fields[key]?.trim();
      if (value) text[key] = clean(value);
    }
    for (const list of ['included', ...listingLists] as const) {
      const items = (fields[list] ?? [])
        .map((item) => item.trim())
        .filter(Boolean)
        .map(clean);
      if (items.length > 0) text[list] = items;
    }
    if (Object.keys(text).length > 0) merged[language] = text;
    else delete merged[language];
  }
  return Object.keys(merged).length > 0 ? merged : undefined;
}
