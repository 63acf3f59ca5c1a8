import type { ForwardOptions, GeocodedPlace, Geocoder } from './geocoder';
import { maxGeocodeQueryLength } from './geocoder';

export const mapboxForwardUrl = 'https://api.mapbox.com/search/geocode/v6/forward';

// The parts of a Geocoding API v6 feature we read.
type MapboxFeature = {
  id?: string;
  geometry?: { coordinates?: [number, number] };
  properties?: {
    mapbox_id?: string;
    feature_type?: string;
    name?: string;
    full_address?: string;
    place_formatted?: string;
    coordinates?: { latitude?: number; longitude?: number };
    bbox?: [number, number, number, number];
    context?: {
      country?: { country_code?: string };
      region?: { name?: string };
      place?: { name?: string };
    };
  };
};

export class GeocoderError extends Error {}

/** A point feature without a box gets about a kilometre around it. */
const around = (lat: number, lng: number): GeocodedPlace['bounds'] => {
  const round = (n: number) => Number(n.toFixed(5));
  return { ne: { lat: round(lat + 0.01), lng: round(lng + 0.012) }, sw: { lat: round(lat - 0.01), lng: round(lng - 0.012) } };
};

function toPlace(feature: MapboxFeature): GeocodedPlace | null {
  const p = feature.properties ?? {};
  const lat = p.coordinates?.latitude ?? feature.geometry?.coordinates?.[1];
  const lng = p.coordinates?.longitude ?? feature.geometry?.coordinates?.[0];
  if (typeof lat !== 'number' || typeof lng !== 'number' || !p.name) return null;
  const bbox = p.bbox;
  return {
    id: `mapbox:${p.mapbox_id ?? feature.id ?? `${lat},${lng}`}`,
    name: p.name,
    address: p.full_address ?? [p.name, p.place_formatted].filter(Boolean).join(', '),
    locality: p.context?.place?.name ?? (p.feature_type === 'place' ? p.name : null),
    center: { lat, lng },
    bounds: bbox ? { ne: { lat: bbox[3], lng: bbox[2] }, sw: { lat: bbox[1], lng: bbox[0] } } : around(lat, lng),
    country: (p.context?.country?.country_code ?? 'PT').toUpperCase(),
    region: p.context?.region?.name ?? null,
  };
}

/** Mapbox Geocoding API v6, forward, limited to Portugal. Fails with GeocoderError. */
export function createMapboxGeocoder(options: { accessToken: string; timeoutMs?: number }): Geocoder {
  return {
    async forward(query: string, { limit, language }: ForwardOptions): Promise<GeocodedPlace[]> {
      const q = query.trim().slice(0, maxGeocodeQueryLength);
      if (q.length < 2) return [];
      const url = new URL(mapboxForwardUrl);
      url.search = new URLSearchParams({
        q,
        country: 'pt',
        language,
        limit: String(limit),
        autocomplete: 'true',
        access_token: options.accessToken,
      }).toString();
      let response: Response;
      try {
        response = await fetch(url, { signal: AbortSignal.timeout(options.timeoutMs ?? 5000) });
      } catch (error) {
        throw new GeocoderError(`Mapbox could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) throw new GeocoderError(`Mapbox answered ${response.status}`);
      const body = (await response.json().catch(() => null)) as { features?: MapboxFeature[] } | null;
      if (!body || !Array.isArray(body.features)) throw new GeocoderError('Mapbox answered without features');
      return body.features.map(toPlace).filter((place): place is GeocodedPlace => place !== null).slice(0, limit);
    },
  };
}
