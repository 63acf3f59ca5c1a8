import { describe, expect, it } from 'vitest';
import { boundsAround, isInBounds, type Bounds } from '../../domain/search';
import { createGazetteerGeocoder } from './gazetteer-geocoder';
import { portugalPlaces, type PlaceRow } from './portugal-places-data';
import { pointOfInterestKinds, pointsOfInterest } from './portugal-points-of-interest';

const geocoder = createGazetteerGeocoder();
const suggest = async (query: string, language = 'en') =>
  (await geocoder.forward(query, { limit: 5, language })).map((p) => p.address);

const toBounds = ([swLat, swLng, neLat, neLng]: PlaceRow[7]): Bounds => ({
  sw: { lat: swLat, lng: swLng },
  ne: { lat: neLat, lng: neLng },
});
const placeRow = (predicate: (row: PlaceRow) => boolean) => portugalPlaces.find(predicate);
const islandBox = {
  Madeira: toBounds(placeRow((p) => p[0] === 'madeira')![7]),
  Desertas: toBounds(placeRow((p) => p[0] === 'desertas')![7]),
  'Porto Santo': toBounds(placeRow((p) => p[0] === 'porto-santo-madeira')![7]),
};
// Continental Portugal, Berlenga included.
const mainland: Bounds = { sw: { lat: 36.95, lng: -9.55 }, ne: { lat: 42.16, lng: -6.18 } };

describe('the points of interest of the gazetteer', () => {
  it('number at least 150, each with a unique id, of every kind', () => {
    expect(pointsOfInterest.length).toBeGreaterThanOrEqual(150);
    expect(new Set(pointsOfInterest.map((p) => p.id)).size).toBe(pointsOfInterest.length);
    expect(new Set(pointsOfInterest.map((p) => p.kind))).toEqual(new Set(pointOfInterestKinds));
    // Madeira's and Porto Santo's share, where most tours are.
    expect(pointsOfInterest.filter((p) => p.island).length).toBeGreaterThanOrEqual(90);
  });

  it('have a Portuguese and an English name', () => {
    for (const point of pointsOfInterest) {
      expect(point.names.pt.length, point.id).toBeGreaterThan(2);
      expect(point.names.en.length, point.id).toBeGreaterThan(2);
    }
  });

  it('lie on their island, or on the mainland, inside Portugal', () => {
    for (const point of pointsOfInterest) {
      const box = point.island ? islandBox[point.island] : mainland;
      expect(isInBounds(point, box), point.id).toBe(true);
      // Each island's box holds no other island: Madeira's points are not on Porto Santo.
      for (const [island, other] of Object.entries(islandBox)) {
        if (island !== point.island) expect(isInBounds(point, other), point.id).toBe(false);
      }
    }
  });

  it('lie in the municipality they name (Madeira: its box; mainland: within 50 km of its seat, same district)', () => {
    for (const point of pointsOfInterest.filter((p) => p.municipality)) {
      const municipality = placeRow(
        (p) => p[2] === 'municipality' && p[1] === point.municipality && p[3] === point.region,
      );
      expect(municipality, `${point.id}: ${point.municipality}, ${point.region}`).toBeDefined();
      const [, , , , , lat, lng, box] = municipality!;
      const area = point.region === 'Madeira' ? toBounds(box) : boundsAround({ lat, lng }, 50_000);
      expect(isInBounds(point, area), point.id).toBe(true);
    }
  });

  it("give Madeira's waymarked trails their PR codes, each once", () => {
    const trails = pointsOfInterest.filter((p) => p.kind === 'trail' && p.island === 'Madeira');
    expect(trails.length).toBeGreaterThanOrEqual(20);
    for (const trail of trails) expect(trail.code, trail.id).toMatch(/^PR \d+(\.\d)?$/);
    expect(new Set(trails.map((t) => t.code)).size).toBe(trails.length);
  });
});

describe('searching points of interest', () => {
  it('finds a trail by its code, typed with or without the space, then the trails of that code', async () => {
    const found = await suggest('PR 1');
    expect(found[0]).toBe('PR 1 Arieiro to Pico Ruivo trail, Madeira, Portugal');
    expect(found.slice(1, 4).sort()).toEqual([
      'PR 1.1 Ilha to Pico Ruivo trail, Santana, Madeira, Portugal',
      'PR 1.2 Achada do Teixeira to Pico Ruivo trail, Santana, Madeira, Portugal',
      'PR 1.3 Encumeada to Pico Ruivo trail, Madeira, Portugal',
    ]);
    expect((await suggest('pr1'))[0]).toBe(found[0]);
    expect((await suggest('PR 6.1'))[0]).toBe(
      'PR 6.1 Risco waterfall levada walk, Calheta, Madeira, Portugal',
    );
    expect((await suggest('PR 1', 'pt'))[0]).toBe('PR 1 Vereda do Areeiro, Madeira, Portugal');
  });

  it('finds a peak by its English and its Portuguese spelling', async () => {
    expect((await suggest('Pico do Arieiro'))[0]).toBe('Pico do Arieiro, Madeira, Portugal');
    expect((await suggest('pico do areeiro', 'pt'))[0]).toBe('Pico do Areeiro, Madeira, Portugal');
    expect(await suggest('arieiro')).toContain(
      'PR 1 Arieiro to Pico Ruivo trail, Madeira, Portugal',
    );
  });

  it('offers the town first, then what is there', async () => {
    const found = await suggest('Porto Moniz');
    expect(found[0]).toBe('Porto Moniz, Madeira, Portugal');
    expect(found).toContain('Porto Moniz natural pools, Porto Moniz, Madeira, Portugal');
    expect(await suggest('Porto Moniz', 'pt')).toContain(
      'Piscinas Naturais do Porto Moniz, Porto Moniz, Madeira, Portugal',
    );
    expect((await suggest('monte funchal'))[0]).toBe('Monte, Funchal, Madeira, Portugal');
  });

  it('finds the Douro as a region and a wine region', async () => {
    const found = await suggest('Douro');
    expect(found[0]).toBe('Douro Valley, Portugal');
    expect(found).toContain('Douro wine region (Alto Douro), Vila Real, Portugal');
    expect(await suggest('Douro', 'pt')).toContain(
      'Região Demarcada do Douro, Vila Real, Portugal',
    );
  });

  it('tells namesakes apart by where they lie', async () => {
    expect(await suggest('Calheta Beach')).toEqual(
      expect.arrayContaining([
        'Calheta Beach, Calheta, Madeira, Portugal',
        'Calheta Beach, Porto Santo, Madeira, Portugal',
      ]),
    );
    expect(await suggest('praia porto santo', 'pt')).toContain(
      'Praia do Porto Santo, Porto Santo, Madeira, Portugal',
    );
  });

  it('gives a point a box around it to search, and the town a listing there is shown under', async () => {
    const [pools] = await geocoder.forward('Porto Moniz natural pools', {
      limit: 1,
      language: 'de',
    });
    expect(pools).toMatchObject({
      name: 'Piscinas Naturais do Porto Moniz',
      locality: 'Porto Moniz',
      region: 'Madeira',
      country: 'PT',
    });
    expect(isInBounds(pools!.center, pools!.bounds)).toBe(true);
    const [arieiro] = await geocoder.forward('Pico do Arieiro', { limit: 1, language: 'en' });
    expect(arieiro!.locality).toBeNull();
    // A peak's box (3 km each way) holds the tours that start near it.
    expect(arieiro!.bounds.ne.lat - arieiro!.bounds.sw.lat).toBeCloseTo(6 / 111.2, 2);
  });
});
