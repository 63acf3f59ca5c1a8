import type { Bounds, LatLng } from '../../domain/search';

/** A place found by forward geocoding. */
export type GeocodedPlace = {
  /** Stable within one geocoder (a gazetteer id, or Mapbox's feature id). */
  id: string;
  name: string;
  /** The full name shown to people, e.g. "Santana, Madeira, Portugal". */
  address: string;
  /** The town a listing there is shown under (the place itself for a town or parish); null when unknown. */
  locality: string | null;
  center: LatLng;
  bounds: Bounds;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** District or autonomous region, when known. */
  region: string | null;
};

export type ForwardOptions = {
  /** At most this many places, best first. */
  limit: number;
  /** The interface language, for place names that differ by language (Lisbon, Lisboa, Lissabon). */
  language: string;
};

/** Address search limited to Portugal (spec 000 §9): the embedded gazetteer, or Mapbox with a token. */
export interface Geocoder {
  forward(query: string, options: ForwardOptions): Promise<GeocodedPlace[]>;
}
