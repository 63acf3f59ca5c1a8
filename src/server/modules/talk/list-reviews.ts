import { and, avg, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Review, ReviewListResponse } from '../../../contracts/talk';
import { areReviewsPublic } from '../../../domain/reviews';
import type { ImageStorage } from '../../../integrations/image-storage/image-storage';
import type { Db } from '../../db/client';
import { listings, reviews, transactions } from '../../db/schema';
import { loadPublicAuthors } from '../listings/to-public-listing';
import { partyTransaction } from './party-transaction';

type Deps = { db: Db; imageStorage: ImageStorage };

// Double-blind: a review is public once its transaction reached `reviewed`.
const isPublic = eq(transactions.state, 'reviewed');

/** An average rating to one decimal, as every page shows it. */
export const roundRating = (average: number | string): number =>
  Math.round(Number(average) * 10) / 10;

/** Reviews (by id, or any condition) shaped with their author, subject and listing, newest first. */
export async function toReviews(
  deps: Deps,
  by: { ids: string[] } | { where: SQL; limit: number; offset: number },
): Promise<Review[]> {
  const query = deps.db
    .select({ review: reviews, state: transactions.state, listingTitle: listings.title })
    .from(reviews)
    .innerJoin(transactions, eq(transactions.id, reviews.transactionId))
    .innerJoin(listings, eq(listings.id, reviews.listingId))
    .where('ids' in by ? inArray(reviews.id, by.ids) : by.where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  const rows = 'ids' in by ? await query : await query.limit(by.limit).offset(by.offset);
  const people = await loadPublicAuthors(
    deps.db,
    deps.imageStorage,
    rows.flatMap((r) => [r.review.authorId, r.review.subjectId]),
  );
  return rows.map(({ review, state, listingTitle }) => ({
    id: review.id,
    createdAt: review.createdAt.toISOString(),
    content: review.deleted ? '' : review.content,
    rating: review.deleted ? null : review.rating,
    type: review.type as Review['type'],
    state: areReviewsPublic(state) ? 'public' : 'pending',
    isDeleted: review.deleted,
    author: people.get(review.authorId)!,
    subject: people.get(review.subjectId)!,
    listing: { id: review.listingId, title: listingTitle },
  }));
}

/** Public reviews of a listing (the travellers' reviews of its tours) or about a user, newest first, with their average. */
export async function listPublicReviews(
  deps: Deps,
  input: ({ listingId: string } | { subjectId: string }) & { page: number; perPage: number },
): Promise<ReviewListResponse> {
  const about =
    'listingId' in input
      ? and(eq(reviews.listingId, input.listingId), eq(reviews.type, 'ofProvider'))
      : eq(reviews.subjectId, input.subjectId);
  const where = and(about, isPublic)!;
  const [data, [summary]] = await Promise.all([
    toReviews(deps, { where, limit: input.perPage, offset: (input.page - 1) * input.perPage }),
    deps.db
      .select({ n: count(), average: avg(reviews.rating) })
      .from(reviews)
      .innerJoin(transactions, eq(transactions.id, reviews.transactionId))
      .where(and(where, eq(reviews.deleted, false))),
  ]);
  const totalItems =
    (
      await deps.db
        .select({ n: count() })
        .from(reviews)
        .innerJoin(transactions, eq(transactions.id, reviews.transactionId))
        .where(where)
    )[0]?.n ?? 0;
  const average =
    summary?.average === null || summary?.average === undefined
      ? null
      : roundRating(summary.average);
  return {
    data,
    meta: {
      page: input.page,
      perPage: input.perPage,
      totalItems,
      totalPages: Math.ceil(totalItems / input.perPage),
    },
    summary: { averageRating: average, count: summary?.n ?? 0 },
  };
}

/** A transaction's reviews for one of its parties: their own always, the other's only once public. */
export async function listTransactionReviews(
  deps: Deps,
  input: { transactionId: string; viewerId: string },
): Promise<Review[]> {
  await partyTransaction(deps.db, input.transactionId, input.viewerId);
  const where = and(
    eq(reviews.transactionId, input.transactionId),
    or(eq(reviews.authorId, input.viewerId), isPublic),
  )!;
  return toReviews(deps, { where, limit: 2, offset: 0 });
}
