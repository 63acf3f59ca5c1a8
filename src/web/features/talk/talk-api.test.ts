import { describe, expect, it } from 'vitest';
import { isWaitingForViewer } from './talk-api';

describe('what waits for the viewer', () => {
  it.each([
    [['accept', 'decline'], 'preauthorized', 'provider', true],
    [['decline-by-customer'], 'preauthorized', 'customer', false],
    [['confirm-payment'], 'pending-payment', 'customer', true],
    [['review-1-by-customer'], 'delivered', 'customer', true],
    [['review-2-by-provider'], 'reviewed-by-customer', 'provider', true],
    [[], 'reviewed-by-customer', 'customer', false],
    [['cancel'], 'accepted', 'provider', false],
    [[], 'enquiry', 'provider', true],
    [['request-payment-after-enquiry'], 'enquiry', 'customer', false],
  ] as const)('%j in %s for the %s: %s', (availableTransitions, state, viewerRole, expected) => {
    expect(
      isWaitingForViewer({ availableTransitions: [...availableTransitions], state, viewerRole }),
    ).toBe(expected);
  });
});
