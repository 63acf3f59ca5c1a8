import { describe, expect, it } from 'vitest';
import { isInBounds } from '../../domain/search';
import { createGazetteerGeocoder, defaultPlaces, foldName } from './gazetteer-geocoder';
import { portugalPlaces } from './portugal-places-data';

const geocoder = createGazetteerGeocoder();
const names = async (query: string, language = 'en', limit = 5) =>
  (await geocoder.forward(query, { limit, language })).map((p) => p.address);

describe('the embedded gazetteer', () => {
  it('holds all of Madeira and Porto Santo: 11 municipalities and their 54 parishes', () => {
    const madeira = portugalPlaces.filter((p) => p[3] === 'Madeira');
    const municipalities = madeira.filter((p) => p[2] === 'municipality').map((p) => p[1]);
    expect(municipalities.sort()).toEqual(
      [
        'Calheta',
        'Câmara de Lobos',
        'Funchal',
        'Machico',
        'Ponta do Sol',
        'Porto Moniz',
        'Porto Santo',
        'Ribeira Brava',
        'Santa Cruz',
        'Santana',
        'São Vicente',
      ].sort(),
    );
    // Porto Santo's one parish is the municipality itself, listed once.
    const parishes = madeira.filter((p) => p[2] === 'parish');
    expect(parishes.length + 1).toBe(54);
    const perMunicipality = Object.fromEntries(
      municipalities.map((m) => [m, parishes.filter((p) => p[4] === m).length]),
    );
    expect(perMunicipality).toEqual({
      Funchal: 10,
      'Câmara de Lobos': 5,
      Calheta: 8,
      Machico: 5,
      'Ponta do Sol': 3,
      'Porto Moniz': 4,
      'Ribeira Brava': 4,
      'Santa Cruz': 5,
      Santana: 6,
      'São Vicente': 3,
      'Porto Santo': 0,
    });
  });

  it("holds the mainland's 278 municipalities", () => {
    const mainland = portugalPlaces.filter((p) => p[2] === 'municipality' && p[3] !== 'Madeira');
    expect(mainland).toHaveLength(278);
    expect(new Set(mainland.map((p) => `${p[1]}|${p[3]}`)).size).toBe(278);
  });

  it('gives every place a box around its centre, within Portugal, and a unique id', () => {
    expect(new Set(portugalPlaces.map((p) => p[0])).size).toBe(portugalPlaces.length);
    for (const [id, , , , , lat, lng, [swLat, swLng, neLat, neLng]] of portugalPlaces) {
      const bounds = { sw: { lat: swLat, lng: swLng }, ne: { lat: neLat, lng: neLng } };
      expect(isInBounds({ lat, lng }, bounds), id).toBe(true);
      // Mainland, Madeira and the Azores.
      expect(lat > 30 && lat < 42.2 && lng > -31.5 && lng < -6.1, id).toBe(true);
    }
  });

  it('puts every parish inside its municipality', () => {
    const boxOf = new Map(
      portugalPlaces
        .filter((p) => p[2] === 'municipality' && p[3] === 'Madeira')
        .map((p) => [p[1], p[7]]),
    );
    for (const [id, , kind, , parent, lat, lng] of portugalPlaces) {
      if (kind !== 'parish') continue;
      const [swLat, swLng, neLat, neLng] = boxOf.get(parent!)!;
      expect(
        isInBounds(
          { lat, lng },
          { sw: { lat: swLat, lng: swLng }, ne: { lat: neLat, lng: neLng } },
        ),
        id,
      ).toBe(true);
    }
  });
});

