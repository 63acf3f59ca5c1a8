import { describe, expect, it } from 'vitest';
import { languages, type Language } from '../../../domain/languages';
import { eur } from '../../../domain/money';
import { buildNotice } from '../../test/booking-notices';
import { renderBookingEmail, type Role } from './booking-email';
import type { BookingNotice } from './booking-notice';
import { emailTemplatesFor, type BookingEmailTemplate } from './notifications-for-transition';

const base = 'https://levada.example';

// How each language writes the fixture's start (Tuesday 1 December 2026, 09:00 Madeira time) and amounts.
const expected: Record<
  Language,
  { date: string; total: RegExp; payout: RegExp; refund: RegExp; adult: string; child: string }
> = {
  en: {
    date: 'Tuesday, 1 December 2026',
    total: /€123\.45/,
    payout: /€86\.42/,
    refund: /€61\.70/,
    adult: '2 × Adult',
    child: '1 × Child',
  },
  pt: {
    date: 'terça-feira, 1 de dezembro de 2026',
    total: /123,45\s€/,
    payout: /86,42\s€/,
    refund: /61,70\s€/,
    adult: '2 × Adulto',
    child: '1 × Criança',
  },
  de: {
    date: 'Dienstag, 1. Dezember 2026',
    total: /123,45\s€/,
    payout: /86,42\s€/,
    refund: /61,70\s€/,
    adult: '2 × Erwachsene',
    child: '1 × Kind',
  },
  es: {
    date: 'martes, 1 de diciembre de 2026',
    total: /123,45\s€/,
    payout: /86,42\s€/,
    refund: /61,70\s€/,
    adult: '2 × Adulto',
    child: '1 × Niño',
  },
  fr: {
    date: 'mardi 1 décembre 2026',
    total: /123,45\s€/,
    payout: /86,42\s€/,
    refund: /61,70\s€/,
    adult: '2 × Adulte',
    child: '1 × Enfant',
  },
};

// Every transition that emails, with the facts its notice carries.
const cases: Array<{ transition: string; extra?: Partial<BookingNotice> }> = [
  { transition: 'confirm-payment' },
  { transition: 'accept' },
  { transition: 'decline' },
  { transition: 'decline-by-customer' },
  { transition: 'expire' },
  { transition: 'expire-payment' },
  { transition: 'cancel', extra: { refund: eur(6170) } },
  { transition: 'cancel-by-customer', extra: { refund: eur(6170) } },
  { transition: 'cancel-by-customer-no-refund', extra: { refund: eur(0) } },
  {
    transition: 'update-accepted-booking',
    extra: {
      previousBooking: {
        start: new Date('2026-11-28T14:30:00Z'),
        end: new Date('2026-11-28T18:30:00Z'),
      },
    },
  },
];

function render(
  transition: string,
  role: Role,
  language: Language,
  extra: Partial<BookingNotice> = {},
) {
  const plain = buildNotice();
  const notice = buildNotice({
    transition,
    customer: { ...plain.customer, language },
    provider: { ...plain.provider, language },
    ...extra,
  });
  const template = emailTemplatesFor(transition)![role] as BookingEmailTemplate;
  return {
    template,
    notice,
    email: renderBookingEmail({ notice, role, template, publicBaseUrl: base }),
  };
}

