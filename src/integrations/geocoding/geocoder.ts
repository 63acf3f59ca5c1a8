// Forward geocoding (place text to coordinates) for the editor's Location tab and for place search.
// The local default answers from the embedded Portugal gazetteer; with MAPBOX_TOKEN set, Mapbox's
// Geocoding API v6 answers (limited to Portugal, as spec 000 §9 limits address search to PT).
export type LatLng = { lat: number; lng: number };

export type GeocodedPlace = {
  /** Stable within a provider (gazetteer:…, mapbox:…). */
  id: string;
  /** The place's own name, e.g. "Funchal" or "Rua da Praia 12". */
  name: string;
  /** The whole address, e.g. "Funchal, Madeira, Portugal". */
  address: string;
  /** The town or village the place is in (the place itself for a town); null when unknown. */
  locality: string | null;
  center: LatLng;
  /** North-east and south-west corners: what a map should show for the place. */
  bounds: { ne: LatLng; sw: LatLng };
  /** ISO 3166-1 alpha-2, e.g. "PT". */
  country: string;
  /** The first-level region (district or autonomous region), e.g. "Madeira"; null when unknown. */
  region: string | null;
};

export type ForwardOptions = {
  /** At most this many places (1 to 10). */
  limit: number;
  /** The reader's language for names, e.g. "pt". */
  language: string;
};

export interface Geocoder {
  forward(query: string, options: ForwardOptions): Promise<GeocodedPlace[]>;
}

export const maxGeocodeResults = 10;
/** Longer queries are cut (Mapbox takes at most 256 characters and 20 words). */
export const maxGeocodeQueryLength = 200;
