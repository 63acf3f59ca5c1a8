// The OCTO shapes of Levada's listings, departures and bookings (the OpenAPI document of
// @octocloud/types; the HTTP tests validate every answer against it). Content and pricing fields are
// added only for the capabilities the reseller asked for in Octo-Capabilities.
import type { ListingPublicData } from '../../../contracts/listings';
import type { Language } from '../../../domain/languages';
import type { DurationKey } from '../../../domain/listing';
import {
  availabilityStatusOf,
  cancellationCutoffHours,
  localDateTimeWithOffset,
  netOf,
  octoOptionId,
  octoUnitsOf,
  type OctoBookingStatus,
  type OctoCapabilityId,
  type OctoUnitFacts,
} from '../../../domain/octo';
import type { OctoContact } from '../../db/schema';
import type { OctoListing, OctoSlot } from './octo-catalog';

export type OctoContext = {
  capabilities: readonly OctoCapabilityId[];
  language: Language;
  /** An absolute URL of a stored image. */
  imageUrl: (key: string) => string;
};

type Json = Record<string, unknown>;

const has = (ctx: OctoContext, capability: OctoCapabilityId) =>
  ctx.capabilities.includes(capability);

/** A UTC time as OCTO writes it: seconds and `Z`. */
export const utc = (instant: Date): string => instant.toISOString().replace(/\.\d{3}Z$/, 'Z');

export const pricingOf = (original: number, retail: number, commissionPercent: number): Json => ({
  original,
  retail,
  net: netOf(retail, commissionPercent),
  currency: 'EUR',
  currencyPrecision: 2,
  includedTaxes: [],
});

const unitNames: Record<OctoUnitFacts['id'], Record<Language, string>> = {
  adult: { en: 'Adult', pt: 'Adulto', de: 'Erwachsener', es: 'Adulto', fr: 'Adulte' },
  child: { en: 'Child', pt: 'Criança', de: 'Kind', es: 'Niño', fr: 'Enfant' },
  infant: { en: 'Infant', pt: 'Bebé', de: 'Kleinkind', es: 'Bebé', fr: 'Bébé' },
};

export function toOctoUnit(unit: OctoUnitFacts, listing: OctoListing, ctx: OctoContext): Json {
  return {
    id: unit.id,
    internalName: unitNames[unit.id].en,
    reference: null,
    type: unit.type,
    restrictions: {
      minAge: unit.minAge,
      maxAge: unit.maxAge,
      idRequired: false,
      minQuantity: null,
      maxQuantity: 50,
      paxCount: unit.paxCount,
      accompaniedBy: unit.accompaniedBy,
    },
    requiredContactFields: [],
    ...(has(ctx, 'octo/pricing')
      ? { pricingFrom: [pricingOf(unit.original, unit.retail, listing.commissionPercent)] }
      : {}),
    ...(has(ctx, 'octo/content')
      ? { title: unitNames[unit.id][ctx.language], shortDescription: '', features: [] }
      : {}),
  };
}

const durations: Record<DurationKey, [number, number | null]> = {
  '1orless': [30, 60],
  '1to2': [60, 120],
  '3to4': [180, 240],
  '5to6': [300, 360],
  '7to8': [420, 480],
  '8ormore': [480, null],
  multiday: [1440, null],
};

const categoryLabels: Partial<Record<string, string>> = {
  boattours: 'boat-tours',
  hiking: 'walking-tours',
  btt: 'bike-tours',
  culturemuseums: 'museums',
  gastronomydrinks: 'food',
  wine: 'food',
  accessibility: 'wheelchair-accessible',
  roadexcursions: 'day-trips',
};

/** The listing's text in the reseller's language: its translation, else the operator's own. */
function textIn(listing: OctoListing, language: Language) {
  const translated = listing.publicData.translations?.[language] ?? {};
  const data: ListingPublicData = listing.publicData;
  return {
    title: translated.title || listing.title,
    shortDescription: translated.shortDescription || listing.shortDescription,
    description: translated.description || listing.description,
    meetingPoint: translated.meetingPoint || data.location?.building || null,
    included: translated.included ?? data.included ?? [],
    notIncluded: translated.notIncluded ?? data.notIncluded ?? [],
    highlights: translated.highlights ?? data.highlights ?? [],
    whatToBring: translated.whatToBring ?? data.whatToBring ?? [],
    accessibility: translated.accessibility || data.accessibility || null,
  };
}

