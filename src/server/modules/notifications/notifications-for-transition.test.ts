import { describe, expect, it } from 'vitest';
import { notificationsFor } from './notifications-for-transition';

const flags = (
  isSmsOn: boolean,
  isWhatsappOn: boolean,
  phoneNumber: string | null = '+351912345678',
) => ({
  provider: { isSmsOn, isWhatsappOn, phoneNumber },
});
const emails = ['customer-email', 'provider-email'];

describe('the messages of each transition', () => {
  it.each([
    ['confirm-payment', [...emails, 'provider-sms', 'chat-alert', 'ad-pixel']],
    ['accept', emails],
    ['accept-instantly', emails],
    ['decline', emails],
    ['decline-by-customer', emails],
    ['expire', emails],
    ['expire-payment', ['customer-email']],
    ['cancel', [...emails, 'chat-alert']],
    ['cancel-by-customer', [...emails, 'chat-alert']],
    ['cancel-by-customer-no-refund', [...emails, 'chat-alert']],
    ['update-accepted-booking', [...emails, 'chat-alert']],
    ['update-preauthorized-booking', [...emails, 'chat-alert']],
    ['request-payment', []],
    ['request-payment-after-enquiry', []],
    ['enquire', []],
    // A delivered booking: the traveller's email is the review invitation (issue 48).
    ['complete', ['review-invitation', 'provider-email']],
    ['review-1-by-customer', []],
    ['expire-review-period', []],
  ])('%s sends %j (operator texts on, WhatsApp off)', (transition, kinds) => {
    expect(notificationsFor({ transition, ...flags(true, false) })).toEqual(kinds);
  });

  it('texts the operator by SMS and WhatsApp as their flags say, only for a new request', () => {
    const texts = (isSmsOn: boolean, isWhatsappOn: boolean, phone?: string | null) =>
      notificationsFor({
        transition: 'confirm-payment',
        ...flags(isSmsOn, isWhatsappOn, phone),
      }).filter((k) => k.startsWith('provider-') && k !== 'provider-email');
    expect(texts(false, false)).toEqual([]);
    expect(texts(true, false)).toEqual(['provider-sms']);
    expect(texts(false, true)).toEqual(['provider-whatsapp']);
    expect(texts(true, true)).toEqual(['provider-sms', 'provider-whatsapp']);
    expect(texts(true, true, null)).toEqual([]);
    expect(notificationsFor({ transition: 'accept', ...flags(true, true) })).not.toContain(
      'provider-sms',
    );
  });

  it('an instant booking’s confirmation leaves the emails to its acceptance, a moment later (decision 120)', () => {
    expect(
      notificationsFor({ transition: 'confirm-payment', isInstant: true, ...flags(true, false) }),
    ).toEqual(['provider-sms', 'chat-alert', 'ad-pixel']);
    expect(
      notificationsFor({ transition: 'accept-instantly', isInstant: true, ...flags(true, false) }),
    ).toEqual(emails);
  });
});
