import { describe, expect, it } from 'vitest';
import { listingPublicDataSchema } from './listings';

describe('listingPublicDataSchema', () => {
  it('accepts translations for only some languages', () => {
    const parsed = listingPublicDataSchema.safeParse({
      translations: { pt: { title: 'Passeio na levada' } },
    });
    expect(parsed.success).toBe(true);
    expect(parsed.data?.translations?.pt?.title).toBe('Passeio na levada');
  });

  it('refuses a translation in a language the product does not offer', () => {
    expect(
      listingPublicDataSchema.safeParse({ translations: { it: { title: 'Passeggiata' } } }).success,
    ).toBe(false);
  });
});
