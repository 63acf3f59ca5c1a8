import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResellerGrantsView, ResellerStatementView } from '../../contracts/octo';
import { localDateTimeWithOffset } from '../../domain/octo';
import { buildOperator } from '../test/factories';
import { buildReseller, octoHeaders } from '../test/octo';
import { browserHeaders, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing } from '../test/transaction-factories';

// Issue 47 item 3 (decision 150): the operator chooses which listings each reseller sells and at
// what commission, and reads what each owes per month. Another operator and a visitor can neither
// read nor change them.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-06-01T09:00:00Z');
});
afterAll(async () => t.close());

const deps = () => t.app.deps;

describe('an operator’s resellers', () => {
  it('grants a listing at a commission, sees what the reseller owes for the month, and stops it', async () => {
    const operator = await buildOperator(t.database.db);
    const headers = await signedInHeaders(t, operator.id);
    // 4 June, 10:00 in Madeira: 3 days ahead of the clock.
    const { listing, departure } = await buildBookableListing(deps(), {
      operatorId: operator.id,
      daysAhead: 3,
      publicData: { instantBooking: true },
    });
    const { reseller, key } = await buildReseller(deps(), { name: 'Island Tours Online' });
    const grant = await t.app.inject({
      method: 'PUT',
      url: `/api/resellers/grants/${listing.id}/${reseller.id}`,
      headers,
      payload: { commissionPercent: 15 },
    });
    expect(grant.statusCode).toBe(200);
    expect((grant.json().data as ResellerGrantsView).grants).toEqual([
      {
        listingId: listing.id,
        listingTitle: listing.title,
        resellerId: reseller.id,
        commissionPercent: 15,
      },
    ]);
    const availabilityId = localDateTimeWithOffset(departure.start, 'Atlantic/Madeira');
    const book = async (units: number, confirm: boolean, cancel = false) => {
      const held = await t.app.inject({
        method: 'POST',
        url: '/octo/bookings',
        headers: octoHeaders(key),
        payload: {
          productId: listing.id,
          optionId: 'DEFAULT',
          availabilityId,
          resellerReference: `ITO-${units}-${confirm}-${cancel}`,
          unitItems: Array.from({ length: units }, () => ({ unitId: 'adult' })),
        },
      });
      const { uuid } = held.json() as { uuid: string };
      if (confirm)
        await t.app.inject({
          method: 'POST',
          url: `/octo/bookings/${uuid}/confirm`,
          headers: octoHeaders(key),
          payload: { contact: { firstName: 'Ana' } },
        });
      if (cancel)
        await t.app.inject({
          method: 'POST',
          url: `/octo/bookings/${uuid}/cancel`,
          headers: octoHeaders(key),
          payload: {},
        });
    };
    await book(2, true);
    await book(1, true, true);
    await book(3, false);
    const statement = await t.app.inject({
      method: 'GET',
      url: '/api/resellers/statement?month=2026-06',
      headers,
    });
    expect(statement.statusCode).toBe(200);
    // 2 × 45.00 retail; the reseller keeps 15 %: it owes 76.50. The cancelled and the held are not owed.
    expect(statement.json().data as ResellerStatementView).toMatchObject({
      month: '2026-06',
      resellers: [
        {
          id: reseller.id,
          name: 'Island Tours Online',
          retail: 9000,
          owed: 7650,
          bookings: [{ resellerReference: 'ITO-2-true-false', retail: 9000, owed: 7650 }],
        },
      ],
    });
    const july = await t.app.inject({
      method: 'GET',
      url: '/api/resellers/statement?month=2026-07',
      headers,
    });
    expect(july.json().data.resellers).toEqual([]);

    const stop = await t.app.inject({
      method: 'PUT',
      url: `/api/resellers/grants/${listing.id}/${reseller.id}`,
      headers,
      payload: { commissionPercent: null },
    });
    expect((stop.json().data as ResellerGrantsView).grants).toEqual([]);
    const product = await t.app.inject({
      method: 'GET',
      url: `/octo/products/${listing.id}`,
      headers: octoHeaders(key),
    });
    expect(product.json()).toMatchObject({ error: 'INVALID_PRODUCT_ID' });
  });

  it('another operator and a visitor can neither grant an operator’s listing nor read its statement', async () => {
    const operator = await buildOperator(t.database.db);
    const other = await buildOperator(t.database.db);
    const { listing } = await buildBookableListing(deps(), { operatorId: operator.id });
    const { reseller, key } = await buildReseller(deps(), { name: 'Sneaky Tours' });
    const url = `/api/resellers/grants/${listing.id}/${reseller.id}`;
    const byOther = await t.app.inject({
      method: 'PUT',
      url,
      headers: await signedInHeaders(t, other.id),
      payload: { commissionPercent: 0 },
    });
    expect([byOther.statusCode, byOther.json().error.code]).toEqual([404, 'not-found']);
    const byVisitor = await t.app.inject({
      method: 'PUT',
      url,
      headers: browserHeaders(),
      payload: { commissionPercent: 0 },
    });
    expect(byVisitor.statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/resellers/statement?month=2026-06' }))
        .statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      method: 'PUT',
      url,
      headers: await signedInHeaders(t, operator.id),
      payload: { commissionPercent: 101 },
    });
    expect(bad.statusCode).toBe(400);
    // Nothing was granted: the reseller sees no product.
    const products = await t.app.inject({
      method: 'GET',
      url: '/octo/products',
      headers: octoHeaders(key),
    });
    expect(products.json()).toEqual([]);
    const otherGrants = await t.app.inject({
      method: 'GET',
      url: '/api/resellers/grants',
      headers: await signedInHeaders(t, other.id),
    });
    expect(otherGrants.json().data.grants).toEqual([]);
  });
});
