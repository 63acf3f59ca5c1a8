import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ErrorResponse } from '../../contracts/common';
import type { DeparturesResponse, ManifestResponse } from '../../contracts/departures';
import type { GuidesResponse, InvitationViewResponse } from '../../contracts/guides';
import { localDateOf } from '../../domain/zone-date';
import { listingViews, operatorGuides, users } from '../db/schema';
import { buildListing, buildOperator, buildUser } from '../test/factories';
import { latestEmailTo, linkIn } from '../test/outbox';
import { browserHeaders, sessionTokenFrom, signedInHeaders } from '../test/sessions';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing, buildTransaction } from '../test/transaction-factories';

// Issue 46 item 2, decision 152: an operator invites guides by email; a guide sees that operator's
// departures and manifests, and nothing else of theirs (404 everywhere else), nor any other
// operator's. PGlite, or PostgreSQL with TEST_DATABASE_URL.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(() => t.clock.set('2026-06-01T09:00:00Z'));

const deps = () => t.app.deps;
let counter = 0;
const newEmail = () => `guide-${Date.now()}-${++counter}@example.com`;

const call = async (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  userId: string | null,
  payload?: unknown,
) =>
  t.app.inject({
    method,
    url,
    headers: userId ? await signedInHeaders(t, userId) : browserHeaders(),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const codeOf = (res: { json: () => unknown }) => (res.json() as ErrorResponse).error.code;
const manifestUrl = (listingId: string, start: Date) =>
  `/api/departures/${listingId}/${encodeURIComponent(start.toISOString())}/manifest`;

/** An operator with a departure and one confirmed booking. */
async function operatorWithDeparture() {
  const operator = await buildOperator(t.database.db, { publicData: { cname: 'Levada Walks' } });
  const built = await buildBookableListing(deps(), { operatorId: operator.id, daysAhead: 2 });
  const listing = { id: built.listing.id, operatorId: operator.id, departure: built.departure };
  const booking = await buildTransaction(deps(), { state: 'accepted', listing });
  return { operator, listing, booking };
}

/** Invites an address and returns the link's token, as the invited person reads it in the email. */
async function invite(operatorId: string, email: string) {
  const res = await call('POST', '/api/guides/invitations', operatorId, { email });
  expect(res.statusCode).toBe(201);
  const mail = await latestEmailTo(t.database.db, email, 'guide-invitation');
  const link = linkIn(mail!.text);
  expect(link.pathname).toBe('/checkin');
  return { token: link.searchParams.get('invitation')!, invitationId: res.json().data.id };
}

const newAccount = {
  firstName: 'Rita',
  lastName: 'Gouveia',
  phoneNumber: '+351 912 345 678',
  password: 'laurel-forest-walks-2026',
  language: 'pt',
};

/** A guide of the operator, made through the invitation with a new account. */
async function guideOf(operatorId: string) {
  const email = newEmail();
  const { token } = await invite(operatorId, email);
  const res = await call('POST', `/api/guide-invitations/${token}/accept`, null, {
    account: newAccount,
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.guideId as string;
}

describe('inviting a guide', () => {
  it('emails a link that makes a new account, signed in, and a guide of the operator', async () => {
    const { operator, listing } = await operatorWithDeparture();
    const email = newEmail();
    const { token } = await invite(operator.id, email);
    const mail = await latestEmailTo(t.database.db, email, 'guide-invitation');
    expect(mail!.subject).toContain('Levada Walks');

    const view = await call('GET', `/api/guide-invitations/${token}`, null);
    expect(view.json<InvitationViewResponse>().data).toEqual({
      operatorName: 'Levada Walks',
      email,
      hasAccount: false,
    });
    const pending = await call('GET', '/api/guides', operator.id);
    expect(pending.json<GuidesResponse>().data.invitations.map((i) => i.email)).toEqual([email]);

    const accepted = await call('POST', `/api/guide-invitations/${token}/accept`, null, {
      account: newAccount,
    });
    expect(accepted.statusCode).toBe(200);
    const session = sessionTokenFrom(accepted.headers['set-cookie']);
    expect(session).toBeTruthy();
    const { guideId } = accepted.json().data;
    const [account] = await t.database.db.select().from(users).where(eq(users.id, guideId));
    expect(account).toMatchObject({ email, emailVerified: true, type: 1, language: 'pt' });

    // Signed in by the acceptance, the guide reads the operator's departure and its manifest.
    const date = localDateOf(listing.departure.start, 'Atlantic/Madeira');
    const day = await t.app.inject({
      method: 'GET',
      url: `/api/departures?date=${date}`,
      headers: browserHeaders(session),
    });
    expect(day.json<DeparturesResponse>().data.departures.map((d) => d.listing.id)).toEqual([
      listing.id,
    ]);
    const manifest = await call('GET', manifestUrl(listing.id, listing.departure.start), guideId);
    expect(manifest.statusCode).toBe(200);
    expect(manifest.json<ManifestResponse>().data.operatorName).toBe('Levada Walks');

    const listed = (await call('GET', '/api/guides', operator.id)).json<GuidesResponse>().data;
    expect(listed.guides).toMatchObject([{ id: guideId, name: 'Rita Gouveia', email }]);
    expect(listed.invitations).toEqual([]);

    // The link is used: a second acceptance changes nothing.
    const again = await call('POST', `/api/guide-invitations/${token}/accept`, null, {
      account: { ...newAccount, firstName: 'Other' },
    });
    expect([again.statusCode, codeOf(again)]).toEqual([410, 'guide-invitation-invalid']);
    expect((await call('GET', `/api/guide-invitations/${token}`, null)).statusCode).toBe(410);
  });

  it('signing in by the acceptance merges the browser’s anonymous views into the guide, as a log-in does; another browser’s stay theirs', async () => {
    const { operator } = await operatorWithDeparture();
    const seen = await buildListing(t.database.db);
    const run = crypto.randomUUID().slice(0, 8);
    const consented = (visitorId: string) => {
      const headers = browserHeaders();
      return {
        ...headers,
        cookie: `${headers.cookie}; euCookiesAccepted=1; levada_visitor=${visitorId}`,
      };
    };
    const browser = consented(`visitor-guide-${run}-1`);
    const other = consented(`visitor-guide-${run}-2`);
    for (const headers of [browser, other]) {
      const viewed = await t.app.inject({
        method: 'POST',
        url: '/api/recommendations/views',
        headers,
        payload: { listingId: seen.id },
      });
      expect(viewed.statusCode).toBe(204);
    }
    const { token } = await invite(operator.id, newEmail());
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/guide-invitations/${token}/accept`,
      headers: browser,
      payload: { account: newAccount },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { guideId } = accepted.json().data as { guideId: string };
    const views = await t.database.db
      .select({ visitorId: listingViews.visitorId, userId: listingViews.userId })
      .from(listingViews)
      .where(eq(listingViews.listingId, seen.id));
    expect(views.sort((a, b) => a.visitorId.localeCompare(b.visitorId))).toEqual([
      { visitorId: `visitor-guide-${run}-1`, userId: guideId },
      { visitorId: `visitor-guide-${run}-2`, userId: null },
    ]);
    // The guide on another browser sees the tour as recently viewed.
    const recent = await t.app.inject({
      method: 'GET',
      url: '/api/recommendations?scenario=homepage-recently-viewed',
      headers: await signedInHeaders(t, guideId),
    });
    expect(recent.json().data.map((card: { id: string }) => card.id)).toEqual([seen.id]);
  });

  it('links the account of the person signed in', async () => {
    const { operator, listing } = await operatorWithDeparture();
    const existing = await buildUser(t.database.db);
    const { token } = await invite(operator.id, existing.email);
    expect(
      (await call('GET', `/api/guide-invitations/${token}`, null)).json<InvitationViewResponse>()
        .data.hasAccount,
    ).toBe(true);
    // Signed out with an address that has an account: sign in first.
    const signedOut = await call('POST', `/api/guide-invitations/${token}/accept`, null, {
      account: newAccount,
    });
    expect([signedOut.statusCode, codeOf(signedOut)]).toEqual([409, 'email-taken']);
    const bare = await call('POST', `/api/guide-invitations/${token}/accept`, null, {});
    expect([bare.statusCode, codeOf(bare)]).toEqual([401, 'unauthorized']);

    const res = await call('POST', `/api/guide-invitations/${token}/accept`, existing.id, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      operatorId: operator.id,
      operatorName: 'Levada Walks',
      guideId: existing.id,
    });
    const manifest = await call(
      'GET',
      manifestUrl(listing.id, listing.departure.start),
      existing.id,
    );
    expect(manifest.statusCode).toBe(200);
  });

  it('refuses bad input, expired and withdrawn links, and changes nothing', async () => {
    const { operator } = await operatorWithDeparture();
    for (const email of ['not-an-email', '', operator.email]) {
      const res = await call('POST', '/api/guides/invitations', operator.id, { email });
      expect(res.statusCode, email).toBe(400);
    }
    const expiring = await invite(operator.id, newEmail());
    t.clock.set('2026-06-08T09:00:01Z');
    const late = await call('POST', `/api/guide-invitations/${expiring.token}/accept`, null, {
      account: newAccount,
    });
    expect([late.statusCode, codeOf(late)]).toEqual([410, 'guide-invitation-invalid']);

    const withdrawn = await invite(operator.id, newEmail());
    const revoke = await call(
      'DELETE',
      `/api/guides/invitations/${withdrawn.invitationId}`,
      operator.id,
    );
    expect(revoke.statusCode).toBe(204);
    const used = await call('POST', `/api/guide-invitations/${withdrawn.token}/accept`, null, {
      account: newAccount,
    });
    expect([used.statusCode, codeOf(used)]).toEqual([410, 'guide-invitation-invalid']);
    const unknown = await call('GET', `/api/guide-invitations/${'x'.repeat(43)}`, null);
    expect([unknown.statusCode, codeOf(unknown)]).toEqual([410, 'guide-invitation-invalid']);
    const guides = await t.database.db
      .select()
      .from(operatorGuides)
      .where(eq(operatorGuides.operatorId, operator.id));
    expect(guides).toEqual([]);
  });

  it('is the operator’s alone: a traveller, a guide, another operator and a visitor get 404', async () => {
    const { operator } = await operatorWithDeparture();
    const guideId = await guideOf(operator.id);
    const other = await buildOperator(t.database.db);
    const traveller = await buildUser(t.database.db);
    const { invitationId } = await invite(operator.id, newEmail());
    for (const userId of [traveller.id, guideId, null]) {
      for (const [method, url, payload] of [
        ['GET', '/api/guides', undefined],
        ['POST', '/api/guides/invitations', { email: newEmail() }],
      ] as const) {
        const res = await call(method, url, userId, payload);
        expect(res.statusCode, `${userId} ${method} ${url}`).toBe(404);
      }
    }
    for (const userId of [other.id, traveller.id, guideId, null]) {
      for (const url of [`/api/guides/invitations/${invitationId}`, `/api/guides/${guideId}`]) {
        const res = await call('DELETE', url, userId);
        expect(res.statusCode, `${userId} DELETE ${url}`).toBe(404);
      }
    }
    // Another operator's list shows nothing of this one's.
    const theirs = (await call('GET', '/api/guides', other.id)).json<GuidesResponse>().data;
    expect(theirs).toEqual({ guides: [], invitations: [] });
    const still = (await call('GET', '/api/guides', operator.id)).json<GuidesResponse>().data;
    expect(still.guides.map((g) => g.id)).toEqual([guideId]);
    expect(still.invitations.map((i) => i.id)).toEqual([invitationId]);
  });
});

describe('what a guide sees', () => {
  it('their operator’s manifests, no other operator’s, and nothing else of their operator', async () => {
    const mine = await operatorWithDeparture();
    const theirs = await operatorWithDeparture();
    const guideId = await guideOf(mine.operator.id);
    const otherGuide = await guideOf(theirs.operator.id);
    const traveller = await buildUser(t.database.db);

    const own = await call(
      'GET',
      manifestUrl(mine.listing.id, mine.listing.departure.start),
      guideId,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json<ManifestResponse>().data.entries.map((e) => e.id)).toEqual([
      mine.booking.row.id,
    ]);
    // Another operator's manifest, and this operator's seen by another operator's guide, a
    // traveller or a visitor: not found.
    for (const [userId, listing] of [
      [guideId, theirs.listing],
      [otherGuide, mine.listing],
      [traveller.id, mine.listing],
      [null, mine.listing],
    ] as const) {
      for (const suffix of ['', '.csv']) {
        const res = await call(
          'GET',
          `${manifestUrl(listing.id, listing.departure.start)}${suffix}`,
          userId,
        );
        expect(res.statusCode, `${userId} ${listing.id}${suffix}`).toBe(404);
      }
    }
    const date = localDateOf(theirs.listing.departure.start, 'Atlantic/Madeira');
    const day = (
      await call('GET', `/api/departures?date=${date}`, guideId)
    ).json<DeparturesResponse>();
    expect(day.data.departures.map((d) => d.listing.id)).not.toContain(theirs.listing.id);

    // Nothing else of the operator's: the sale (and its money), its ticket, the operator's guides.
    const booking = mine.booking.row.id;
    for (const url of [
      `/api/transactions/${booking}`,
      `/api/transactions/${booking}/ticket`,
      `/api/transactions/${booking}/payment`,
      '/api/guides',
    ]) {
      const res = await call('GET', url, guideId);
      expect(res.statusCode, url).toBe(404);
    }

    // Removed by the operator, the guide sees nothing any more.
    expect((await call('DELETE', `/api/guides/${guideId}`, mine.operator.id)).statusCode).toBe(204);
    const after = await call(
      'GET',
      manifestUrl(mine.listing.id, mine.listing.departure.start),
      guideId,
    );
    expect(after.statusCode).toBe(404);
    const remaining = await t.database.db
      .select()
      .from(operatorGuides)
      .where(
        and(eq(operatorGuides.operatorId, mine.operator.id), eq(operatorGuides.guideId, guideId)),
      );
    expect(remaining).toEqual([]);
  });
});
