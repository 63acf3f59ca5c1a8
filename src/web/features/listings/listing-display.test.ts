import { describe, expect, it } from 'vitest';
import type { Image, PublicListing } from '../../../contracts/listings';
import { formatPrice } from '../../lib/format-price';
import { fallbackVariant, srcSetOf, variantsOf } from './listing-images';
import { localizeBookingTitle, localizeListing } from './localized-listing';

const image: Image = {
  id: '00000000-0000-4000-8000-000000000001',
  variants: [
    { name: 'landscape-crop4x', width: 1600, height: 1066, url: '/i/4x.jpg' },
    { name: 'landscape-crop', width: 400, height: 267, url: '/i/1x.jpg' },
    { name: 'landscape-crop6x', width: 1600, height: 1067, url: '/i/6x.jpg' },
    { name: 'landscape-crop2x', width: 800, height: 533, url: '/i/2x.jpg' },
    { name: 'listing-card', width: 300, height: 200, url: '/i/card.jpg' },
    { name: 'listing-card-2x', width: 600, height: 400, url: '/i/card2.jpg' },
    { name: 'scaled-large', width: 1024, height: 683, url: '/i/large.jpg' },
  ],
};

describe('image variants', () => {
  it('picks a family narrowest first and writes one srcset candidate per width', () => {
    const crops = variantsOf(image, 'landscape-crop');
    expect(crops.map((v) => v.width)).toEqual([400, 800, 1600, 1600]);
    expect(srcSetOf(crops)).toBe('/i/1x.jpg 400w, /i/2x.jpg 800w, /i/4x.jpg 1600w');
    expect(variantsOf(image, 'listing-card').map((v) => v.url)).toEqual([
      '/i/card.jpg',
      '/i/card2.jpg',
    ]);
    expect(variantsOf(undefined, 'listing-card')).toEqual([]);
  });

  it('uses the narrowest variant wide enough as src, else the widest', () => {
    const crops = variantsOf(image, 'landscape-crop');
    expect(fallbackVariant(crops, 700)?.url).toBe('/i/2x.jpg');
    expect(fallbackVariant(crops, 5000)?.width).toBe(1600);
    expect(fallbackVariant([], 10)).toBeUndefined();
  });
});

describe('formatPrice', () => {
  it('formats minor units per locale, dropping decimals only for whole amounts', () => {
    expect(formatPrice(4500, 'EUR', 'en-GB')).toBe('€45');
    expect(formatPrice(4550, 'EUR', 'en-GB')).toBe('€45.50');
    expect(formatPrice(4550, 'EUR', 'pt-PT')).toMatch(/^45,50\s€$/);
    expect(formatPrice(123456, 'EUR', 'de-DE')).toMatch(/^1\.234,56\s€$/);
    expect(formatPrice(500, 'JPY', 'en-GB')).toBe('JP¥500');
    expect(formatPrice(100, 'XXX', 'en-GB')).toBeNull();
    expect(formatPrice(-1, 'EUR', 'en-GB')).toBeNull();
  });
});

describe('localizeListing', () => {
  const listing = {
    title: 'Levada walk',
    description: 'Original description',
    shortDescription: 'Original short',
    publicData: {
      rules: 'Bring shoes',
      included: ['Guide'],
      pickupDescription: 'Hotel pickup',
      translations: { pt: { title: 'Passeio na levada', included: ['Guia'], description: '  ' } },
    },
  } as unknown as PublicListing;

  it('uses the translation for the reader’s language where given, else the original', () => {
    const pt = localizeListing(listing, 'pt');
    expect(pt.title).toBe('Passeio na levada');
    expect(pt.included).toEqual(['Guia']);
    expect(pt.description).toBe('Original description'); // blank translation ignored
    expect(pt.rules).toBe('Bring shoes');
    const de = localizeListing(listing, 'de');
    expect(de.title).toBe('Levada walk');
    expect(de.included).toEqual(['Guide']);
    expect(de.pickupDescription).toBe('Hotel pickup');
  });
});

describe('localizeBookingTitle', () => {
  it.each([
    ['pt', 'Caminhada na levada'],
    ['de', 'Levada walk'],
  ] as const)('names a booking’s tour in %s as %s', (locale, title) => {
    const listing = { title: 'Levada walk', titles: { pt: 'Caminhada na levada', fr: '  ' } };
    expect(localizeBookingTitle(listing, locale)).toBe(title);
  });

  it('keeps the original for a blank translation', () => {
    expect(localizeBookingTitle({ title: 'Levada walk', titles: { fr: '  ' } }, 'fr')).toBe(
      'Levada walk',
    );
  });
});
