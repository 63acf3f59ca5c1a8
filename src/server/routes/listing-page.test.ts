// Issue 14 item 6: what a traveller reads before trusting a listing, and the operator's record.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, users } from '../db/schema';
import { transitionTransaction } from '../modules/transactions/transition-transaction';
import { buildImage, buildListing, buildOperator, buildUser } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { buildBookableListing, buildTransaction } from '../test/transaction-factories';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Headers = Record<string, string>;
const patch = (id: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'PATCH', url: `/api/own-listings/${id}`, headers, payload });
const showPublic = (id: string) =>
  t.app.inject({ method: 'GET', url: `/api/listings/${id}`, headers: browserHeaders() });

/** A published listing complete enough to stay live when saved. */
async function buildLiveListing(authorId: string) {
  const listing = await buildListing(t.database.db, {
    authorId,
    availabilityPlan: {
      type: 'availability-plan/time',
      timezone: 'Atlantic/Madeira',
      entries: [{ dayOfWeek: 'mon', seats: 8, startTime: '09:00', endTime: '12:00' }],
    },
  });
  await buildImage(t.database.db, { ownerId: authorId, listingId: listing.id });
  return listing;
}

const trust = {
  highlights: ['Sunrise above the clouds', '  Three peaks in one walk '],
  notIncluded: ['Lunch'],
  whatToBring: ['Warm jacket', 'Head torch'],
  notSuitableFor: ['People with a fear of heights'],
  accessibility: 'Steep steps and narrow paths; not step-free.',
  languages: ['en', 'pt', 'de'],
};

