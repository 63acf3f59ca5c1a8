import type { PlaceResult } from '../../../contracts/search';
import { createGazetteerGeocoder, defaultPlaces } from '../../../integrations/geocoding/gazetteer-geocoder';
import type { Geocoder } from '../../../integrations/geocoding/geocoder';

/** Suggestions shown in the location box (Mapbox's limit of spec 000 §9). */
export const placeSuggestionLimit = 5;

const gazetteer = createGazetteerGeocoder();

/**
 * Places for the location box: the default places when nothing is typed, else the geocoder's
 * suggestions. When the configured geocoder (Mapbox) fails, the embedded gazetteer answers instead,
 * so that a traveller can still pick a place.
 */
export async function searchPlaces(
  deps: { geocoder: Geocoder; log: { warn(obj: object, msg: string): void } },
  query: string | undefined,
  language: string,
): Promise<PlaceResult[]> {
  const text = (query ?? '').trim();
  if (!text) return defaultPlaces(language);
  const options = { limit: placeSuggestionLimit, language };
  try {
    return await deps.geocoder.forward(text, options);
  } catch (error) {
    if (deps.geocoder === gazetteer) throw error;
    deps.log.warn({ err: error }, 'place search failed; answering from the embedded gazetteer');
    return gazetteer.forward(text, options);
  }
}

export const embeddedGeocoder = (): Geocoder => gazetteer;
