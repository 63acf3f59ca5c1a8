import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createGeocoder } from './create-geocoder';
import { mapboxForwardUrl } from './mapbox-geocoder';

describe('createGeocoder (Mapbox faked at the network edge)', () => {
  const requests: URL[] = [];
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    requests.length = 0;
  });
  afterAll(() => server.close());

  it('falls back to the gazetteer when Mapbox fails, and reports the failure', async () => {
    server.use(
      http.get(mapboxForwardUrl, ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({ message: 'Not Authorized - Invalid Token' }, { status: 401 });
      }),
    );
    const failures: unknown[] = [];
    const geocoder = createGeocoder({
      mapboxToken: 'pk.bad',
      onFallback: (error) => failures.push(error),
    });
    const [machico] = await geocoder.forward('Machico', { limit: 1, language: 'en' });
    expect(machico).toMatchObject({
      address: 'Machico, Madeira, Portugal',
      locality: 'Machico',
      region: 'Madeira',
    });
    expect(requests).toHaveLength(1);
    expect(String(failures[0])).toMatch(/401/);
  });

  it('uses Mapbox when it answers, with the town the address lies in', async () => {
    server.use(
      http.get(mapboxForwardUrl, () =>
        HttpResponse.json({
          features: [
            {
              properties: {
                mapbox_id: 'addr-1',
                feature_type: 'address',
                name: 'Rua da Praia 12',
                full_address: 'Rua da Praia 12, 9000-000 Funchal, Portugal',
                coordinates: { longitude: -16.91, latitude: 32.65 },
                context: {
                  place: { name: 'Funchal' },
                  region: { name: 'Madeira' },
                  country: { country_code: 'pt' },
                },
              },
            },
          ],
        }),
      ),
    );
    const [place] = await createGeocoder({ mapboxToken: 'pk.good' }).forward('Rua da Praia 12', {
      limit: 5,
      language: 'pt',
    });
    expect(place).toMatchObject({
      name: 'Rua da Praia 12',
      locality: 'Funchal',
      center: { lat: 32.65, lng: -16.91 },
    });
  });

  it("puts the gazetteer's points of interest in front of Mapbox's answers when they are its best, not a town's", async () => {
    server.use(
      http.get(mapboxForwardUrl, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json({
          features: [
            {
              properties: {
                mapbox_id: 'mb-1',
                feature_type: 'place',
                name: `${q} (Mapbox)`,
                full_address: `${q}, Portugal`,
                coordinates: { longitude: -16.9, latitude: 32.7 },
                context: { country: { country_code: 'pt' } },
              },
            },
          ],
        });
      }),
    );
    const geocoder = createGeocoder({ mapboxToken: 'pk.good' });
    const names = async (query: string) =>
      (await geocoder.forward(query, { limit: 5, language: 'en' })).map((p) => p.name);
    expect(await names('Pico do Arieiro')).toEqual([
      'Pico do Arieiro',
      'Pico do Arieiro viewpoint',
      'PR 1 Arieiro to Pico Ruivo trail',
      'Pico do Arieiro (Mapbox)',
    ]);
    expect(await names('PR 1')).toEqual([
      'PR 1 Arieiro to Pico Ruivo trail',
      'PR 1.1 Ilha to Pico Ruivo trail',
      'PR 1.2 Achada do Teixeira to Pico Ruivo trail',
      'PR 1 (Mapbox)',
    ]);
    // The gazetteer knows the town first: Mapbox answers for it alone.
    expect(await names('Porto Moniz')).toEqual(['Porto Moniz (Mapbox)']);
  });

  it('without a token never calls Mapbox', async () => {
    const [sintra] = await createGeocoder({}).forward('Sintra', { limit: 1, language: 'en' });
    expect(sintra).toMatchObject({ name: 'Sintra', locality: 'Sintra' });
    expect(requests).toHaveLength(0);
  });
});
