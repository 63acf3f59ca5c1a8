import { describe, expect, it } from 'vitest';
import { listingImageVariants, profileImageVariants, variantOutputSize } from './image-variants';

describe('image variant specification', () => {
  it('has unique names across listing and profile variants', () => {
    const names = [...listingImageVariants, ...profileImageVariants].map((v) => v.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(
      expect.arrayContaining([
        'landscape-crop',
        'landscape-crop6x',
        'scaled-xlarge',
        'listing-card',
        'listing-card-2x',
      ]),
    );
  });

  it('keeps landscape and grid crops at about 3:2 (at densities x1, x1.75, x2, x3) and profile crops square', () => {
    const crops = listingImageVariants.filter(
      (v) => v.fit === 'crop' && !v.name.startsWith('share'),
    );
    expect(crops.map((v) => v.name)).toEqual([
      'landscape-crop',
      'landscape-crop2x',
      'landscape-crop4x',
      'landscape-crop6x',
      'listing-card',
      'listing-card-1.75x',
      'listing-card-2x',
      'listing-card-3x',
    ]);
    const card = (name: string) => listingImageVariants.find((v) => v.name === name)!;
    expect(
      ['listing-card-1.75x', 'listing-card-2x', 'listing-card-3x'].map(
        (name) => card(name).width / card('listing-card').width,
      ),
    ).toEqual([1.75, 2, 3]);
    for (const v of crops) expect(Math.abs(v.width / v.height - 1.5)).toBeLessThan(0.01);
    for (const v of profileImageVariants) expect(v.width).toBe(v.height);
  });

  it('has the two Open Graph share crops, 1200×630 and 600×314 (about 1.91:1)', () => {
    expect(
      listingImageVariants
        .filter((v) => v.name.startsWith('share'))
        .map((v) => [v.name, v.fit, v.width, v.height]),
    ).toEqual([
      ['share', 'crop', 1200, 630],
      ['share-small', 'crop', 600, 314],
    ]);
  });

  it('never sizes a variant larger than its source', () => {
    const crop6x = listingImageVariants.find((v) => v.name === 'landscape-crop6x')!;
    const xlarge = listingImageVariants.find((v) => v.name === 'scaled-xlarge')!;
    const card = listingImageVariants.find((v) => v.name === 'listing-card')!;
    expect(variantOutputSize(crop6x, 1600, 1067)).toEqual({ width: 1600, height: 1067 });
    expect(variantOutputSize(crop6x, 1000, 2000)).toEqual({ width: 1000, height: 667 });
    expect(variantOutputSize(xlarge, 1600, 1067)).toEqual({ width: 1600, height: 1067 });
    expect(variantOutputSize(xlarge, 4800, 1200)).toEqual({ width: 2400, height: 600 });
    expect(variantOutputSize(card, 4000, 3000)).toEqual({ width: 300, height: 200 });
  });
});
