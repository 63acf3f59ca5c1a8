import { describe, expect, it } from 'vitest';
import {
  initiateTransactionBodySchema,
  speculativeQuerySchema,
  transitionTransactionBodySchema,
} from './transactions';

const listingId = '0b9c3a52-6a0e-4c51-9f8a-3d3c2b1a0f00';
const booking = {
  bookingStart: '2026-07-10T09:00:00.000Z',
  bookingEnd: '2026-07-10T12:00:00.000Z',
  bookingStartDate: '2026-07-10',
  bookingQuantityAdult: 2,
  bookingQuantityChild: 1,
};

describe('transaction contracts', () => {
  it('accepts the order parameters by their spec names and defaults the rest', () => {
    const body = initiateTransactionBodySchema.parse({
      listingId,
      transition: 'request-payment',
      params: booking,
    });
    expect(body.params).toMatchObject({
      bookingQuantityAdult: 2,
      bookingQuantityChild: 1,
      bookingQuantityInfant: 0,
      hasAffiliate: false,
    });
  });

  it.each([
    [
      'line items from the client (privileged: only the server prices)',
      { ...booking, lineItems: [] },
    ],
    ['a payin total from the client', { ...booking, payinTotal: 1 }],
    ['a negative quantity', { ...booking, bookingQuantityAdult: -1 }],
    ['51 adults', { ...booking, bookingQuantityAdult: 51 }],
    ['a start that is not an instant', { ...booking, bookingStart: 'tomorrow' }],
    ['no end', { ...booking, bookingEnd: undefined }],
  ])('refuses %s', (_label, params) => {
    expect(
      initiateTransactionBodySchema.safeParse({ listingId, transition: 'request-payment', params })
        .success,
    ).toBe(false);
  });

  it('initiates only with request-payment or enquire, and an enquiry needs a message', () => {
    expect(
      initiateTransactionBodySchema.safeParse({ listingId, transition: 'accept', params: booking })
        .success,
    ).toBe(false);
    expect(
      initiateTransactionBodySchema.safeParse({ listingId, transition: 'enquire', params: {} })
        .success,
    ).toBe(false);
    expect(
      initiateTransactionBodySchema.safeParse({
        listingId,
        transition: 'enquire',
        params: { message: 'Is there a pickup?' },
      }).success,
    ).toBe(true);
  });

  it('transitions take a known name and no prices', () => {
    expect(transitionTransactionBodySchema.parse({ transition: 'accept' })).toEqual({
      transition: 'accept',
      params: {},
    });
    expect(
      transitionTransactionBodySchema.safeParse({ transition: 'approve', params: {} }).success,
    ).toBe(false);
    expect(
      transitionTransactionBodySchema.safeParse({ transition: 'accept', params: { lineItems: [] } })
        .success,
    ).toBe(false);
  });

  it('speculative is a boolean flag in the query', () => {
    expect(speculativeQuerySchema.parse({ speculative: 'true' }).speculative).toBe(true);
    expect(speculativeQuerySchema.parse({}).speculative).toBe(false);
    expect(speculativeQuerySchema.safeParse({ speculative: 'yes' }).success).toBe(false);
  });
});
