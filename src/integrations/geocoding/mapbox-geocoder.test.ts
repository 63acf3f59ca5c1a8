import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMapboxGeocoder, GeocodingError, mapboxForwardUrl } from './mapbox-geocoder';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const santana = {
  type: 'Feature',
  id: 'dXJuOm1ieHBsYzpBZ2c',
  geometry: { type: 'Point', coordinates: [-16.8833, 32.8] },
  properties: {
    mapbox_id: 'dXJuOm1ieHBsYzpBZ2c',
    feature_type: 'place',
    name: 'Santana',
    place_formatted: 'Madeira, Portugal',
    full_address: 'Santana, Madeira, Portugal',
    coordinates: { longitude: -16.8833, latitude: 32.8 },
    bbox: [-16.98, 32.73, -16.8, 32.84],
    context: { region: { name: 'Madeira' }, country: { country_code: 'PT', name: 'Portugal' } },
  },
};
const address = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [-16.9118, 32.6455] },
  properties: {
    mapbox_id: 'addr-1',
    feature_type: 'address',
    name: 'Avenida do Mar 10',
    place_formatted: '9000-055 Funchal, Portugal',
    coordinates: { longitude: -16.9118, latitude: 32.6455 },
    context: { country: { country_code: 'pt' } },
  },
};

describe('createMapboxGeocoder', () => {
  it('asks Mapbox for at most `limit` places in Portugal, in the interface language', async () => {
    let asked: URL | undefined;
    server.use(
      http.get(mapboxForwardUrl, ({ request }) => {
        asked = new URL(request.url);
        return HttpResponse.json({ type: 'FeatureCollection', features: [santana, address] });
      }),
    );
    const places = await createMapboxGeocoder({ token: 'pk.test' }).forward('Santana', {
      limit: 5,
      language: 'pt',
    });
    expect(Object.fromEntries(asked!.searchParams)).toEqual({
      q: 'Santana',
      access_token: 'pk.test',
      limit: '5',
      country: 'pt',
      language: 'pt',
      autocomplete: 'true',
    });
    expect(places[0]).toEqual({
      id: 'dXJuOm1ieHBsYzpBZ2c',
      name: 'Santana',
      address: 'Santana, Madeira, Portugal',
      locality: 'Santana',
      center: { lat: 32.8, lng: -16.8833 },
      bounds: { sw: { lat: 32.73, lng: -16.98 }, ne: { lat: 32.84, lng: -16.8 } },
      country: 'PT',
      region: 'Madeira',
    });
    // An address has no box of its own: 1 km each way.
    expect(places[1]!.address).toBe('Avenida do Mar 10, 9000-055 Funchal, Portugal');
    expect(places[1]!.bounds.ne.lat - 32.6455).toBeCloseTo(0.00898, 4);
    expect(places[1]!.region).toBeNull();
    expect(places[1]!.locality).toBeNull(); // no place in its context
  });

  it('throws a GeocodingError when Mapbox fails or cannot be reached', async () => {
    server.use(
      http.get(mapboxForwardUrl, () =>
        HttpResponse.json({ message: 'Not Authorized - Invalid Token' }, { status: 401 }),
      ),
    );
    const geocoder = createMapboxGeocoder({ token: 'pk.bad' });
    await expect(geocoder.forward('Funchal', { limit: 5, language: 'en' })).rejects.toThrow(
      GeocodingError,
    );
    server.use(http.get(mapboxForwardUrl, () => HttpResponse.error()));
    await expect(geocoder.forward('Funchal', { limit: 5, language: 'en' })).rejects.toThrow(
      /could not be reached/,
    );
  });
});
