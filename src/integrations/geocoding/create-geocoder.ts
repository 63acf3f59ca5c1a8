import { createGazetteerGeocoder } from './gazetteer-geocoder';
import type { Geocoder } from './geocoder';
import { createMapboxGeocoder } from './mapbox-geocoder';

/**
 * Mapbox when a token is configured, else the embedded gazetteer. When Mapbox fails (down, slow,
 * quota), the gazetteer answers instead, so an operator can still place a listing.
 */
export function createGeocoder(options: {
  mapboxToken?: string;
  onFallback?: (error: unknown) => void;
}): Geocoder {
  const gazetteer = createGazetteerGeocoder();
  if (!options.mapboxToken) return gazetteer;
  const mapbox = createMapboxGeocoder({ token: options.mapboxToken });
  return {
    async forward(query, forwardOptions) {
      try {
        return await mapbox.forward(query, forwardOptions);
      } catch (error) {
        options.onFallback?.(error);
        return gazetteer.forward(query, forwardOptions);
      }
    },
  };
}
