import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransitionName } from '../../../domain/booking-process';
import { outboxMessages } from '../../db/schema';
import { runDueJobs } from '../../jobs/job-runner';
import { buildListingSlot, buildOperator, buildUser } from '../../test/factories';
import { createTestApp, type TestContext } from '../../test/test-app';
import {
  buildBookableListing,
  buildTransaction,
  type BuiltTransaction,
} from '../../test/transaction-factories';
import { transitionTransaction } from '../transactions/transition-transaction';
import { formatBookingTime } from './booking-facts';
import { loadBookingNotice } from './load-booking-notice';

// Real bookings through the engine; the engine's transaction-transitioned jobs run the notifications.
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ publicBaseUrl: 'https://levada.example' });
});
afterAll(async () => t.close());

const hour = 3_600_000;
const runJobs = () => runDueJobs(t.app.deps, { log: () => {} });

async function bookWith(state: 'preauthorized' | 'accepted', options: { daysAhead?: number } = {}) {
  const operator = await buildOperator(t.database.db, {
    language: 'pt',
    protectedData: {
      type: 2,
      phoneNumber: '912 345 678',
      newBookingSmsNotification: true,
      newBookingWhatsappNotification: false,
    },
  });
  const customer = await buildUser(t.database.db, { language: 'de' });
  const built = await buildBookableListing(t.app.deps, {
    operatorId: operator.id,
    daysAhead: options.daysAhead ?? 10,
  });
  const booking = await buildTransaction(t.app.deps, {
    state,
    customerId: customer.id,
    listing: { id: built.listing.id, operatorId: operator.id, departure: built.departure },
    quantities: { adults: 2, children: 1 },
  });
  return { booking, customer, operator };
}

const messagesTo = async (userIds: string[], since: Date) =>
  (
    await t.database.db
      .select()
      .from(outboxMessages)
      .where(inArray(outboxMessages.userId, userIds))
      .orderBy(asc(outboxMessages.createdAt))
  ).filter((m) => m.createdAt > since);

const fire = (b: BuiltTransaction, transition: TransitionName, by: 'customer' | 'provider') =>
  transitionTransaction(t.app.deps, {
    transactionId: b.row.id,
    transition,
    params: {},
    caller: { userId: by === 'customer' ? b.customerId : b.providerId },
    isSpeculative: false,
  });

