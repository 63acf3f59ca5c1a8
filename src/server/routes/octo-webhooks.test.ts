import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { localDateTimeWithOffset } from '../../domain/octo';
import { jobs, listingSlots, octoBookings } from '../db/schema';
import { runDueJobs } from '../jobs/job-runner';
import { octoSignatureOf } from '../modules/octo/send-octo-webhook';
import { transitionTransaction } from '../modules/transactions/transition-transaction';
import { buildOperator } from '../test/factories';
import { buildReseller, expectOctoResponse, octoHeaders } from '../test/octo';
import { createTestApp, type TestContext } from '../test/test-app';
import { buildBookableListing } from '../test/transaction-factories';
import type { AppDeps } from '../app-deps';
import { resellers } from '../db/schema';

// Issue 47 item 4 (decision 149): octo/webhooks. Every change made in Levada to a reseller's booking
// (the operator's decline, a cancellation, a reschedule) is POSTed to the reseller's webhook as a
// signed booking_update, after the commit, by the job runner, which retries a failed delivery.
let t: TestContext;
let server: http.Server;
let url: string;
const received: { body: string; signature: string }[] = [];
let failuresLeft = 0;

beforeAll(async () => {
  t = await createTestApp();
  server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        response.writeHead(503).end();
        return;
      }
      received.push({ body, signature: String(request.headers['octo-signature']) });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/octo-hook`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});
beforeEach(() => {
  t.clock.set('2026-06-01T09:00:00Z');
  received.length = 0;
  failuresLeft = 0;
});

const deps = () => t.app.deps as AppDeps;
const runJobs = () => runDueJobs(deps(), { log: () => {} });

async function confirmedBooking(options: { instant: boolean }) {
  const operator = await buildOperator(t.database.db);
  const built = await buildBookableListing(deps(), {
    operatorId: operator.id,
    publicData: { instantBooking: options.instant },
  });
  const later = new Date(built.departure.start.getTime() + 86_400_000);
  await t.database.db.insert(listingSlots).values({
    listingId: built.listing.id,
    startAt: later,
    endAt: new Date(later.getTime() + 3 * 3_600_000),
    seats: 10,
  });
  const { reseller, key } = await buildReseller(deps(), {
    listings: [{ id: built.listing.id, operatorId: operator.id }],
  });
  const set = await t.app.inject({
    method: 'POST',
    url: '/octo/webhooks',
    headers: octoHeaders(key),
    payload: { url, event: 'booking_update' },
  });
  // The signing secret is answered this once (decision 158): the reseller verifies with it.
  expect(set.json()).toEqual({
    id: reseller.id,
    event: 'booking_update',
    url,
    secret: expect.stringMatching(/^[\w-]{32}$/),
  });
  const { secret } = set.json<{ secret: string }>();
  const held = await t.app.inject({
    method: 'POST',
    url: '/octo/bookings',
    headers: octoHeaders(key),
    payload: {
      productId: built.listing.id,
      optionId: 'DEFAULT',
      availabilityId: localDateTimeWithOffset(built.departure.start, 'Atlantic/Madeira'),
      unitItems: [{ unitId: 'adult' }],
    },
  });
  const { uuid } = held.json() as { uuid: string };
  await t.app.inject({
    method: 'POST',
    url: `/octo/bookings/${uuid}/confirm`,
    headers: octoHeaders(key),
    payload: { contact: { firstName: 'Inês' } },
  });
  const [row] = await t.database.db
    .select({ transactionId: octoBookings.transactionId })
    .from(octoBookings)
    .where(eq(octoBookings.uuid, uuid));
  const [stored] = await t.database.db
    .select({ secret: resellers.webhookSecret })
    .from(resellers)
    .where(eq(resellers.id, reseller.id));
  expect(stored!.secret).toBe(secret);
  return {
    operator,
    uuid,
    key,
    later,
    transactionId: row!.transactionId!,
    reseller,
    secret,
  };
}

const operatorFires = (
  b: Awaited<ReturnType<typeof confirmedBooking>>,
  transition: 'decline' | 'cancel' | 'update-accepted-booking',
  params = {},
) =>
  transitionTransaction(deps(), {
    transactionId: b.transactionId,
    transition,
    params,
    caller: { userId: b.operator.id },
    isSpeculative: false,
  });

const bookingsReceived = () =>
  received.map(
    (r) =>
      JSON.parse(r.body) as {
        webhook: { event: string };
        booking: { status: string; uuid: string; availabilityId: string };
      },
  );

describe('booking_update webhooks', () => {
  it('tells the reseller of the operator’s reschedule and cancellation, signed, and not of its own changes', async () => {
    const b = await confirmedBooking({ instant: true });
    await runJobs();
    // The reseller's own reserve and confirm (and the instant acceptance it answered) send nothing.
    expect(received).toEqual([]);
    await operatorFires(b, 'update-accepted-booking', {
      bookingStart: b.later.toISOString(),
      bookingEnd: new Date(b.later.getTime() + 3 * 3_600_000).toISOString(),
    });
    await runJobs();
    await operatorFires(b, 'cancel');
    await runJobs();
    expect(
      bookingsReceived().map((r) => [r.webhook.event, r.booking.uuid, r.booking.status]),
    ).toEqual([
      ['booking_update', b.uuid, 'CONFIRMED'],
      ['booking_update', b.uuid, 'CANCELLED'],
    ]);
    expect(bookingsReceived()[0]!.booking.availabilityId).toBe(
      localDateTimeWithOffset(b.later, 'Atlantic/Madeira'),
    );
    // The booking is the OCTO Booking of the document, as GET /bookings/{uuid} answers it.
    for (const { booking } of bookingsReceived())
      expectOctoResponse('GET /bookings/{uuid}', { statusCode: 200, json: () => booking });
    const timestamp = Math.floor(t.clock.now().getTime() / 1000);
    for (const delivery of received)
      expect(delivery.signature).toBe(octoSignatureOf(b.secret, timestamp, delivery.body));
  });

  it('tells of an operator’s decline of a request, retrying a delivery the reseller did not take', async () => {
    const b = await confirmedBooking({ instant: false });
    await runJobs();
    failuresLeft = 1;
    await operatorFires(b, 'decline');
    await runJobs();
    expect(received).toEqual([]);
    const [job] = (
      await t.database.db
        .select({ state: jobs.state, runAt: jobs.runAt, payload: jobs.payload })
        .from(jobs)
        .where(eq(jobs.kind, 'octo-booking-update'))
    ).filter((row) => row.payload.transactionId === b.transactionId);
    expect(job!.state).toBe('queued');
    t.clock.set(new Date(job!.runAt.getTime() + 1000));
    await runJobs();
    expect(bookingsReceived().map((r) => r.booking.status)).toEqual(['REJECTED']);
  });

  it('shows the signing secret once: the list never shows it, setting the webhook again rotates it', async () => {
    const b = await confirmedBooking({ instant: true });
    const list = await t.app.inject({
      method: 'GET',
      url: '/octo/webhooks',
      headers: octoHeaders(b.key),
    });
    expect(list.json()).toEqual([{ id: b.reseller.id, event: 'booking_update', url }]);
    expect(list.body).not.toContain(b.secret);
    const again = await t.app.inject({
      method: 'POST',
      url: '/octo/webhooks',
      headers: octoHeaders(b.key),
      payload: { url, event: 'booking_update' },
    });
    expect(again.headers['cache-control']).toBe('no-store');
    const rotated = again.json<{ secret: string }>().secret;
    expect(rotated).not.toBe(b.secret);
    await operatorFires(b, 'cancel');
    await runJobs();
    const [delivery] = received;
    const timestamp = Math.floor(t.clock.now().getTime() / 1000);
    expect(delivery!.signature).toBe(octoSignatureOf(rotated, timestamp, delivery!.body));
    // A visitor without a key neither reads nor sets a webhook; another reseller sees only its own.
    for (const method of ['GET', 'POST'] as const) {
      const visitor = await t.app.inject({
        method,
        url: '/octo/webhooks',
        ...(method === 'POST' ? { payload: { url, event: 'booking_update' } } : {}),
      });
      expect(visitor.statusCode).toBe(401);
      expect(visitor.body).not.toContain(rotated);
    }
    const other = await buildReseller(deps(), { name: 'Someone else' });
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/octo/webhooks',
      headers: octoHeaders(other.key),
    });
    expect(theirs.json()).toEqual([]);
  });

  it('lists and removes the webhook; another reseller’s id is refused', async () => {
    const b = await confirmedBooking({ instant: true });
    const list = await t.app.inject({
      method: 'GET',
      url: '/octo/webhooks',
      headers: octoHeaders(b.key),
    });
    expect(list.json()).toHaveLength(1);
    const other = await buildReseller(deps(), { name: 'Another' });
    const id = (list.json() as { id: string }[])[0]!.id;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/octo/webhooks/${id}`,
      headers: octoHeaders(other.key),
    });
    expect(refused.json()).toMatchObject({ error: 'BAD_REQUEST' });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/octo/webhooks/${id}`,
      headers: octoHeaders(b.key),
    });
    expect(removed.statusCode).toBe(200);
    await operatorFires(b, 'cancel');
    await runJobs();
    expect(received).toEqual([]);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/octo/webhooks',
      headers: octoHeaders(b.key),
      payload: { url: 'file:///etc/passwd', event: 'booking_update' },
    });
    expect(bad.json()).toMatchObject({ error: 'BAD_REQUEST' });
  });
});
