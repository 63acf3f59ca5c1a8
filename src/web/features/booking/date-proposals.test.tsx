// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { DateProposal, Transaction } from '../../../contracts/transactions';
import { apiHandler, setupApiServer } from '../../test/msw';
import { TestProviders } from '../../test/render-app';
import { ActivityFeed } from './activity-feed';
import { DateProposalPanel } from './date-proposals';

const party = (id: string, displayName: string) => ({
  id,
  displayName,
  abbreviatedName: displayName.slice(0, 2),
  bio: null,
  companyName: null,
  isBanned: false,
  isDeleted: false,
  profileImage: null,
});
const proposal: DateProposal = {
  id: '7a0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a12',
  previousStart: '2026-06-12T08:30:00.000Z',
  previousEnd: '2026-06-12T14:30:00.000Z',
  bookingStart: '2026-06-14T08:30:00.000Z',
  bookingEnd: '2026-06-14T14:30:00.000Z',
  proposedAt: '2026-06-01T09:00:00.000Z',
  expiresAt: '2026-06-03T09:00:00.000Z',
  status: 'open',
  closedAt: null,
};
const base = {
  id: '5b0c7a4e-9a41-4e8c-8f0e-2a9d4c1b7e10',
  state: 'accepted',
  transitions: [],
  listing: { id: '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11', timezone: 'Atlantic/Madeira' },
  customer: party('00000000-0000-4000-8000-000000000001', 'Sofia M.'),
  provider: party('00000000-0000-4000-8000-000000000002', 'Ana S.'),
  viewerRole: 'customer',
  dateProposals: [proposal],
} as unknown as Transaction;

const server = setupApiServer();
const posts: string[] = [];
/** Answers the answers to a proposal with `status` and `body`, keeping the paths posted to. */
function answerWith(status: number, body: unknown) {
  const answer = ({ request }: { request: Request }) => {
    posts.push(new URL(request.url).pathname);
    return HttpResponse.json(body as object, { status });
  };
  server.use(
    apiHandler('POST /api/transactions/:id/date-proposals/:proposalId/accept', answer),
    apiHandler('POST /api/transactions/:id/date-proposals/:proposalId/decline', answer),
    apiHandler('POST /api/transactions/:id/date-proposals/:proposalId/withdraw', answer),
  );
}
const renderPanel = (transaction: Transaction) =>
  render(
    <TestProviders>
      <DateProposalPanel transaction={transaction} />
    </TestProviders>,
  );
afterEach(() => {
  cleanup();
  posts.length = 0;
});

describe('a proposed date change', () => {
  it('asks the traveller, naming the old and the new departure, and accepts it', async () => {
    answerWith(200, { data: { ...base, dateProposals: [{ ...proposal, status: 'accepted' }] } });
    renderPanel(base);
    const region = screen.getByRole('region', { name: 'New date proposed' });
    expect(region.textContent).toContain('Ana S. asks to move your booking from Fri, 12 Jun 2026');
    expect(region.textContent).toContain('to Sun, 14 Jun 2026');
    fireEvent.click(within(region).getByRole('button', { name: 'Accept the new date' }));
    await waitFor(() =>
      expect(posts).toEqual([`/api/transactions/${base.id}/date-proposals/${proposal.id}/accept`]),
    );
  });

  it('declines only once confirmed, and says why when it is refused', async () => {
    answerWith(409, {
      error: {
        code: 'transition-reschedule-error',
        message: 'closed',
        details: [{ code: 'proposal-closed' }],
      },
    });
    renderPanel(base);
    fireEvent.click(screen.getByRole('button', { name: 'Decline and cancel with a full refund' }));
    expect(posts).toEqual([]);
    const dialog = screen.getByRole('dialog', { name: 'Cancel this booking?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel with a full refund' }));
    expect(
      await within(dialog).findByText(
        'This proposal is no longer open: it was answered, withdrawn or has lapsed.',
      ),
    ).toBeTruthy();
    expect(posts).toEqual([`/api/transactions/${base.id}/date-proposals/${proposal.id}/decline`]);
  });

  it('lets the operator withdraw it, and shows nothing once it is closed', () => {
    renderPanel({ ...base, viewerRole: 'provider' } as Transaction);
    expect(screen.getByRole('button', { name: 'Withdraw the proposal' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept the new date' })).toBeNull();
    cleanup();
    renderPanel({ ...base, dateProposals: [{ ...proposal, status: 'lapsed' }] } as Transaction);
    expect(screen.queryByRole('region', { name: 'New date proposed' })).toBeNull();
  });

  it('is in the activity feed with the old and the new date: proposed, accepted and the move', () => {
    const closedAt = '2026-06-02T10:00:00.000Z';
    render(
      <TestProviders>
        <ActivityFeed
          transaction={
            {
              ...base,
              viewerRole: 'provider',
              transitions: [
                { createdAt: closedAt, by: 'provider', transition: 'update-accepted-booking' },
              ],
              dateProposals: [{ ...proposal, status: 'accepted', closedAt }],
            } as Transaction
          }
        />
      </TestProviders>,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(items[0]).toMatch(
      /^You proposed moving the booking from Fri, 12 Jun 2026, 09:30 .+ to Sun, 14 Jun 2026, 09:30 .+\./,
    );
    expect(
      items.some((text) => /^Sofia M\. accepted the new date: from Fri, 12 Jun/.test(text)),
    ).toBe(true);
    expect(
      items.some((text) =>
        /You changed the date of the booking\.Moved from Fri, 12 Jun 2026.+ to Sun, 14 Jun 2026/.test(
          text,
        ),
      ),
    ).toBe(true);
  });
});
