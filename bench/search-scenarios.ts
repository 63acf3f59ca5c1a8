// The search benchmarks' requests (bench/search.ts over HTTP, bench/search-profile.ts in process):
// seeded, so that two runs and the two scripts send the same ones.
import { categoryKeys } from '../src/domain/listing';
import { mulberry32 } from './bench-data';

// The app's clock: slots are generated from this day on, and "now" for the dates filter.
export const benchNow = '2026-06-01T09:00:00Z';
export const benchFirstDay = '2026-06-01';

// Words travellers type: activity and place words in English and Portuguese, words of the closing
// sentence every listing shares (the "matches nearly everything" case), and a few misspellings,
// which go through the trigram path.
const vocabulary = [
  'levada',
  'levadas',
  'laurel',
  'waterfalls',
  'dolphin',
  'dolphins',
  'golfinhos',
  'catamaran',
  'jeep',
  'jipe',
  'safari',
  'canyoning',
  'cascatas',
  'wine',
  'vinhos',
  'adega',
  'sunrise',
  'summit',
  'caminhada',
  'kayak',
  'caiaque',
  'cliffs',
  'food',
  'gastronómico',
  'mercados',
  'paragliding',
  'parapente',
  'whale',
  'whales',
  'baleias',
  'cachalotes',
  'private',
  'sunset',
  'family',
  'funchal',
  'santana',
  'calheta',
  'lisboa',
  'porto',
  'sintra',
  'nazaré',
  'évora',
  'guides',
  'cancellation',
  'dolfin',
  'levda',
  'caniyoning',
  'whael',
];
const filteredWords = [
  'levada',
  'dolphin',
  'whale',
  'jeep',
  'canyoning',
  'wine',
  'summit',
  'kayak',
  'food',
  'golfinhos',
  'baleias',
  'caminhada',
];

const addDays = (date: string, days: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

// Seeded (the bench passes the catalogue size), so that two runs send the same requests.
export function scenarioPaths(seed: number) {
  const random = mulberry32(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const priceRange = () => {
    const min = 5 * Math.floor(random() * 20);
    return `${min},${min + 5 * (10 + Math.floor(random() * 30))}`;
  };
  const filtered: string[] = [];
  const browse: string[] = [];
  const ranked: string[] = [];
  const rating: string[] = [];
  for (let i = 0; i < 300; i++) {
    const start = addDays(benchFirstDay, 1 + Math.floor(random() * 60));
    filtered.push(
      `/api/listings?${new URLSearchParams({
        keywords: pick(filteredWords),
        pub_categories: [pick(categoryKeys), pick(categoryKeys)].join(','),
        price: priceRange(),
        dates: `${start},${addDays(start, 2)}`,
        minDuration: String(pick([0, 60, 120])),
      })}`,
    );
    browse.push(
      `/api/listings?${new URLSearchParams({ pub_categories: pick(categoryKeys), price: priceRange() })}`,
    );
    ranked.push(`/api/listings?${new URLSearchParams({ keywords: pick(vocabulary) })}`);
    rating.push(
      `/api/listings?${new URLSearchParams({ sort: 'rating', ...(i % 2 ? { pub_categories: pick(categoryKeys) } : {}) })}`,
    );
  }
  return { filtered, browse, ranked, rating };
}