function contentOf(listing: OctoListing, ctx: OctoContext): Json {
  const text = textIn(listing, ctx.language);
  const feature = (type: string) => (shortDescription: string) => ({ shortDescription, type });
  const [from, to] = durations[listing.publicData.duration ?? '3to4'];
  return {
    title: text.title,
    shortDescription: text.shortDescription,
    description: text.description,
    features: [
      ...text.highlights.map(feature('HIGHLIGHT')),
      ...text.included.map(feature('INCLUSION')),
      ...text.notIncluded.map(feature('EXCLUSION')),
      ...text.whatToBring.map(feature('PREARRIVAL_INFORMATION')),
      ...(text.accessibility ? [feature('ACCESSIBILITY_INFORMATION')(text.accessibility)] : []),
    ],
    faqs: [],
    media: listing.imageKeys.map((key, index) => ({
      src: ctx.imageUrl(key),
      type: 'image/jpeg',
      rel: index === 0 ? 'COVER' : 'GALLERY',
      title: null,
      caption: null,
      copyright: null,
    })),
    locations:
      listing.lat === null || listing.lng === null
        ? []
        : [
            {
              title: text.meetingPoint,
              shortDescription: listing.publicData.location?.address ?? null,
              types: ['START'],
              minutesTo: null,
              minutesAt: null,
              place: {
                latitude: listing.lat,
                longitude: listing.lng,
                postalAddress: {
                  streetAddress: listing.publicData.location?.address ?? null,
                  addressLocality: listing.publicData.place ?? null,
                  addressRegion: listing.facts.timeZone === 'Atlantic/Madeira' ? 'Madeira' : null,
                  postalCode: null,
                  addressCountry: 'PT',
                  postOfficeBoxNumber: null,
                },
                identifiers: {
                  googlePlaceId: null,
                  applePlaceId: null,
                  tripadvisorLocationId: null,
                  yelpPlaceId: null,
                  facebookPlaceId: null,
                  foursquarePlaceId: null,
                  baiduPlaceId: null,
                  amapPlaceId: null,
                },
                sameAs: [],
              },
            },
          ],
    categoryLabels: [
      ...new Set(
        listing.publicData.categories.flatMap((category) => categoryLabels[category] ?? []),
      ),
    ],
    durationMinutesFrom: from,
    durationMinutesTo: to,
    commentary: (listing.publicData.languages ?? []).map((language) => ({
      format: 'IN_PERSON',
      language,
    })),
  };
}

/** The DEFAULT option: the listing's start times, the 24 h cut-off, its units. */
export function toOctoOption(listing: OctoListing, startTimes: string[], ctx: OctoContext): Json {
  const units = octoUnitsOf(listing.publicData);
  const adult = units[0];
  const content = has(ctx, 'octo/content') ? contentOf(listing, ctx) : null;
  return {
    id: octoOptionId,
    default: true,
    internalName: 'DEFAULT',
    reference: null,
    availabilityLocalStartTimes: startTimes.length > 0 ? startTimes : ['00:00'],
    cancellationCutoff: `${cancellationCutoffHours} hours`,
    cancellationCutoffAmount: cancellationCutoffHours,
    cancellationCutoffUnit: 'hour',
    requiredContactFields: ['firstName', 'lastName'],
    restrictions: {
      minUnits: 1,
      maxUnits: listing.publicData.groupPricing?.maxGroupSize ?? null,
    },
    units: units.map((unit) => toOctoUnit(unit, listing, ctx)),
    ...(has(ctx, 'octo/pricing') && adult
      ? { pricingFrom: [pricingOf(adult.original, adult.retail, listing.commissionPercent)] }
      : {}),
    ...(content ?? {}),
  };
}

export function toOctoProduct(listing: OctoListing, startTimes: string[], ctx: OctoContext): Json {
  const isInstant = listing.publicData.instantBooking === true;
  return {
    id: listing.id,
    internalName: listing.title,
    reference: null,
    locale: ctx.language,
    timeZone: listing.facts.timeZone,
    allowFreesale: false,
    instantConfirmation: isInstant,
    instantDelivery: isInstant,
    availabilityRequired: true,
    availabilityType: 'START_TIME',
    deliveryFormats: ['QRCODE'],
    deliveryMethods: ['TICKET'],
    redemptionMethod: 'DIGITAL',
    options: [toOctoOption(listing, startTimes, ctx)],
    ...(has(ctx, 'octo/pricing')
      ? {
          defaultCurrency: 'EUR',
          availableCurrencies: ['EUR'],
          pricingPer: ['group', 'day', 'night'].includes(listing.publicData.unitType)
            ? 'BOOKING'
            : 'UNIT',
        }
      : {}),
    ...(has(ctx, 'octo/content') ? contentOf(listing, ctx) : {}),
  };
}

