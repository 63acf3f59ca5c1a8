import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mapboxForwardUrl } from '../../integrations/geocoding/mapbox-geocoder';
import { createTestApp, type TestContext } from '../test/test-app';

const mapbox = setupServer();
let t: TestContext;
let withMapbox: TestContext;
beforeAll(async () => {
  mapbox.listen({ onUnhandledRequest: 'error' });
  t = await createTestApp({ mapStyleUrl: 'https://tiles.example/style.json' });
  withMapbox = await createTestApp({ mapboxToken: 'pk.test' });
});
afterEach(() => mapbox.resetHandlers());
afterAll(async () => {
  mapbox.close();
  await t.close();
  await withMapbox.close();
});

const get = (ctx: TestContext, url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET /api/places', () => {
  it('offers the default places when nothing is typed', async () => {
    const res = await get(t, '/api/places');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((p: { address: string }) => p.address)).toEqual([
      'Funchal, Madeira, Portugal',
      'Santana, Madeira, Portugal',
      'Porto Moniz, Madeira, Portugal',
      'Lisbon, Portugal',
    ]);
    expect((await get(t, '/api/places?q=%20&language=pt')).json().data[3].name).toBe('Lisboa');
  });

  it('suggests at most five places from the embedded gazetteer', async () => {
    const res = await get(t, '/api/places?q=sant');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.length).toBeLessThanOrEqual(5);
    expect(data[0]).toMatchObject({
      name: 'Santana',
      address: 'Santana, Madeira, Portugal',
      country: 'PT',
    });
    expect(data[0].bounds.ne.lat).toBeGreaterThan(data[0].bounds.sw.lat);
  });

  it('suggests points of interest: a trail by its code, in the interface language', async () => {
    const res = await get(t, '/api/places?q=PR%201&language=pt');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).toMatchObject({
      name: 'PR 1 Vereda do Areeiro',
      address: 'PR 1 Vereda do Areeiro, Madeira, Portugal',
      region: 'Madeira',
    });
    const [pools] = (await get(t, '/api/places?q=porto%20moniz%20natural')).json().data;
    expect(pools).toMatchObject({ name: 'Porto Moniz natural pools', locality: 'Porto Moniz' });
  });

  it('answers a bad language or an overly long text with 400', async () => {
    expect((await get(t, '/api/places?q=x&language=it')).json().error.code).toBe(
      'validation-invalid-params',
    );
    expect((await get(t, `/api/places?q=${'a'.repeat(201)}`)).statusCode).toBe(400);
  });

  it('asks Mapbox when a token is configured', async () => {
    mapbox.use(
      http.get(mapboxForwardUrl, ({ request }) => {
        const q = new URL(request.url).searchParams.get('q');
        return HttpResponse.json({
          features: [
            {
              properties: {
                mapbox_id: 'mb-1',
                name: `${q} (Mapbox)`,
                full_address: `${q}, Madeira, Portugal`,
                coordinates: { longitude: -16.9, latitude: 32.8 },
                bbox: [-17, 32.7, -16.8, 32.9],
                context: { region: { name: 'Madeira' }, country: { country_code: 'pt' } },
              },
            },
          ],
        });
      }),
    );
    const res = await get(withMapbox, '/api/places?q=Santana');
    expect(res.json().data).toEqual([
      {
        id: 'mb-1',
        name: 'Santana (Mapbox)',
        address: 'Santana, Madeira, Portugal',
        locality: null,
        center: { lat: 32.8, lng: -16.9 },
        bounds: { sw: { lat: 32.7, lng: -17 }, ne: { lat: 32.9, lng: -16.8 } },
        country: 'PT',
        region: 'Madeira',
      },
    ]);
  });

  it('falls back to the embedded gazetteer when Mapbox fails', async () => {
    mapbox.use(http.get(mapboxForwardUrl, () => new HttpResponse(null, { status: 503 })));
    const res = await get(withMapbox, '/api/places?q=Porto%20Moniz');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].address).toBe('Porto Moniz, Madeira, Portugal');
  });
});

describe('GET /api/config', () => {
  it('gives the web app the map style, the card form (the simulator without Stripe keys) and the prices and days it previews with', async () => {
    const res = await get(t, '/api/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      mapStyleUrl: 'https://tiles.example/style.json',
      payments: { provider: 'simulator', publishableKey: null },
      outboxRetentionDays: 90,
      hasWalletPasses: false,
      sentryDsn: null,
      adTag: null,
      marketplace: {
        providerCommissionPercent: 30,
        customerCommissionPercent: 0,
        bookableDays: 90,
        answerWindowHours: 24,
      },
    });
  });
});
