import type { PlaceResult } from '../../../contracts/search';
import { defaultPlaces } from '../../../integrations/geocoding/gazetteer-geocoder';
import type { Geocoder } from '../../../integrations/geocoding/geocoder';

/** Suggestions shown in the location box (Mapbox's limit of spec 000 §9). */
export const placeSuggestionLimit = 5;

/**
 * Places for the location box and the editor's Location tab: the default places when nothing is
 * typed, else the geocoder's suggestions (which fall back to the embedded gazetteer when Mapbox
 * fails, see create-geocoder.ts).
 */
export async function searchPlaces(
  deps: { geocoder: Geocoder },
  query: string | undefined,
  language: string,
): Promise<PlaceResult[]> {
  const text = (query ?? '').trim();
  if (!text) return defaultPlaces(language);
  return deps.geocoder.forward(text, { limit: placeSuggestionLimit, language });
}
