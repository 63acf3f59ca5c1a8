// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '../../../contracts/talk';
import { TestProviders } from '../../test/render-app';
import { ReviewList } from './review-list';

const person = (id: string, displayName: string) => ({
  id,
  displayName,
  abbreviatedName: 'XX',
  bio: null,
  companyName: null,
  isBanned: false,
  isDeleted: false,
  profileImage: null,
});
const review = (id: string, rating: number | null, content: string, isDeleted = false): Review => ({
  id,
  createdAt: '2026-06-20T10:00:00.000Z',
  content,
  rating,
  type: 'ofProvider',
  state: 'public',
  isDeleted,
  author: person('00000000-0000-4000-8000-000000000001', 'Sofia M.'),
  subject: person('00000000-0000-4000-8000-000000000002', 'Ana S.'),
  listing: { id: '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11', title: 'Levada walk' },
});

function answer(body: unknown) {
  const requested: string[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    requested.push(String(input));
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requested;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the review list', () => {
  it('shows the average, each rating’s label, the text, and the deleted-content message', async () => {
    const requested = answer({
      data: [
        review('7c1d2e3f-4a5b-4c6d-8e7f-901234567891', 4, 'Lovely <b>walk</b>'),
        review('7c1d2e3f-4a5b-4c6d-8e7f-901234567892', null, '', true),
      ],
      meta: { page: 1, perPage: 50, totalItems: 2, totalPages: 1 },
      summary: { averageRating: 4, count: 1 },
    });
    render(
      <TestProviders>
        <ReviewList
          about={{ listingId: '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11' }}
          emptyMessageId="talk.reviews.none"
        />
      </TestProviders>,
    );
    expect(await screen.findByText('4 out of 5 · 1 review')).toBeTruthy();
    expect(screen.getByText('Good')).toBeTruthy();
    expect(screen.getByText('Lovely <b>walk</b>')).toBeTruthy();
    expect(screen.getByText('This review has been deleted.')).toBeTruthy();
    expect(requested).toEqual([
      '/api/listings/6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11/reviews?perPage=50',
    ]);
  });

  it('says when there are none', async () => {
    answer({
      data: [],
      meta: { page: 1, perPage: 50, totalItems: 0, totalPages: 0 },
      summary: { averageRating: null, count: 0 },
    });
    render(
      <TestProviders>
        <ReviewList
          about={{ userId: '00000000-0000-4000-8000-000000000002' }}
          emptyMessageId="accounts.profilePage.noReviews"
        />
      </TestProviders>,
    );
    expect(await screen.findByText('No reviews yet.')).toBeTruthy();
  });
});