describe('booking emails', () => {
  for (const { transition, extra } of cases) {
    for (const role of ['customer', 'provider'] as const) {
      if (!emailTemplatesFor(transition)?.[role]) continue;
      it.each(languages)(
        `${transition} to the ${role} in %s names the tour, the other party, the time in the listing's zone and the amount`,
        (language) => {
          const { email } = render(transition, role, language, extra);
          const facts = expected[language];
          expect(email.subject).toContain('Levada do Caldeirão Verde walk');
          for (const body of [email.text, email.html]) {
            expect(body).toContain(facts.date);
            expect(body).toContain('09:00');
            expect(body).toContain(`${facts.adult}, ${facts.child}`);
            expect(body).toContain('Parque Florestal das Queimadas, Santana');
            expect(body).toContain('3F1C2A9E');
          }
          expect(email.html).toContain(`lang="${language}"`);
          // The other party by name (the payment-expired email has no one else in it).
          if (transition !== 'expire-payment')
            expect(email.text).toContain(role === 'customer' ? 'Rui Gomes' : 'Ana Silva');
          // Each reader sees the amount that concerns them: the traveller what they pay, the operator
          // their earnings, but for a request that earned nothing (declined, withdrawn, expired).
          const isEarning = !['decline', 'decline-by-customer', 'expire'].includes(transition);
          if (role === 'customer' || isEarning)
            expect(email.text).toMatch(role === 'customer' ? facts.total : facts.payout);
          else expect(email.text).not.toMatch(facts.payout);
          expect(email.text).not.toMatch(role === 'customer' ? facts.payout : facts.total);
          if (transition === 'cancel' || transition === 'cancel-by-customer')
            expect(email.text).toMatch(facts.refund);
          if (transition.startsWith('update-'))
            expect(email.text).toMatch(/28|Previously|Antes|Vorher|Auparavant/);
          expect(email.text).toContain(
            `${base}/${role === 'customer' ? 'order' : 'sale'}/${buildNotice().transactionId}/details`,
          );
        },
      );
    }
  }

  it('writes the traveller and the operator each in their own language', () => {
    const plain = buildNotice();
    const notice = buildNotice({
      transition: 'accept',
      customer: { ...plain.customer, language: 'de' },
      provider: { ...plain.provider, language: 'fr' },
    });
    expect(
      renderBookingEmail({
        notice,
        role: 'customer',
        template: 'booking-accepted',
        publicBaseUrl: base,
      }).subject,
    ).toBe('Buchung bestätigt: Levada do Caldeirão Verde walk');
    expect(
      renderBookingEmail({
        notice,
        role: 'provider',
        template: 'booking-accepted-provider',
        publicBaseUrl: base,
      }).subject,
    ).toBe('Vous avez accepté une réservation : Levada do Caldeirão Verde walk');
  });

  it('shows summer times in Madeira summer time, not UTC', () => {
    const notice = buildNotice({
      transition: 'accept',
      booking: {
        ...buildNotice().booking,
        start: new Date('2026-07-14T08:00:00Z'),
        end: new Date('2026-07-14T12:00:00Z'),
      },
    });
    const { text } = renderBookingEmail({
      notice,
      role: 'customer',
      template: 'booking-accepted',
      publicBaseUrl: base,
    });
    expect(text).toContain('Tuesday, 14 July 2026 at 09:00 WEST');
    expect(text).not.toContain('08:00');
  });

  it('shows day tours as dates without a time', () => {
    const notice = buildNotice({
      transition: 'accept',
      booking: {
        ...buildNotice().booking,
        isFullDay: true,
        start: new Date('2026-12-01T00:00:00Z'),
        end: new Date('2026-12-02T00:00:00Z'),
      },
    });
    const { text } = renderBookingEmail({
      notice,
      role: 'customer',
      template: 'booking-accepted',
      publicBaseUrl: base,
    });
    expect(text).toContain('When: Tuesday, 1 December 2026\n');
  });

  it('tells the traveller when a refund reaches the card, and not when there is none', () => {
    expect(
      render('cancel-by-customer', 'customer', 'en', { refund: eur(6170) }).email.text,
    ).toContain('2 to 3 business days');
    const none = render('cancel-by-customer-no-refund', 'customer', 'en', { refund: eur(0) }).email
      .text;
    expect(none).toContain('Refund: €0.00');
    expect(none).not.toContain('business days');
  });

  it('tells a traveller whose booking was moved that cancelling before it starts gives everything back', () => {
    const text = render('update-accepted-booking', 'customer', 'en', {
      previousBooking: {
        start: new Date('2026-11-30T09:00:00Z'),
        end: new Date('2026-11-30T13:00:00Z'),
      },
    }).email.text;
    expect(text).toContain(
      'write to the operator or cancel from your booking page: as the operator moved it, cancelling before it starts gives you everything back.',
    );
  });

  it('names the tour by its title in the reader’s language when the operator translated it', () => {
    const plain = buildNotice();
    const translated = {
      ...plain.listing,
      titles: { pt: 'Caminhada na Levada do Caldeirão Verde' },
    };
    const { email: pt } = render('accept', 'customer', 'pt', { listing: translated });
    expect(pt.subject).toContain('Caminhada na Levada do Caldeirão Verde');
    expect(pt.text).not.toContain('Levada do Caldeirão Verde walk');
    // No German title: the original.
    expect(render('accept', 'customer', 'de', { listing: translated }).email.subject).toContain(
      'Levada do Caldeirão Verde walk',
    );
  });

  it('escapes what users wrote', () => {
    const plain = buildNotice();
    const notice = buildNotice({
      customer: { ...plain.customer, firstName: '<b>Ana</b>' },
      listing: { ...plain.listing, title: 'Walk & "talk"' },
    });
    const { html } = renderBookingEmail({
      notice,
      role: 'provider',
      template: 'booking-new-request',
      publicBaseUrl: base,
    });
    expect(html).not.toContain('<b>Ana</b>');
    expect(html).toContain('&lt;b&gt;Ana&lt;/b&gt;');
    expect(html).toContain('Walk &amp; &quot;talk&quot;');
  });
});