describe('createGazetteerGeocoder().forward', () => {
  it.each([
    ['Santana', 'Santana, Madeira, Portugal'],
    ['santana', 'Santana, Madeira, Portugal'],
    ['sant', 'Santana, Madeira, Portugal'],
    ['Porto Moniz', 'Porto Moniz, Madeira, Portugal'],
    ['porto santo', 'Porto Santo, Madeira, Portugal'],
    ['funchal', 'Funchal, Madeira, Portugal'],
    ['camara de lobos', 'Câmara de Lobos, Madeira, Portugal'],
    ['sao jorge', 'São Jorge, Santana, Madeira, Portugal'],
    ['Curral', 'Curral das Freiras, Câmara de Lobos, Madeira, Portugal'],
    ['lisb', 'Lisbon, Portugal'],
    ['lisboa', 'Lisbon, Portugal'],
    ['sintra', 'Sintra, Lisbon, Portugal'],
    ['algarve', 'Algarve, Portugal'],
    ['douro valley', 'Douro Valley, Portugal'],
    ['Évora', 'Évora, Portugal'],
    ['Sagres', 'Sagres, Faro, Portugal'],
  ])('%j suggests %j first', async (query, expected) => {
    expect((await names(query))[0]).toBe(expected);
  });

  it('puts Madeira first among namesakes', async () => {
    expect((await names('Santa Cruz'))[0]).toBe('Santa Cruz, Madeira, Portugal');
    expect((await names('Calheta'))[0]).toBe('Calheta, Madeira, Portugal');
  });

  it('names places in the interface language', async () => {
    expect((await names('lisbon', 'pt'))[0]).toBe('Lisboa, Portugal');
    expect((await names('lissabon', 'de'))[0]).toBe('Lissabon, Portugal');
    expect((await names('lisboa', 'fr'))[0]).toBe('Lisbonne, Portugal');
    expect((await names('sintra', 'de'))[0]).toBe('Sintra, Lissabon, Portugal');
  });

  it('reads several words against the place and where it lies', async () => {
    expect(await names('santo antonio serra')).toEqual(
      expect.arrayContaining([
        'Santo António da Serra, Machico, Madeira, Portugal',
        'Santo António da Serra, Santa Cruz, Madeira, Portugal',
      ]),
    );
    expect((await names('monte funchal'))[0]).toBe('Monte, Funchal, Madeira, Portugal');
  });

  it('answers the limit at most, and nothing for nothing', async () => {
    expect(await names('s', 'en', 3)).toHaveLength(3);
    expect(await names('   ')).toEqual([]);
    expect(await names('xyzzy')).toEqual([]);
  });

  it('returns boxes that hold the centre', async () => {
    const [santana] = await geocoder.forward('Santana', { limit: 1, language: 'en' });
    expect(santana).toMatchObject({
      id: 'santana-madeira',
      name: 'Santana',
      country: 'PT',
      region: 'Madeira',
    });
    expect(isInBounds(santana!.center, santana!.bounds)).toBe(true);
  });
});

describe('defaultPlaces', () => {
  it('offers Funchal, Santana, Porto Moniz and Lisbon (spec 000 §9)', () => {
    expect(defaultPlaces('en').map((p) => p.name)).toEqual([
      'Funchal',
      'Santana',
      'Porto Moniz',
      'Lisbon',
    ]);
    expect(defaultPlaces('pt').map((p) => p.name)).toEqual([
      'Funchal',
      'Santana',
      'Porto Moniz',
      'Lisboa',
    ]);
  });
});

describe('foldName', () => {
  it('drops accents, case and punctuation', () => {
    expect(foldName('  Câmara de Lobos! ')).toBe('camara de lobos');
    expect(foldName('Fajã-da-Ovelha')).toBe('faja da ovelha');
  });
});

describe('suggestions', () => {
  it('offer a place and its namesake parish once', async () => {
    const found = await geocoder.forward('santa', { limit: 5, language: 'en' });
    const addresses = found.map((p) => p.address);
    expect(new Set(addresses).size).toBe(addresses.length);
    expect(found.find((p) => p.address === 'Santana, Madeira, Portugal')?.id).toBe(
      'santana-madeira',
    );
  });
});