describe('the listing page’s lists and notes', () => {
  it('the owner sets them, cleaned; the public listing shows them; an empty list removes one', async () => {
    const db = t.database.db;
    const operator = await buildOperator(db);
    const listing = await buildLiveListing(operator.id);
    const headers = await signedInHeaders(t, operator.id);

    const saved = await patch(listing.id, headers, {
      ...trust,
      whatToBring: ['Warm jacket', 'Head torch', 'Warm jacket'],
      notIncluded: ['Lunch <and> drinks'],
    });
    expect(saved.statusCode).toBe(200);
    const shown = (await showPublic(listing.id)).json().data;
    expect(shown.publicData).toMatchObject({
      highlights: ['Sunrise above the clouds', 'Three peaks in one walk'],
      notIncluded: ['Lunch ＜and＞ drinks'],
      whatToBring: ['Warm jacket', 'Head torch'],
      notSuitableFor: ['People with a fear of heights'],
      accessibility: 'Steep steps and narrow paths; not step-free.',
      languages: ['en', 'pt', 'de'],
    });

    expect(
      (await patch(listing.id, headers, { notSuitableFor: [], accessibility: ' ' })).statusCode,
    ).toBe(200);
    const after = (await showPublic(listing.id)).json().data.publicData;
    expect(after.notSuitableFor).toBeUndefined();
    expect(after.accessibility).toBeUndefined();
    expect(after.highlights).toHaveLength(2);
  });

  it('translations carry the lists and notes, and keep the others', async () => {
    const db = t.database.db;
    const operator = await buildOperator(db);
    const listing = await buildLiveListing(operator.id);
    const headers = await signedInHeaders(t, operator.id);
    await patch(listing.id, headers, trust);
    const res = await patch(listing.id, headers, {
      translations: {
        pt: {
          highlights: ['Nascer do sol acima das nuvens', ' '],
          whatToBring: ['Casaco quente'],
          accessibility: 'Degraus íngremes.',
        },
      },
    });
    expect(res.statusCode).toBe(200);
    const shown = (await showPublic(listing.id)).json().data.publicData;
    expect(shown.translations.pt).toEqual({
      highlights: ['Nascer do sol acima das nuvens'],
      whatToBring: ['Casaco quente'],
      accessibility: 'Degraus íngremes.',
    });
    expect(shown.highlights).toEqual(trust.highlights.map((h) => h.trim()));
  });

  it.each([
    ['a highlight too long', { highlights: ['x'.repeat(121)] }],
    [
      'too many things to bring',
      { whatToBring: Array.from({ length: 13 }, (_, i) => `Item ${i}`) },
    ],
    ['an empty item', { notIncluded: [''] }],
    ['accessibility notes too long', { accessibility: 'x'.repeat(1001) }],
    ['a control character', { notSuitableFor: ['Children\u0007'] }],
    ['a translated item too long', { translations: { de: { highlights: ['x'.repeat(121)] } } }],
  ])('%s is refused and nothing changes', async (_name, body) => {
    const db = t.database.db;
    const operator = await buildOperator(db);
    const listing = await buildLiveListing(operator.id);
    const headers = await signedInHeaders(t, operator.id);
    const res = await patch(listing.id, headers, { ...body, title: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toMatch(/^validation-/);
    const [row] = await db.select().from(listings).where(eq(listings.id, listing.id));
    expect(row!.title).toBe(listing.title);
    expect(row!.publicData.highlights).toBeUndefined();
  });

  it('only the owner writes them: a visitor 401, a customer 403, another operator 404 on a draft', async () => {
    const db = t.database.db;
    const operator = await buildOperator(db);
    const draft = await buildListing(db, { authorId: operator.id, state: 'draft' });
    const customer = await buildUser(db);
    const stranger = await buildOperator(db);
    const attempts: Array<[Headers, number]> = [
      [browserHeaders(), 401],
      [await signedInHeaders(t, customer.id), 403],
      [await signedInHeaders(t, stranger.id), 404],
    ];
    for (const [headers, status] of attempts) {
      expect((await patch(draft.id, headers, trust)).statusCode).toBe(status);
    }
    // And a draft is not public.
    expect((await showPublic(draft.id)).statusCode).toBe(404);
    const [row] = await db.select().from(listings).where(eq(listings.id, draft.id));
    expect(row!.publicData.highlights).toBeUndefined();
  });
});

describe('the operator’s record on the listing page', () => {
  it('says since when, how many tours are live, and no response rate before any request', async () => {
    const db = t.database.db;
    const joined = new Date('2024-03-15T09:00:00Z');
    const operator = await buildOperator(db, { createdAt: joined });
    const listing = await buildListing(db, { authorId: operator.id });
    await buildListing(db, { authorId: operator.id });
    await buildListing(db, { authorId: operator.id, state: 'draft' });
    await buildListing(db, { authorId: operator.id, state: 'closed' });
    await buildListing(db, { authorId: operator.id, deleted: true });
    await buildListing(db); // someone else's

    const res = await showPublic(listing.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.operatorStats).toEqual({
      memberSince: joined.toISOString(),
      tourCount: 2,
      responseRate: null,
      // "Usually answers within N hours" needs three answers (decision 120).
      answerHours: null,
    });
    // Nothing private about the operator comes with it.
    expect(JSON.stringify(res.json())).not.toContain(operator.email);
  });

  it('counts answered requests against expired ones; a request the traveller withdrew counts neither way', async () => {
    const deps = t.app.deps;
    const built = await buildBookableListing(deps, { seats: 20 });
    const listing = {
      id: built.listing.id,
      operatorId: built.operatorId,
      departure: built.departure,
    };
    await buildTransaction(deps, { state: 'accepted', listing });
    await buildTransaction(deps, { state: 'declined', listing });
    await buildTransaction(deps, { state: 'pending-payment', listing });
    const waiting = await buildTransaction(deps, { state: 'preauthorized', listing });
    const withdrawn = await buildTransaction(deps, { state: 'preauthorized', listing });
    const fire = (id: string, transition: 'expire' | 'decline-by-customer', userId?: string) =>
      transitionTransaction(deps, {
        transactionId: id,
        transition,
        params: {},
        caller: userId ? { userId } : { actor: 'system' },
        isSpeculative: false,
      });
    await fire(waiting.row.id, 'expire');
    await fire(withdrawn.row.id, 'decline-by-customer', withdrawn.customerId);

    const stats = (await showPublic(listing.id)).json().data.operatorStats;
    // Two answered (accept, decline), one expired: 67 %.
    expect(stats.responseRate).toBe(67);
    expect(stats.tourCount).toBe(1);
    const [operator] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, listing.operatorId));
    expect(stats.memberSince).toBe(operator!.createdAt.toISOString());
  });
});