/** Units asked for, as unit facts with their quantities. */
export type AskedUnits = { unit: OctoUnitFacts; quantity: number }[];

/** What the asked party costs, per unit and in all (before and after the discount). */
function unitPricing(listing: OctoListing, asked: AskedUnits) {
  const perParty = ['group', 'day', 'night'].includes(listing.publicData.unitType);
  const units = octoUnitsOf(listing.publicData);
  const lines = asked.length > 0 ? asked : units.slice(0, 1).map((unit) => ({ unit, quantity: 1 }));
  const original = perParty
    ? (units[0]?.original ?? 0)
    : lines.reduce((sum, line) => sum + line.unit.original * line.quantity, 0);
  const retail = perParty
    ? (units[0]?.retail ?? 0)
    : lines.reduce((sum, line) => sum + line.unit.retail * line.quantity, 0);
  return {
    unitPricing: units.map((unit) => ({
      unitId: unit.id,
      ...pricingOf(unit.original, unit.retail, listing.commissionPercent),
    })),
    pricing: pricingOf(original, retail, listing.commissionPercent),
  };
}

/** Seats the asked party takes (a party priced as a whole takes one). */
export function seatsOf(listing: OctoListing, asked: AskedUnits): number {
  if (['group', 'day', 'night'].includes(listing.publicData.unitType)) return 1;
  return asked.reduce((sum, line) => sum + line.quantity * line.unit.paxCount, 0);
}

export function toOctoAvailability(
  slot: OctoSlot,
  listing: OctoListing,
  ctx: OctoContext,
  asked: AskedUnits,
): Json {
  const free = Math.max(0, slot.seats - slot.booked);
  const zone = listing.facts.timeZone;
  const status = availabilityStatusOf(free, slot.seats);
  return {
    id: localDateTimeWithOffset(slot.startAt, zone),
    localDateTimeStart: localDateTimeWithOffset(slot.startAt, zone),
    localDateTimeEnd: localDateTimeWithOffset(slot.endAt, zone),
    utcCutoffAt: utc(slot.startAt),
    allDay: false,
    available: free > 0 && free >= seatsOf(listing, asked),
    status,
    vacancies: free,
    capacity: slot.seats,
    maxUnits: free,
    openingHours: [],
    ...(has(ctx, 'octo/pricing') ? unitPricing(listing, asked) : {}),
    ...(has(ctx, 'octo/content')
      ? { title: textIn(listing, ctx.language).title, shortDescription: '' }
      : {}),
  };
}

/** One local date of the calendar: its departures' free seats and capacity together. */
export function toOctoCalendarDay(
  localDate: string,
  slots: OctoSlot[],
  listing: OctoListing,
  ctx: OctoContext,
  asked: AskedUnits,
): Json {
  const free = slots.reduce((sum, slot) => sum + Math.max(0, slot.seats - slot.booked), 0);
  const capacity = slots.reduce((sum, slot) => sum + slot.seats, 0);
  const seats = seatsOf(listing, asked);
  const pricing = has(ctx, 'octo/pricing') ? unitPricing(listing, asked) : null;
  return {
    localDate,
    available: slots.some((slot) => slot.seats - slot.booked >= Math.max(1, seats)),
    status: availabilityStatusOf(free, capacity),
    vacancies: free,
    capacity,
    openingHours: [],
    ...(pricing ? { unitPricingFrom: pricing.unitPricing, pricingFrom: pricing.pricing } : {}),
  };
}

export const toOctoContact = (contact: OctoContact | undefined): Json => ({
  fullName:
    contact?.fullName ??
    ([contact?.firstName, contact?.lastName].filter(Boolean).join(' ') || null),
  firstName: contact?.firstName ?? null,
  lastName: contact?.lastName ?? null,
  emailAddress: contact?.emailAddress ?? null,
  phoneNumber: contact?.phoneNumber ?? null,
  locales: contact?.locales ?? [],
  postalCode: contact?.postalCode ?? null,
  country: contact?.country ?? null,
  notes: contact?.notes ?? null,
});