describe('notifications of real transitions', () => {
  it('a paid request tells the traveller and the operator (email in their languages, SMS to the operator) and the team', async () => {
    const since = t.clock.now();
    t.clock.advance(1000);
    const { booking, customer, operator } = await bookWith('preauthorized');
    await runJobs();
    const rows = await messagesTo([customer.id, operator.id], since);
    expect(rows.map((r) => [r.channel, r.template, r.language]).sort()).toEqual(
      [
        ['email', 'booking-request-sent', 'de'],
        ['email', 'booking-new-request', 'pt'],
        ['sms', 'new-booking-request', 'pt'],
      ].sort(),
    );
    const sms = rows.find((r) => r.channel === 'sms')!;
    expect(sms.recipient).toBe('+351912345678');
    const toCustomer = rows.find((r) => r.template === 'booking-request-sent')!;
    // 2 adults at €45 and a child at €20: €110, in German.
    expect(toCustomer.text).toContain('110,00');
    expect(toCustomer.text).toContain(`/order/${booking.row.id}/details`);
    const [chat] = await t.database.db
      .select()
      .from(outboxMessages)
      .where(
        eq(
          outboxMessages.dedupeKey,
          `${booking.row.id}:confirm-payment:${booking.row.lastTransitionedAt.toISOString()}:chat-alert`,
        ),
      );
    expect(chat?.recipient).toBe('#sales');
  });

  it('acceptance sends both parties the calendar file; the operator’s cancellation shows the full refund', async () => {
    const { booking, customer, operator } = await bookWith('preauthorized');
    await runJobs();
    const since = t.clock.now();
    t.clock.advance(1000);
    await fire(booking, 'accept', 'provider');
    await runJobs();
    const accepted = await messagesTo([customer.id, operator.id], since);
    expect(accepted.map((r) => [r.template, r.attachments.map((a) => a.filename)]).sort()).toEqual([
      ['booking-accepted', ['booking.ics']],
      ['booking-accepted-provider', ['booking.ics']],
    ]);

    const cancelledAt = t.clock.now();
    t.clock.advance(1000);
    await fire(booking, 'cancel', 'provider');
    await runJobs();
    const cancelled = await messagesTo([customer.id], cancelledAt);
    expect(cancelled.map((r) => r.template)).toEqual(['booking-cancelled-by-provider']);
    expect(cancelled[0]!.text).toMatch(/Erstattung[^\n]*110,00/);
  });

  it('a traveller cancelling within 24 hours is told there is no refund; the transition never waits for the messages', async () => {
    const { booking, customer, operator } = await bookWith('accepted', { daysAhead: 2 });
    await runJobs();
    const since = t.clock.now();
    t.clock.advance(30 * hour); // now 18 hours or less before the start
    const { row } = await fire(booking, 'cancel-by-customer-no-refund', 'customer');
    expect(row.state).toBe('canceled');
    expect(await messagesTo([customer.id, operator.id], since)).toEqual([]); // nothing sent inside the transition
    await runJobs();
    const rows = await messagesTo([customer.id, operator.id], since);
    expect(rows.map((r) => r.template).sort()).toEqual([
      'booking-cancelled-by-customer',
      'booking-cancelled-no-refund',
    ]);
    expect(rows.find((r) => r.template === 'booking-cancelled-no-refund')!.text).toMatch(
      /Erstattung[^\n]*0,00/,
    );
  });

  it('a reschedule of an accepted booking tells both parties the old time and the new', async () => {
    const { booking, customer, operator } = await bookWith('accepted');
    await runJobs();
    const oldStart = booking.departure.start;
    const slot = await buildListingSlot(t.database.db, {
      listingId: booking.listingId,
      startAt: new Date(oldStart.getTime() + 24 * hour),
    });
    const since = t.clock.now();
    t.clock.advance(1000);
    await transitionTransaction(t.app.deps, {
      transactionId: booking.row.id,
      transition: 'update-accepted-booking',
      params: { bookingStart: slot.startAt.toISOString(), bookingEnd: slot.endAt.toISOString() },
      caller: { userId: booking.providerId },
      isSpeculative: false,
    });
    await runJobs();
    const rows = await messagesTo([customer.id, operator.id], since);
    const email = (template: string) => rows.find((r) => r.template === template)!.text;
    // Each in the reader's language, in the tour's time zone: the traveller reads German, the operator Portuguese.
    const at = (date: Date, language: 'de' | 'pt') =>
      formatBookingTime(
        date,
        { listing: { timeZone: 'Atlantic/Madeira' }, booking: { isFullDay: false } } as never,
        language,
      );
    expect(email('booking-rescheduled')).toContain(`Vorher: ${at(oldStart, 'de')}`);
    expect(email('booking-rescheduled')).toContain(`Wann: ${at(slot.startAt, 'de')}`);
    expect(email('booking-rescheduled-provider')).toContain(`Antes: ${at(oldStart, 'pt')}`);
    expect(email('booking-rescheduled-provider')).toContain(at(slot.startAt, 'pt'));
  });

  it('gives the traveller the operator’s meeting point with the address, in the email and the calendar file', async () => {
    const operator = await buildOperator(t.database.db);
    const customer = await buildUser(t.database.db);
    const built = await buildBookableListing(t.app.deps, {
      operatorId: operator.id,
      publicData: {
        location: { address: 'Funchal, Madeira, Portugal', building: 'Pico do Areeiro car park' },
      },
    });
    const booking = await buildTransaction(t.app.deps, {
      state: 'preauthorized',
      customerId: customer.id,
      listing: { id: built.listing.id, operatorId: operator.id, departure: built.departure },
    });
    await runJobs();
    const since = t.clock.now();
    t.clock.advance(1000);
    await fire(booking, 'accept', 'provider');
    await runJobs();
    const [accepted] = await messagesTo([customer.id], since);
    expect(accepted!.template).toBe('booking-accepted');
    expect(accepted!.text).toMatch(
      /Meeting point: Pico do Areeiro car park, Funchal, Madeira, Portugal\n/,
    );
    const calendar = accepted!.attachments.find((a) => a.filename === 'booking.ics')!;
    expect(calendar.content.replace(/\r\n /g, '')).toContain(
      'LOCATION:Pico do Areeiro car park\\, Funchal\\, Madeira\\, Portugal',
    );
  });

  it('reads nothing for a transaction that does not exist', async () => {
    expect(
      await loadBookingNotice(t.app.deps, {
        transactionId: crypto.randomUUID(),
        transition: 'accept',
        by: 'provider',
        at: t.clock.now(),
      }),
    ).toBeNull();
  });
});
