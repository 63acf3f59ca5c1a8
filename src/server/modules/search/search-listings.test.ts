import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptySearchParams } from '../../../domain/search';
import { buildListing, buildOperator } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import { searchListings } from './search-listings';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  const author = await buildOperator(t.database.db);
  for (let i = 0; i < 5; i++)
    await buildListing(t.database.db, { authorId: author.id, title: `Levada walk ${i}` });
});
afterAll(async () => t.close());

const deps = () => ({ db: t.database.db, clock: t.clock, imageStorage: t.app.deps.imageStorage });

describe('searchListings counting', () => {
  it('counts up to the cap and says when more match', async () => {
    const capped = await searchListings(deps(), emptySearchParams, { perPage: 2, countCap: 3 });
    expect(capped.meta).toMatchObject({ totalItems: 3, totalPages: 2, isTotalCapped: true });
    expect(capped.data).toHaveLength(2);
    const exact = await searchListings(deps(), emptySearchParams, { perPage: 2, countCap: 5 });
    expect(exact.meta).toMatchObject({ totalItems: 5, totalPages: 3, isTotalCapped: false });
  });

  it('caps the count of a relevance search too, and of a page past the end', async () => {
    const keywords = { ...emptySearchParams, keywords: 'levada' };
    expect(
      (await searchListings(deps(), keywords, { perPage: 2, countCap: 3 })).meta,
    ).toMatchObject({
      totalItems: 3,
      isTotalCapped: true,
      sort: 'relevance',
    });
    expect(
      (await searchListings(deps(), { ...keywords, page: 9 }, { perPage: 2, countCap: 3 })).meta,
    ).toMatchObject({
      totalItems: 3,
      isTotalCapped: true,
    });
    expect(
      (await searchListings(deps(), { ...keywords, page: 9 }, { perPage: 2, countCap: 10 })).meta,
    ).toMatchObject({
      totalItems: 5,
      isTotalCapped: false,
    });
  });
});
