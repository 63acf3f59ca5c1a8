import { describe, expect, it } from 'vitest';
import {
  declineTransitionOf,
  isProposalOpen,
  proposalExpiryOf,
  updateTransitionOf,
} from './date-proposal';

const at = (iso: string) => new Date(iso);

describe('date proposals', () => {
  it('lapse after 48 hours, or at the current or proposed start when that is sooner', () => {
    const proposedAt = at('2026-06-01T09:00:00Z');
    expect(
      proposalExpiryOf({
        proposedAt,
        currentStart: at('2026-06-10T09:00:00Z'),
        proposedStart: at('2026-06-11T09:00:00Z'),
      }),
    ).toEqual(at('2026-06-03T09:00:00Z'));
    expect(
      proposalExpiryOf({
        proposedAt,
        currentStart: at('2026-06-02T08:00:00Z'),
        proposedStart: at('2026-06-05T09:00:00Z'),
      }),
    ).toEqual(at('2026-06-02T08:00:00Z'));
    expect(
      proposalExpiryOf({
        proposedAt,
        currentStart: at('2026-06-05T08:00:00Z'),
        proposedStart: at('2026-06-01T18:00:00Z'),
      }),
    ).toEqual(at('2026-06-01T18:00:00Z'));
  });

  it('are open until answered, withdrawn or expired', () => {
    const expiresAt = at('2026-06-03T09:00:00Z');
    expect(isProposalOpen({ outcome: null, expiresAt }, at('2026-06-03T08:59:59Z'))).toBe(true);
    expect(isProposalOpen({ outcome: null, expiresAt }, expiresAt)).toBe(false);
    expect(isProposalOpen({ outcome: 'withdrawn', expiresAt }, at('2026-06-01T00:00:00Z'))).toBe(
      false,
    );
  });

  it("move the booking by the spec's update transition of its state, and are declined with everything back", () => {
    expect(updateTransitionOf('preauthorized')).toBe('update-preauthorized-booking');
    expect(updateTransitionOf('accepted')).toBe('update-accepted-booking');
    expect(updateTransitionOf('canceled')).toBeNull();
    expect(updateTransitionOf('delivered')).toBeNull();
    expect(declineTransitionOf('accepted')).toBe('cancel');
    expect(declineTransitionOf('preauthorized')).toBe('decline-by-customer');
    expect(declineTransitionOf('declined')).toBeNull();
  });
});