describe('the calendar file', () => {
  const ics = (notice: BookingNotice, role: Role, template: BookingEmailTemplate) =>
    renderBookingEmail({ notice, role, template, publicBaseUrl: base }).attachments;

  it('comes with the accepted booking, to both parties, with the exact instants in UTC', () => {
    for (const [role, template] of [
      ['customer', 'booking-accepted'],
      ['provider', 'booking-accepted-provider'],
    ] as const) {
      const [file] = ics(buildNotice({ transition: 'accept' }), role, template);
      expect(file).toMatchObject({
        filename: 'booking.ics',
        contentType: expect.stringContaining('text/calendar'),
      });
      const content = file!.content.replace(/\r?\n[ \t]/g, ''); // unfold long lines
      expect(content).toContain('BEGIN:VEVENT');
      expect(content).toContain('DTSTART:20261201T090000Z');
      expect(content).toContain('DTEND:20261201T130000Z');
      expect(content).toContain('SUMMARY:Levada do Caldeirão Verde walk');
      expect(content).toContain('LOCATION:Parque Florestal das Queimadas\\, Santana');
      expect(content).toContain(`UID:${buildNotice().transactionId}@levada`);
      expect(content).toContain('DTSTAMP:20261120T100000Z');
      expect(content).toContain(`URL:${base}/${role === 'customer' ? 'order' : 'sale'}/`);
    }
  });

  it('says where, with the reference, the meeting point and the operator’s phone, and reminds before the start (issue 45)', () => {
    const plain = buildNotice({ transition: 'accept-instantly' });
    const notice = buildNotice({
      transition: 'accept-instantly',
      reference: 'LV-7KQ2XM',
      listing: { ...plain.listing, geolocation: { lat: 32.7826, lng: -16.9056 } },
      provider: { ...plain.provider, phoneNumber: '+351912345678' },
    });
    const content = ics(notice, 'customer', 'booking-accepted')[0]!.content.replace(
      /\r?\n[ \t]/g,
      '',
    );
    expect(content).toContain('LOCATION:Parque Florestal das Queimadas\\, Santana');
    expect(content).toContain('GEO:32.7826;-16.9056');
    expect(content).toContain('DESCRIPTION:Booking reference: LV-7KQ2XM\\nMeeting point: ');
    expect(content).toContain("Operator's phone: +351912345678");
    expect(content).toMatch(
      /BEGIN:VALARM\r\nACTION:DISPLAY\r\nDESCRIPTION:LV-7KQ2XM\r\nTRIGGER:-PT120M/,
    );
    // The email names the reference and the phone too.
    const { text } = renderBookingEmail({
      notice,
      role: 'customer',
      template: 'booking-accepted',
      publicBaseUrl: base,
    });
    expect(text).toContain('LV-7KQ2XM');
    expect(text).toContain('+351912345678');
    // And leads to the ticket to show the guide; the operator's email has no ticket.
    expect(text).toContain(
      `Your ticket: ${base}/order/${notice.transactionId}/details?view=ticket`,
    );
    const operators = renderBookingEmail({
      notice,
      role: 'provider',
      template: 'booking-accepted-provider',
      publicBaseUrl: base,
    });
    expect(operators.text).not.toContain('view=ticket');
  });

  it('converts a Madeira summer morning to UTC', () => {
    const notice = buildNotice({
      transition: 'accept',
      booking: {
        ...buildNotice().booking,
        start: new Date('2026-07-14T08:00:00Z'),
        end: new Date('2026-07-14T12:00:00Z'),
      },
    });
    expect(ics(notice, 'customer', 'booking-accepted')[0]!.content).toContain(
      'DTSTART:20260714T080000Z',
    );
  });

  it('replaces the event when an accepted booking is moved (same UID, higher SEQUENCE), and not for requests', () => {
    const sequence = (content: string) => Number(/SEQUENCE:(\d+)/.exec(content)![1]);
    const accepted = ics(buildNotice({ transition: 'accept' }), 'customer', 'booking-accepted')[0]!;
    const moved = ics(
      buildNotice({
        transition: 'update-accepted-booking',
        at: new Date('2026-11-25T08:00:00Z'),
        previousBooking: {
          start: new Date('2026-12-01T09:00:00Z'),
          end: new Date('2026-12-01T13:00:00Z'),
        },
      }),
      'customer',
      'booking-rescheduled',
    )[0]!;
    expect(sequence(moved.content)).toBeGreaterThan(sequence(accepted.content));
    expect(
      ics(
        buildNotice({ transition: 'update-preauthorized-booking' }),
        'customer',
        'booking-rescheduled',
      ),
    ).toEqual([]);
    expect(ics(buildNotice({ transition: 'decline' }), 'customer', 'booking-declined')).toEqual([]);
  });
});
