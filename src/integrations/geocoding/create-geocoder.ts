import { createGazetteerGeocoder } from './gazetteer-geocoder';
import type { GeocodedPlace, Geocoder } from './geocoder';
import { createMapboxGeocoder } from './mapbox-geocoder';
import { pointsOfInterest } from './portugal-points-of-interest';

const pointIds = new Set(pointsOfInterest.map((point) => point.id));
/** At most this many of the gazetteer's points of interest go in front of Mapbox's answers. */
const maxLeadingPoints = 3;

/**
 * Mapbox when a token is configured, else the embedded gazetteer. When Mapbox fails (down, slow,
 * quota), the gazetteer answers instead, so an operator can still place a listing. Mapbox's
 * geocoding has no points of interest (trails, viewpoints, beaches): when the gazetteer's best
 * answers are points of interest ("PR 1", "Pico do Arieiro"), they lead Mapbox's; never when it knows
 * a town of that name first ("Porto Moniz").
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
      const local = gazetteer.forward(query, forwardOptions);
      let remote: GeocodedPlace[];
      try {
        remote = await mapbox.forward(query, forwardOptions);
      } catch (error) {
        options.onFallback?.(error);
        return local;
      }
      const ours = await local;
      const firstOther = ours.findIndex((place) => !pointIds.has(place.id));
      const leading = ours.slice(0, firstOther === -1 ? ours.length : firstOther);
      return [...leading.slice(0, maxLeadingPoints), ...remote].slice(0, forwardOptions.limit);
    },
  };
}
