import type { UnderstoodPlaceKind } from '../../domain/query-understanding';
import type { Bounds } from '../../domain/search';
import {
  foldName,
  kindWeight,
  madeiraWeight,
  pointOfInterestToPlace,
  toGeocodedPlace,
} from './gazetteer-geocoder';
import type { GeocodedPlace } from './geocoder';
import { portugalPlaces, translatedPlaceNames } from './portugal-places-data';
import { pointsOfInterest } from './portugal-points-of-interest';

/** A place of the embedded gazetteer a searched word names (decision 110). */
export type NamedPlace = {
  id: string;
  kind: UnderstoodPlaceKind;
  /** The place as the location box shows it, in a language. */
  toPlace: (language: string) => GeocodedPlace;
  /** What a search for it covers: its box, widened to take in what is near (see `nearMarginKm`). */
  bounds: Bounds;
};

/**
 * How far beyond its box a place's search reaches, in km: tours leave from a marina or a trailhead
 * just outside a town's box, boat trips from an island's shore. A point of interest's box is already
 * its reach (its radius).
 */
const nearMarginKm: Record<UnderstoodPlaceKind, number> = {
  region: 3,
  island: 3,
  municipality: 3,
  parish: 2,
  locality: 2,
  'point-of-interest': 0,
};

const kmPerDegreeLat = 111.32;
const widen = (b: Bounds, km: number): Bounds => {
  const dLat = km / kmPerDegreeLat;
  const midLat = (b.ne.lat + b.sw.lat) / 2;
  const dLng = km / (kmPerDegreeLat * Math.max(Math.cos((midLat * Math.PI) / 180), 0.01));
  return {
    ne: { lat: Math.min(90, b.ne.lat + dLat), lng: Math.min(180, b.ne.lng + dLng) },
    sw: { lat: Math.max(-90, b.sw.lat - dLat), lng: Math.max(-180, b.sw.lng - dLng) },
  };
};

/**
 * Names of places that are also everyday words ("ilha" is a parish of Santana and the word for island;
 * "monte", "ponte", "lagoa", "se", "vila"): never read as a place from the search words. The location
 * box still finds them.
 */
const namesThatAreWords = new Set([
  'ilha',
  'se',
  'velas',
  'real',
  'guia',
  'vila',
  'parede',
  'arcos',
  'belas',
  'ferreira',
  'branca',
  'ponte',
  'lagoa',
  'lago',
  'monte',
  'abrigada',
  'luz',
  'sol',
  'mar',
  'serra',
  'praia',
  'fonte',
  'vale',
  'estrela',
  'castelo',
  'torre',
]);

type Candidate = NamedPlace & { weight: number };
const byName = new Map<string, Candidate>();
const add = (names: string[], candidate: Candidate) => {
  for (const name of new Set(names.map(foldName))) {
    if (!name || namesThatAreWords.has(name)) continue;
    const known = byName.get(name);
    if (!known || candidate.weight > known.weight) byName.set(name, candidate);
  }
};

for (const row of portugalPlaces) {
  const [id, name, kind, region, , , , , population] = row;
  const place = toGeocodedPlace(row, 'pt');
  add([name, ...Object.values(translatedPlaceNames[name] ?? {})], {
    id,
    kind,
    toPlace: (language) => toGeocodedPlace(row, language),
    bounds: widen(place.bounds, nearMarginKm[kind]),
    weight:
      kindWeight[kind] + Math.log10(population + 1) + (region === 'Madeira' ? madeiraWeight : 0),
  });
}
for (const point of pointsOfInterest) {
  add([point.names.pt, point.names.en], {
    id: point.id,
    kind: 'point-of-interest',
    toPlace: (language) => pointOfInterestToPlace(point, language),
    bounds: pointOfInterestToPlace(point, 'pt').bounds,
    weight:
      kindWeight['point-of-interest'] +
      Math.log10(point.radiusKm + 1) +
      (point.region === 'Madeira' ? 4 : 0),
  });
}

/**
 * The gazetteer's place of this whole name (folded: lower case, no accents, words joined by one
 * space), in Portuguese or another language ("lisbon", "lissabon"), or null. Of namesakes, the larger
 * and better known.
 */
export function placeNamed(foldedName: string): NamedPlace | null {
  const found = byName.get(foldName(foldedName));
  if (!found) return null;
  const { weight: _weight, ...place } = found;
  return place;
}
