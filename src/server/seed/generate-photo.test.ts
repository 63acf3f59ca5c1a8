import { describe, expect, it } from 'vitest';
import { demoListings } from './demo-listings';
import { photoSubjects, photoSvg, type PhotoSubject } from './generate-photo';
import { planPhotos } from './seed-demo-data';

// Issue 14, item 10: each demo tour's pictures show its own place and activity.
const plans = planPhotos(demoListings);
const madeira = [
  'Funchal',
  'Caniço',
  'Santana',
  'Porto Moniz',
  'Calheta',
  'Machico',
  'Câmara de Lobos',
  'Porto Santo',
];
const withoutSubject = (svg: string) =>
  svg.replace(/<g data-subject="[^"]+">.*<\/g><\/svg>$/, '</svg>');

describe('demo photos', () => {
  it('give every tour a cover of its own: no two tours of the marketplace share one', () => {
    const covers = plans.map(([cover]) => `${cover!.theme}:${cover!.seed}:${cover!.subject ?? ''}`);
    expect(new Set(covers).size).toBe(demoListings.length);
  });

  it('draw the activity on the cover of the tours whose place alone does not show it', () => {
    const expected = (title: string, categories: string[]): PhotoSubject | undefined => {
      if (/dolphin|whale/i.test(title)) return 'dolphins';
      if (categories.includes('kayaking')) return 'kayaks';
      if (categories.includes('surfbodyboard')) return 'surfer';
      if (categories.includes('paragliding')) return 'paraglider';
      return undefined;
    };
    demoListings.forEach((listing, index) => {
      const subject = expected(listing.en.title, listing.categories);
      const cover = plans[index]![0]!;
      expect(cover.subject, listing.en.title).toBe(subject);
      if (!subject) return;
      // Drawn, not only asked for: the cover's place has the water or the sky it needs.
      const svg = photoSvg(cover.theme, cover.seed, 800, 533, subject);
      expect(svg, listing.en.title).toContain(`<g data-subject="${subject}">`);
      expect(svg.length, listing.en.title).toBeGreaterThan(withoutSubject(svg).length + 300);
    });
    expect(new Set(plans.map(([c]) => c!.subject).filter(Boolean))).toEqual(new Set(photoSubjects));
  });

  it('draw the activity over the same place: the picture without it is the plain theme', () => {
    for (const subject of photoSubjects) {
      const plain = photoSvg('sea', 4, 800, 533);
      expect(withoutSubject(photoSvg('sea', 4, 800, 533, subject))).toBe(plain);
    }
  });

  it('show Porto in Porto and the Douro, Lisbon only in Lisbon, and no city on the islands', () => {
    demoListings.forEach((listing) => {
      const themes = new Set(listing.photos);
      if (listing.place === 'Porto' || listing.place === 'Douro') {
        expect(themes.has('city'), listing.en.title).toBe(false);
      }
      if (listing.place !== 'Porto' && listing.place !== 'Douro') {
        expect(themes.has('porto'), listing.en.title).toBe(false);
      }
      if (madeira.includes(listing.place)) {
        expect(themes.has('city') || themes.has('porto'), listing.en.title).toBe(false);
      }
    });
    expect(demoListings.find((l) => l.place === 'Porto')!.photos[0]).toBe('porto');
  });

  it("draw Porto with its iron arch and rabelo boats, not Lisbon's red suspension bridge and tram", () => {
    for (const seed of [1, 2, 3]) {
      const porto = photoSvg('porto', seed, 800, 533);
      expect(porto).not.toContain('#b2452d'); // the red bridge
      expect(porto).not.toContain('#f2c12e'); // the yellow tram
      expect(porto).toContain('#3f454c'); // the iron arch
      const lisbon = photoSvg('city', seed, 800, 533);
      expect(lisbon).toContain('#b2452d');
      expect(lisbon).not.toContain('#3f454c');
    }
  });
});
