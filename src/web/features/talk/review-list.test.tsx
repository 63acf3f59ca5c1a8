// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Review } from '../../../contracts/talk';
import { apiError, apiHandler, setupApiServer } from '../../test/msw';
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

const server = setupApiServer();
const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

type ReviewPage = {
  data: Review[];
  meta: { page: number; perPage: number; totalItems: number; totalPages: number };
  summary: { averageRating: number | null; count: number };
};
/** Answers the reviews of a listing and of a person with `body`, recording the paths asked. */
function answer(body: ReviewPage) {
  const requested: string[] = [];
  server.use(
    apiHandler('GET /api/listings/:id/reviews', ({ request }) => {
      requested.push(pathOf(request));
      return body;
    }),
    apiHandler('GET /api/users/:id/reviews', ({ request }) => {
      requested.push(pathOf(request));
      return body;
    }),
  );
  return requested;
}

afterEach(() => cleanup());

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
      '/api/listings/6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11/reviews?page=1&perPage=10',
    ]);
    expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull();
  });

  it('pages 10 at a time, newest first: "More reviews" adds the older ones while more exist', async () => {
    const ids = Array.from(
      { length: 12 },
      (_, i) => `7c1d2e3f-4a5b-4c6d-8e7f-9012345678${String(i).padStart(2, '0')}`,
    );
    const requested: string[] = [];
    server.use(
      apiHandler('GET /api/listings/:id/reviews', ({ request, query }) => {
        requested.push(pathOf(request));
        const page = Number(query.get('page'));
        const slice = page === 1 ? ids.slice(0, 10) : ids.slice(10);
        return {
          data: slice.map((id, i) => review(id, 5, `Review number ${(page - 1) * 10 + i + 1}`)),
          meta: { page, perPage: 10, totalItems: 12, totalPages: 2 },
          summary: { averageRating: 5, count: 12 },
        };
      }),
    );
    const { fireEvent } = await import('@testing-library/react');
    render(
      <TestProviders>
        <ReviewList
          about={{ listingId: '6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11' }}
          emptyMessageId="talk.reviews.none"
        />
      </TestProviders>,
    );
    expect(await screen.findByText('5 out of 5 · 12 reviews')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.queryByText('Review number 11')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More reviews' }));
    expect(await screen.findByText('Review number 12')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'More reviews' })).toBeNull();
    expect(requested).toEqual([
      '/api/listings/6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11/reviews?page=1&perPage=10',
      '/api/listings/6f0e2a52-0c1b-4a53-9a0e-3f4f9d9b0a11/reviews?page=2&perPage=10',
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

describe('reviews that could not be loaded (spec 000 §8)', () => {
  it('say so in the reader’s language, with a retry', async () => {
    server.use(apiHandler('GET /api/users/:id/reviews', () => apiError(500, 'internal-error')));
    render(
      <TestProviders locale="de">
        <ReviewList
          about={{ userId: '00000000-0000-4000-8000-000000000002' }}
          emptyMessageId="accounts.profilePage.noReviews"
        />
      </TestProviders>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Das konnte nicht geladen werden.');
    expect(alert.textContent).toContain(
      'Hoppla, etwas ist schiefgelaufen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
  });
});
