import { boundsAround } from '../../domain/search';
import type { ForwardOptions, GeocodedPlace, Geocoder } from './geocoder';

// Mapbox Geocoding API v6, forward: https://docs.mapbox.com/api/search/geocoding/
export const mapboxForwardUrl = 'https://api.mapbox.com/search/geocode/v6/forward';

type MapboxFeature = {
  id?: string;
  properties?: {
    mapbox_id?: string;
    name?: string;
    full_address?: string;
    place_formatted?: string;
    bbox?: [number, number, number, number];
    coordinates?: { longitude: number; latitude: number };
    feature_type?: string;
    context?: {
      region?: { name?: string };
      place?: { name?: string };
      country?: { country_code?: string };
    };
  };
  geometry?: { coordinates?: [number, number] };
};

/** A place without a box of its own (an address, a point of interest) gets 1 km each way. */
const pointBoundsDistance = 1000;

export class GeocodingError extends Error {}

function toPlace(feature: MapboxFeature): GeocodedPlace | null {
  const p = feature.properties ?? {};
  const lng = p.coordinates?.longitude ?? feature.geometry?.coordinates?.[0];
  const lat = p.coordinates?.latitude ?? feature.geometry?.coordinates?.[1];
  if (typeof lat !== 'number' || typeof lng !== 'number' || !p.name) return null;
  const center = { lat, lng };
  const bounds = p.bbox
    ? { sw: { lat: p.bbox[1], lng: p.bbox[0] }, ne: { lat: p.bbox[3], lng: p.bbox[2] } }
    : boundsAround(center, pointBoundsDistance);
  return {
    id: p.mapbox_id ?? feature.id ?? `${lat},${lng}`,
    name: p.name,
    address: p.full_address ?? [p.name, p.place_formatted].filter(Boolean).join(', '),
    locality: p.context?.place?.name ?? (p.feature_type === 'place' ? p.name : null),
    center,
    bounds,
    country: (p.context?.country?.country_code ?? 'pt').toUpperCase(),
    region: p.context?.region?.name ?? null,
  };
}

/** Mapbox forward geocoding limited to Portugal, in the interface language. */
export function createMapboxGeocoder(options: { token: string; fetch?: typeof fetch }): Geocoder {
  const doFetch = options.fetch ?? fetch;
  return {
    async forward(query: string, { limit, language }: ForwardOptions): Promise<GeocodedPlace[]> {
      const url = new URL(mapboxForwardUrl);
      url.search = new URLSearchParams({
        q: query,
        access_token: options.token,
        limit: String(limit),
        country: 'pt',
        language,
        autocomplete: 'true',
      }).toString();
      let response: Response;
      try {
        response = await doFetch(url, {
          headers: { Accept: 'application/json' },
          signal: AbortSignal.timeout(5000),
        });
      } catch (error) {
        throw new GeocodingError(`Mapbox could not be reached: ${(error as Error).message}`);
      }
      if (!response.ok) throw new GeocodingError(`Mapbox answered ${response.status}`);
      const body = (await response.json()) as { features?: MapboxFeature[] };
      return (body.features ?? [])
        .map(toPlace)
        .filter((p): p is GeocodedPlace => p !== null)
        .slice(0, limit);
    },
  };
}
