import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGeocoder } from './create-geocoder';
import { createGazetteerGeocoder } from './gazetteer-geocoder';
import { mapboxForwardUrl } from './mapbox-geocoder';

const gazetteer = createGazetteerGeocoder();
const names = async (query: string, limit = 5, language = 'en') => (await gazetteer.forward(query, { limit, language })).map((p) => p.name);

describe('the embedded gazetteer', () => {
  it('finds a town with its region, centre and a box around it', async () => {
    const [funchal] = await gazetteer.forward('Funchal', { limit: 1, language: 'pt' });
    expect(funchal).toMatchObject({ name: 'Funchal', address: 'Funchal, Madeira, Portugal', locality: 'Funchal', country: 'PT', region: 'Madeira' });
    expect(funchal!.center).toEqual({ lat: 32.66568, lng: -16.92547 });
    expect(funchal!.bounds.ne.lat).toBeGreaterThan(funchal!.center.lat);
    expect(funchal!.bounds.sw.lng).toBeLessThan(funchal!.center.lng);
  });

  it('ignores accents and case, prefers exact names, then bigger places', async () => {
    expect((await names('camara de lobos'))[0]).toBe('Câmara de Lobos');
    expect((await names('SANTANA'))[0]).toBe('Santana');
    const porto = await names('Porto', 10);
    expect(porto[0]).toBe('Porto');
    expect(porto).toContain('Porto Moniz');
  });

  it('finds the town in a street address and knows common other names', async () => {
    expect((await names('Rua da Praia 12, Funchal'))[0]).toBe('Funchal');
    expect((await names('Lisboa'))[0]).toBe('Lisbon');
    expect((await gazetteer.forward('Lisbon', { limit: 1, language: 'pt' }))[0]!.name).toBe('Lisboa');
    expect((await names('Porto Santo'))[0]).toBe('Vila Baleira');
  });

  it('leaves out the Azores and answers nothing for nonsense or one letter', async () => {
    expect(await names('Ponta Delgada')).toEqual([]);
    expect(await names('Angra do Heroismo')).toEqual([]);
    expect((await gazetteer.forward('Viana do Castelo', { limit: 1, language: 'en' }))[0]!.region).toBe('Viana do Castelo');
    expect(await names('zzqx')).toEqual([]);
    expect(await names('F')).toEqual([]);
  });

  it('keeps to the limit', async () => {
    expect(await names('São', 4)).toHaveLength(4);
  });
});

describe('Mapbox (faked at the network edge)', () => {
  const requests: URL[] = [];
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());

  it('asks for places in Portugal in the reader’s language and shapes the answer', async () => {
    server.use(
      http.get(mapboxForwardUrl, ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({
          type: 'FeatureCollection',
          features: [
            {
              type: 'Feature',
              id: 'dXJuOm1ieGFkcjo',
              geometry: { type: 'Point', coordinates: [-16.9081, 32.6455] },
              properties: {
                mapbox_id: 'dXJuOm1ieGFkcjo',
                feature_type: 'address',
                name: 'Avenida do Mar 10',
                full_address: 'Avenida do Mar 10, 9000-054 Funchal, Portugal',
                coordinates: { latitude: 32.6455, longitude: -16.9081 },
                context: { country: { name: 'Portugal', country_code: 'pt' }, region: { name: 'Madeira' }, place: { name: 'Funchal' } },
              },
            },
            {
              type: 'Feature',
              properties: {
                mapbox_id: 'place-1',
                feature_type: 'place',
                name: 'Funchal',
                place_formatted: 'Madeira, Portugal',
                coordinates: { latitude: 32.65, longitude: -16.91 },
                bbox: [-16.99, 32.63, -16.85, 32.72],
                context: { country: { country_code: 'pt' } },
              },
            },
            { type: 'Feature', properties: { name: 'No coordinates' } },
          ],
        });
      }),
    );
    const geocoder = createGeocoder({ mapboxToken: 'pk.test-token' });
    const places = await geocoder.forward('Avenida do Mar 10, Funchal', { limit: 5, language: 'pt' });
    expect(requests).toHaveLength(1);
    const params = Object.fromEntries(requests[0]!.searchParams);
    expect(params).toMatchObject({ q: 'Avenida do Mar 10, Funchal', country: 'pt', language: 'pt', limit: '5', access_token: 'pk.test-token' });
    expect(places).toEqual([
      {
        id: 'mapbox:dXJuOm1ieGFkcjo',
        name: 'Avenida do Mar 10',
        address: 'Avenida do Mar 10, 9000-054 Funchal, Portugal',
        locality: 'Funchal',
        center: { lat: 32.6455, lng: -16.9081 },
        bounds: { ne: { lat: 32.6555, lng: -16.8961 }, sw: { lat: 32.6355, lng: -16.9201 } },
        country: 'PT',
        region: 'Madeira',
      },
      {
        id: 'mapbox:place-1',
        name: 'Funchal',
        address: 'Funchal, Madeira, Portugal',
        locality: 'Funchal',
        center: { lat: 32.65, lng: -16.91 },
        bounds: { ne: { lat: 32.72, lng: -16.85 }, sw: { lat: 32.63, lng: -16.99 } },
        country: 'PT',
        region: null,
      },
    ]);
  });

  it('falls back to the gazetteer when Mapbox fails, and says so', async () => {
    server.use(http.get(mapboxForwardUrl, () => HttpResponse.json({ message: 'Not Authorized - Invalid Token' }, { status: 401 })));
    const failures: unknown[] = [];
    const geocoder = createGeocoder({ mapboxToken: 'pk.bad', onFallback: (error) => failures.push(error) });
    const places = await geocoder.forward('Machico', { limit: 1, language: 'en' });
    expect(places.map((p) => p.id)).toEqual(['gazetteer:machico:10']);
    expect(String(failures[0])).toMatch(/401/);
  });

  it('without a token it never calls Mapbox', async () => {
    const places = await createGeocoder({}).forward('Sintra', { limit: 1, language: 'en' });
    expect(places[0]!.region).toBe('Lisboa');
    expect(requests).toHaveLength(0);
  });
});
