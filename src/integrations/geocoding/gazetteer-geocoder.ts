import type { Bounds } from '../../domain/search';
import type { ForwardOptions, GeocodedPlace, Geocoder } from './geocoder';
import {
  portugalPlaces,
  translatedPlaceNames,
  type PlaceKind,
  type PlaceRow,
} from './portugal-places-data';

/** Accent- and case-insensitive form of a name or a query. */
export const foldName = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

// Larger and better known places first when two match equally; Madeira first among namesakes, as
// most of the marketplace's tours are there (Santa Cruz, Calheta, São Vicente exist elsewhere too).
const kindWeight: Record<PlaceKind, number> = {
  island: 9,
  region: 8,
  municipality: 6,
  parish: 3,
  locality: 2,
};

type Entry = { row: PlaceRow; names: string[]; base: number };

const entries: Entry[] = portugalPlaces.map((row) => {
  const [, name, kind, region, , , , , population] = row;
  const translated = Object.values(translatedPlaceNames[name] ?? {});
  return {
    row,
    names: [...new Set([name, ...translated].map(foldName))],
    base: kindWeight[kind] + Math.log10(population + 1) + (region === 'Madeira' ? 4 : 0),
  };
});

function matchScore(name: string, query: string): number {
  if (name === query) return 100;
  if (name.startsWith(query)) return 80;
  if (name.split(' ').some((word) => word.startsWith(query))) return 60;
  if (query.length >= 4 && name.includes(query)) return 30;
  return 0;
}

const boxToBounds = ([swLat, swLng, neLat, neLng]: PlaceRow[7]): Bounds => ({
  ne: { lat: neLat, lng: neLng },
  sw: { lat: swLat, lng: swLng },
});

export function toGeocodedPlace(row: PlaceRow, language: string): GeocodedPlace {
  const [id, name, kind, region, parent, lat, lng, box] = row;
  const shown = (text: string) => translatedPlaceNames[text]?.[language as 'en'] ?? text;
  const parts = [shown(name)];
  if (parent && parent !== name) parts.push(parent);
  // Regions and islands stand alone; a place is followed by its district or autonomous region.
  if (kind !== 'island' && kind !== 'region' && region !== name) parts.push(shown(region));
  parts.push('Portugal');
  return {
    id,
    name: shown(name),
    address: parts.join(', '),
    locality: kind === 'island' || kind === 'region' ? null : shown(name),
    center: { lat, lng },
    bounds: boxToBounds(box),
    country: 'PT',
    region,
  };
}

/**
 * The embedded gazetteer: Portuguese regions, islands, municipalities, Madeira's parishes and towns
 * (portugal-places-data.ts). Matches whole names, name beginnings and word beginnings, ignoring
 * accents and case; every word of the query must match ("sao jorge santana").
 */
export function createGazetteerGeocoder(): Geocoder {
  return {
    async forward(query: string, { limit, language }: ForwardOptions): Promise<GeocodedPlace[]> {
      const words = foldName(query).split(' ').filter(Boolean);
      if (words.length === 0 || limit <= 0) return [];
      const whole = words.join(' ');
      const scored: { entry: Entry; score: number }[] = [];
      for (const entry of entries) {
        // The query as a whole against each name, or each word against the name and its context.
        let best = Math.max(...entry.names.map((name) => matchScore(name, whole)));
        if (best === 0 && words.length > 1) {
          const context = foldName([entry.row[1], entry.row[4] ?? '', entry.row[3]].join(' '));
          const perWord = words.map((w) =>
            Math.max(...entry.names.map((n) => matchScore(n, w)), matchScore(context, w)),
          );
          if (perWord.every((s) => s > 0)) best = Math.min(...perWord) / 2;
        }
        if (best > 0) scored.push({ entry, score: best + entry.base });
      }
      scored.sort((a, b) => b.score - a.score || a.entry.row[1].localeCompare(b.entry.row[1]));
      // A parish named like its municipality reads the same: offer the (larger) municipality once.
      const places: GeocodedPlace[] = [];
      for (const { entry } of scored) {
        const place = toGeocodedPlace(entry.row, language);
        if (!places.some((p) => p.address === place.address)) places.push(place);
        if (places.length === limit) break;
      }
      return places;
    },
  };
}

/** The places the location box offers before anything is typed (spec 000 §9). */
export const defaultPlaceIds = [
  'funchal-madeira',
  'santana-madeira',
  'porto-moniz-madeira',
  'lisboa',
] as const;

export function defaultPlaces(language: string): GeocodedPlace[] {
  return defaultPlaceIds.map((id) =>
    toGeocodedPlace(
      portugalPlaces.find((row) => row[0] === id)!,
      language,
    ),
  );
}
