import { boundsAround, type Bounds } from '../../domain/search';
import type { ForwardOptions, GeocodedPlace, Geocoder } from './geocoder';
import {
  portugalPlaces,
  translatedPlaceNames,
  type PlaceKind,
  type PlaceRow,
} from './portugal-places-data';
import { pointsOfInterest, type PointOfInterest } from './portugal-points-of-interest';

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
// A point of interest ranks below a town of the same name ("Porto Moniz" the town, then its pools),
// a larger one (a wine region) before a smaller (a marina).
export const kindWeight: Record<PlaceKind | 'point-of-interest', number> = {
  island: 9,
  region: 8,
  municipality: 6,
  parish: 3,
  locality: 2,
  'point-of-interest': 2,
};
export const madeiraWeight = 4;

type Entry = {
  /** Folded names searched, in every language, and a trail's code ("pr 6 1", "pr6 1"). */
  names: string[];
  /** Folded names of where the place lies, for queries of several words ("sao jorge santana"). */
  context: string;
  sortName: string;
  base: number;
  toPlace: (language: string) => GeocodedPlace;
};

function matchScore(name: string, query: string): number {
  if (name === query) return 100;
  // Whole words a little higher, so that "PR 1" offers PR 1.1 before PR 17; only a little, so that
  // "santa" still offers Santana among the Santa Cruzes and Santa Marias.
  if (name.startsWith(`${query} `)) return 82;
  if (name.startsWith(query)) return 80;
  if (` ${name}`.includes(` ${query}`)) return 60;
  if (query.length >= 4 && name.includes(query)) return 30;
  return 0;
}

const boxToBounds = ([swLat, swLng, neLat, neLng]: PlaceRow[7]): Bounds => ({
  ne: { lat: neLat, lng: neLng },
  sw: { lat: swLat, lng: swLng },
});

const shownIn = (language: string) => (text: string) =>
  translatedPlaceNames[text]?.[language as 'en'] ?? text;

export function toGeocodedPlace(row: PlaceRow, language: string): GeocodedPlace {
  const [id, name, kind, region, parent, lat, lng, box] = row;
  const shown = shownIn(language);
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
 * A point of interest as a place: named in English for English, in Portuguese otherwise (the name on
 * the signs), a trail with its code; followed by its municipality (or its island), and the region.
 * Its box is what a search for it covers; its locality, the town a listing there is shown under.
 */
export function pointOfInterestToPlace(point: PointOfInterest, language: string): GeocodedPlace {
  const name = point.names[language === 'en' ? 'en' : 'pt'];
  const fullName = point.code ? `${point.code} ${name}` : name;
  const parts = [fullName];
  if (point.municipality) parts.push(point.municipality);
  else if (point.island && point.island !== point.region) parts.push(point.island);
  parts.push(shownIn(language)(point.region), 'Portugal');
  const center = { lat: point.lat, lng: point.lng };
  return {
    id: point.id,
    name: fullName,
    address: parts.join(', '),
    locality: point.municipality ? shownIn(language)(point.municipality) : null,
    center,
    bounds: boundsAround(center, point.radiusKm * 1000),
    country: 'PT',
    region: point.region,
  };
}

const placeEntries: Entry[] = portugalPlaces.map((row) => {
  const [, name, kind, region, parent, , , , population] = row;
  const translated = Object.values(translatedPlaceNames[name] ?? {});
  return {
    names: [...new Set([name, ...translated].map(foldName))],
    context: foldName([name, parent ?? '', region].join(' ')),
    sortName: name,
    base:
      kindWeight[kind] + Math.log10(population + 1) + (region === 'Madeira' ? madeiraWeight : 0),
    toPlace: (language) => toGeocodedPlace(row, language),
  };
});

const pointEntries: Entry[] = pointsOfInterest.map((point) => {
  const code = point.code ? [point.code, point.code.replace(' ', '')] : [];
  const names = [point.names.pt, point.names.en, ...code];
  return {
    names: [...new Set(names.map(foldName))],
    context: foldName(
      [...names, point.municipality ?? '', point.island ?? '', point.region].join(' '),
    ),
    sortName: point.code ? `${point.code} ${point.names.pt}` : point.names.pt,
    base:
      kindWeight['point-of-interest'] +
      Math.log10(point.radiusKm + 1) +
      (point.region === 'Madeira' ? madeiraWeight : 0),
    toPlace: (language) => pointOfInterestToPlace(point, language),
  };
});

const entries = [...placeEntries, ...pointEntries];

/**
 * The embedded gazetteer: Portuguese regions, islands, municipalities, Madeira's parishes and towns
 * (portugal-places-data.ts), and the points of interest tours go to (portugal-points-of-interest.ts). Matches whole names, name beginnings and word beginnings, ignoring
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
          const perWord = words.map((w) =>
            Math.max(...entry.names.map((n) => matchScore(n, w)), matchScore(entry.context, w)),
          );
          if (perWord.every((s) => s > 0)) best = Math.min(...perWord) / 2;
        }
        if (best > 0) scored.push({ entry, score: best + entry.base });
      }
      scored.sort((a, b) => b.score - a.score || a.entry.sortName.localeCompare(b.entry.sortName));
      // A parish named like its municipality reads the same: offer the (larger) municipality once.
      const places: GeocodedPlace[] = [];
      for (const { entry } of scored) {
        const place = entry.toPlace(language);
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