export type OctoBookingFacts = {
  id: string;
  uuid: string;
  testMode: boolean;
  status: OctoBookingStatus;
  resellerReference: string | null;
  supplierReference: string;
  createdAt: Date;
  updatedAt: Date;
  expiresAt: Date | null;
  redeemedAt: Date | null;
  confirmedAt: Date | null;
  cancellable: boolean;
  cancellation: { refund: 'FULL' | 'NONE'; reason: string | null; cancelledAt: Date } | null;
  slot: OctoSlot;
  listing: OctoListing;
  contact: OctoContact;
  notes: string | null;
  unitItems: {
    uuid: string;
    unitId: string;
    resellerReference: string | null;
    contact: OctoContact;
  }[];
  /** What the booking costs the reseller's customer, before and after the discount. */
  original: number;
  retail: number;
  commissionPercent: number;
  /** The signed ticket's code, on a confirmed booking whose ticket exists. */
  ticketCode: string | null;
};

export function toOctoBooking(booking: OctoBookingFacts, ctx: OctoContext): Json {
  const { listing } = booking;
  const units = octoUnitsOf(listing.publicData);
  const asked: AskedUnits = units.flatMap((unit) => {
    const quantity = booking.unitItems.filter((item) => item.unitId === unit.id).length;
    return quantity > 0 ? [{ unit, quantity }] : [];
  });
  const ticket = booking.ticketCode
    ? {
        redemptionMethod: 'DIGITAL',
        utcRedeemedAt: booking.redeemedAt ? utc(booking.redeemedAt) : null,
        deliveryOptions: [{ deliveryFormat: 'QRCODE', deliveryValue: booking.ticketCode }],
      }
    : null;
  const product = toOctoProduct(listing, [], ctx);
  const option = (product.options as Json[])[0]!;
  return {
    id: booking.id,
    uuid: booking.uuid,
    testMode: booking.testMode,
    resellerReference: booking.resellerReference,
    supplierReference: booking.supplierReference,
    status: booking.status,
    utcCreatedAt: utc(booking.createdAt),
    utcUpdatedAt: utc(booking.updatedAt),
    utcExpiresAt: booking.status === 'ON_HOLD' && booking.expiresAt ? utc(booking.expiresAt) : null,
    utcRedeemedAt: booking.redeemedAt ? utc(booking.redeemedAt) : null,
    utcConfirmedAt: booking.confirmedAt ? utc(booking.confirmedAt) : null,
    productId: listing.id,
    product,
    optionId: octoOptionId,
    option,
    cancellable: booking.cancellable,
    cancellation: booking.cancellation
      ? {
          refund: booking.cancellation.refund,
          reason: booking.cancellation.reason,
          utcCancelledAt: utc(booking.cancellation.cancelledAt),
        }
      : null,
    freesale: false,
    availabilityId: localDateTimeWithOffset(booking.slot.startAt, listing.facts.timeZone),
    availability: toOctoAvailability(booking.slot, listing, ctx, asked),
    contact: toOctoContact(booking.contact),
    notes: booking.notes,
    deliveryMethods: ['TICKET'],
    voucher: ticket,
    unitItems: booking.unitItems.map((item) => {
      const unit = units.find((u) => u.id === item.unitId);
      return {
        uuid: item.uuid,
        resellerReference: item.resellerReference,
        supplierReference: booking.supplierReference,
        unitId: item.unitId,
        ...(unit ? { unit: toOctoUnit(unit, listing, ctx) } : {}),
        status: booking.status,
        utcRedeemedAt: booking.redeemedAt ? utc(booking.redeemedAt) : null,
        contact: toOctoContact(
          Object.keys(item.contact).length > 0 ? item.contact : booking.contact,
        ),
        ticket,
        ...(has(ctx, 'octo/pricing') && unit
          ? { pricing: pricingOf(unit.original, unit.retail, booking.commissionPercent) }
          : {}),
      };
    }),
    ...(has(ctx, 'octo/pricing')
      ? { pricing: pricingOf(booking.original, booking.retail, booking.commissionPercent) }
      : {}),
  };
}
