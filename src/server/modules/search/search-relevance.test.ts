// The relevance test set (issue 14): the demo marketplace's listings, the queries travellers type
// and the listings that must come first, scored by precision at 5 and NDCG at 5 against a floor.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySearchParams } from '../../../domain/search';
import { demoListings } from '../../seed/demo-listings';
import { toPublicData } from '../../seed/seed-demo-data';
import { buildListing, buildOperator } from '../../test/factories';
import { ndcgAtK, precisionAtK } from '../../test/relevance-metrics';
import { relevanceSet, type RelevanceKind } from '../../test/search-relevance-set';
import { createTestApp, type TestContext } from '../../test/test-app';
import { searchListings } from './search-listings';

// Measured when the set was written (docs/decisions/030-keyword-search.md): a change that ranks
// worse than this fails; one that ranks better should raise the floor.
// Decision 110 (near words across languages, category words of near words, never empty) finds more
// listings after the relevant ones, which precision at 5 counts against: 0.92 → 0.88; NDCG at 5
// (the relevant first) 0.991. The issue 44 set (search-understanding.test.ts) judges by success@3.
const floor = { precisionAt5: 0.88, ndcgAt5: 0.97 };

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const author = await buildOperator(t.database.db);
  const now = t.clock.now().getTime();
  for (const [index, listing] of demoListings.entries()) {
    // Interleaved ages, as the demo seed makes them, so ties do not follow the file's order.
    const createdAt = new Date(now - (((index * 17) % demoListings.length) + 1) * 3_600_000);
    await buildListing(t.database.db, {
      authorId: author.id,
      title: listing.en.title,
      shortDescription: listing.en.shortDescription,
      description: listing.en.description,
      lat: listing.lat,
      lng: listing.lng,
      priceAmount: listing.adult,
      publicData: toPublicData(listing),
      createdAt,
    });
  }
}, 60_000);
afterAll(async () => t?.close());

const search = async (keywords: string, language: 'en' | 'pt') => {
  const deps = { db: t.database.db, clock: t.clock, imageStorage: t.app.deps.imageStorage };
  const result = await searchListings(
    deps,
    { ...emptySearchParams, keywords },
    { perPage: 36, language },
  );
  return result.data.map((card) => card.title);
};

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;

describe('search relevance over the demo marketplace', () => {
  it('names only demo listings and has at least 40 queries in English and Portuguese', () => {
    const titles = new Set(demoListings.map((l) => l.en.title));
    expect(relevanceSet.length).toBeGreaterThanOrEqual(40);
    expect(new Set(relevanceSet.map((c) => c.language))).toEqual(new Set(['en', 'pt']));
    for (const c of relevanceSet)
      for (const title of c.relevant) expect(titles, c.query).toContain(title);
  });

  it('scores at least the floor in precision at 5 and NDCG at 5', async () => {
    const scores: Array<{
      query: string;
      kind: RelevanceKind;
      p5: number;
      ndcg5: number;
      top: string[];
    }> = [];
    for (const c of relevanceSet) {
      const ranked = await search(c.query, c.language);
      const relevant = new Set(c.relevant);
      scores.push({
        query: c.query,
        kind: c.kind,
        p5: precisionAtK(ranked, relevant, 5),
        ndcg5: ndcgAtK(ranked, relevant, 5),
        top: ranked.slice(0, 5),
      });
    }
    const byKind = new Map<string, typeof scores>();
    for (const s of scores) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s]);
    const lines = [...byKind].map(
      ([kind, list]) =>
        `  ${kind.padEnd(12)} ${String(list.length).padStart(3)} queries  P@5 ${mean(list.map((s) => s.p5)).toFixed(3)}  NDCG@5 ${mean(list.map((s) => s.ndcg5)).toFixed(3)}`,
    );
    const misses = scores
      .filter((s) => s.p5 < 1 || s.ndcg5 < 1)
      .map(
        (s) =>
          `  "${s.query}": P@5 ${s.p5.toFixed(2)} NDCG@5 ${s.ndcg5.toFixed(2)} → ${s.top.join(' | ')}`,
      );
    const p5 = mean(scores.map((s) => s.p5));
    const ndcg5 = mean(scores.map((s) => s.ndcg5));
    console.info(
      [
        `Search relevance, ${scores.length} queries: P@5 ${p5.toFixed(3)}, NDCG@5 ${ndcg5.toFixed(3)}`,
        ...lines,
        'Below perfect:',
        ...misses,
      ].join('\n'),
    );
    expect(p5).toBeGreaterThanOrEqual(floor.precisionAt5);
    expect(ndcg5).toBeGreaterThanOrEqual(floor.ndcgAt5);
  }, 60_000);

  it('finds only levadas for "levada", also next to a place', async () => {
    const levadas = [
      'Levada do Caldeirão Verde laurel forest walk',
      'Levada dos Balcões family walk at Ribeiro Frio',
      'Rabaçal 25 Fontes and Risco waterfall hike',
    ];
    expect(new Set(await search('levada', 'en'))).toEqual(new Set(levadas));
    for (const title of await search('Funchal levada', 'en')) expect(levadas).toContain(title);
  });
});
