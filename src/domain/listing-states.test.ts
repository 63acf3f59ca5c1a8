import { describe, expect, it } from 'vitest';
import { AppError } from './errors';
import {
  assertPublishable,
  canTransitionListing,
  isServedLocation,
  missingForPublish,
  nextListingState,
  timeZoneAt,
  type PublishCandidate,
} from './listing-states';
import { clipMetaDescription, listingMetaDescription, type ListingState } from './listing';

describe('nextListingState', () => {
  it.each<
    [ListingState, 'publish' | 'close' | 'open' | 'approve', boolean, ListingState | 'refused']
  >([
    ['draft', 'publish', false, 'published'],
    ['draft', 'publish', true, 'pendingApproval'],
    ['published', 'close', false, 'closed'],
    ['closed', 'open', false, 'published'],
    ['closed', 'open', true, 'published'],
    ['pendingApproval', 'approve', true, 'published'],
    ['published', 'publish', false, 'refused'],
    ['closed', 'publish', false, 'refused'],
    ['draft', 'close', false, 'refused'],
    ['pendingApproval', 'close', true, 'refused'],
    ['pendingApproval', 'open', true, 'refused'],
    ['draft', 'open', false, 'refused'],
    ['published', 'open', false, 'refused'],
  ])('%s --%s (approval %s)--> %s', (state, transition, approvalRequired, expected) => {
    if (expected === 'refused') {
      try {
        nextListingState(state, transition, { approvalRequired });
        throw new Error('expected a refusal');
      } catch (error) {
        expect(error).toBeInstanceOf(AppError);
        expect((error as AppError).code).toBe('listing-invalid-transition');
      }
    } else {
      expect(nextListingState(state, transition, { approvalRequired })).toBe(expected);
    }
  });
});

describe('publish requirements', () => {
  const complete: PublishCandidate = {
    title: 'Levada do Rei',
    description: 'A walk.',
    shortDescription: 'A walk through laurel forest',
    address: 'São Jorge, Santana',
    hasGeolocation: true,
    adultPrice: 0,
    planSeats: [0, 8],
    imageCount: 1,
  };

  it('a complete listing (free, with one open entry) lacks nothing', () => {
    expect(missingForPublish(complete)).toEqual([]);
    expect(() => assertPublishable(complete)).not.toThrow();
  });

  it('names everything missing in tab order', () => {
    const empty: PublishCandidate = {
      title: ' ',
      description: '',
      shortDescription: '',
      address: 'Funchal',
      hasGeolocation: false,
      adultPrice: null,
      planSeats: [0],
      imageCount: 0,
    };
    expect(missingForPublish(empty)).toEqual([
      'title-required',
      'description-required',
      'short-description-required',
      'location-required',
      'price-required',
      'availability-required',
      'images-required',
    ]);
    try {
      assertPublishable(empty);
    } catch (error) {
      expect((error as AppError).code).toBe('validation-invalid-value');
      expect((error as AppError).details?.map((d) => d.path)).toEqual([
        'title',
        'description',
        'short-description',
        'location',
        'price',
        'availability',
        'images',
      ]);
    }
  });

  it('a listing without a plan cannot go live', () => {
    expect(missingForPublish({ ...complete, planSeats: null })).toEqual(['availability-required']);
  });
});

describe('locations', () => {
  it.each([
    ['Funchal', 32.6669, -16.9241, 'Atlantic/Madeira', true],
    ['Porto Santo', 33.0716, -16.3415, 'Atlantic/Madeira', true],
    ['Lisbon', 38.7167, -9.1333, 'Europe/Lisbon', true],
    ['Sagres', 37.0086, -8.9394, 'Europe/Lisbon', true],
    ['Ponta Delgada (Azores)', 37.7412, -25.6756, 'Europe/Lisbon', false],
    ['Madrid', 40.4168, -3.7038, 'Europe/Lisbon', false],
  ])('%s', (_name, lat, lng, zone, served) => {
    expect(timeZoneAt({ lat, lng })).toBe(zone);
    expect(isServedLocation({ lat, lng })).toBe(served);
  });
});

describe('listingMetaDescription', () => {
  it.each([
    [
      'Watch the sun rise above the clouds',
      'Watch the sun rise above the clouds - Book online now!',
    ],
    ['Dolphins off Funchal. ', 'Dolphins off Funchal - Book online now!'],
    ['Whales!', 'Whales - Book online now!'],
  ])('%j', (short, meta) => {
    expect(listingMetaDescription(short)).toBe(meta);
  });

  it('ends with the suffix in the page’s language', () => {
    expect(listingMetaDescription('Golfinhos ao largo do Funchal.', 'Reserve já online!')).toBe(
      'Golfinhos ao largo do Funchal - Reserve já online!',
    );
  });
});

describe('clipMetaDescription', () => {
  it.each([
    ['Guide since 2009.\n\nI  walk the levadas.', 'Guide since 2009. I walk the levadas.'],
    ['a'.repeat(160), 'a'.repeat(160)],
    [`${'word '.repeat(40)}end`, `${'word '.repeat(31)}word…`],
  ])('%j', (text, meta) => {
    expect(clipMetaDescription(text)).toBe(meta);
    expect(clipMetaDescription(text).length).toBeLessThanOrEqual(160);
  });
});

describe('canTransitionListing', () => {
  it('offers close for published listings and open for closed ones only', () => {
    expect(canTransitionListing('published', 'close')).toBe(true);
    expect(canTransitionListing('closed', 'open')).toBe(true);
    expect(canTransitionListing('draft', 'close')).toBe(false);
    expect(canTransitionListing('pendingApproval', 'open')).toBe(false);
    expect(canTransitionListing('published', 'open')).toBe(false);
  });
});
