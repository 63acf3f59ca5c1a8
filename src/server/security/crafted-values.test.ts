// Issue 13 item 5: crafted values in a request body are refused with a 4xx, never a 500, and someone
// else's listing is refused before its body is looked at.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildListing, buildOperator } from '../test/factories';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const craftedPlan = {
  type: 'availability-plan/time',
  timezone: 'Atlantic/Madeira',
  entries: [
    { dayOfWeek: { toString: 1 }, seats: 4, startTime: { valueOf: 'x' }, endTime: ['09:00'] },
  ],
};

describe('a crafted availability plan', () => {
  it('is 404 on a draft and 403 on a published listing of someone else, 401 for a visitor', async () => {
    const owner = await buildOperator(t.database.db);
    const other = await buildOperator(t.database.db);
    const draft = await buildListing(t.database.db, { authorId: owner.id, state: 'draft' });
    const live = await buildListing(t.database.db, { authorId: owner.id });
    const headers = await signedInHeaders(t, other.id);
    const patch = (id: string, h: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/own-listings/${id}`,
        headers: h,
        payload: { availabilityPlan: craftedPlan },
      });

    expect((await patch(draft.id, headers)).statusCode).toBe(404);
    expect((await patch(live.id, headers)).statusCode).toBe(403);
    expect((await patch(live.id, browserHeaders())).statusCode).toBe(401);
  });

  it('names every bad value to its owner with a 400, and changes nothing', async () => {
    const owner = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: owner.id, state: 'draft' });
    const headers = await signedInHeaders(t, owner.id);
    const response = await t.app.inject({
      method: 'PATCH',
      url: `/api/own-listings/${listing.id}`,
      headers,
      payload: { title: 'Changed', availabilityPlan: craftedPlan },
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().error;
    expect(error.code).toBe('validation-invalid-value');
    expect(error.details.map((d: { code: string }) => d.code)).toEqual([
      'unknown-weekday',
      'invalid-time',
      'invalid-time',
    ]);
    expect(error.message).toContain('{"toString":1}');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/own-listings/${listing.id}`,
      headers,
    });
    expect(after.json().data.title).toBe(listing.title);
  });
});

describe('dates outside a sane range', () => {
  it.each([
    '0000-01-01T00:00:00Z',
    '+275760-09-13T00:00:00Z',
    '1899-12-31T23:00:00Z',
    '2200-01-01T00:00:00Z',
  ])('refuses %s with 400 in exceptions and time slots', async (date) => {
    const owner = await buildOperator(t.database.db);
    const listing = await buildListing(t.database.db, { authorId: owner.id });
    const headers = await signedInHeaders(t, owner.id);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/own-listings/${listing.id}/availability-exceptions`,
      headers,
      payload: { start: date, end: '2027-01-02T00:00:00Z', seats: 0 },
    });
    expect(created.statusCode).toBe(400);
    expect(created.json().error.code).toBe('validation-invalid-params');
    const query = new URLSearchParams({ start: date, end: '2027-01-02T00:00:00Z' });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/own-listings/${listing.id}/availability-exceptions?${query}`,
      headers,
    });
    expect(listed.statusCode).toBe(400);
    const slots = await t.app.inject({
      method: 'GET',
      url: `/api/listings/${listing.id}/time-slots?${query}`,
    });
    expect(slots.statusCode).toBe(400);
  });

  it('refuses a search with a year 0000 date range with 400', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/listings?dates=0000-01-01,0000-01-02',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation-invalid-params');
  });
});
