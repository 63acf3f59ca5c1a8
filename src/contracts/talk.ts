// Messages on a transaction, reviews and the notification count (issue 9; spec 000 §3 Message, Review).
import { z } from 'zod';
import { reviewMaxLength, reviewRatings } from '../domain/reviews';
import { multilineSchema, pageParam, paginationSchema } from './common';
import { publicAuthorSchema } from './listings';
import { transactionMessageMaxLength } from './transactions';

/** Trimmed, 1 to `max` characters: an empty message or review is refused, not stored. */
const textOf = (max: number) => multilineSchema.trim().min(1).max(max);

export const sendMessageBodySchema = z.strictObject({
  content: textOf(transactionMessageMaxLength),
});
export type SendMessageBody = z.infer<typeof sendMessageBodySchema>;

export const messagesQuerySchema = z.object({
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(100).default(100),
});

export const messageSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  content: z.string(),
  sender: publicAuthorSchema,
});
export type Message = z.infer<typeof messageSchema>;

/** Newest first, so page 2 holds the older messages. */
export const messageListResponseSchema = z.object({
  data: z.array(messageSchema),
  meta: paginationSchema,
});
export type MessageListResponse = z.infer<typeof messageListResponseSchema>;
export const messageResponseSchema = z.object({ data: messageSchema });

export const createReviewBodySchema = z.strictObject({
  rating: z
    .number()
    .int()
    .min(Math.min(...reviewRatings))
    .max(Math.max(...reviewRatings)),
  content: textOf(reviewMaxLength),
});
export type CreateReviewBody = z.infer<typeof createReviewBodySchema>;

export const reviewSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  /** Empty for a deleted review, which shows the deleted-content message instead. */
  content: z.string(),
  rating: z.number().int().nullable(),
  type: z.enum(['ofProvider', 'ofCustomer']),
  /** pending until both sides reviewed or the review period expired (double-blind). */
  state: z.enum(['public', 'pending']),
  isDeleted: z.boolean(),
  author: publicAuthorSchema,
  subject: publicAuthorSchema,
  listing: z.object({ id: z.uuid(), title: z.string() }),
});
export type Review = z.infer<typeof reviewSchema>;
export const reviewResponseSchema = z.object({ data: reviewSchema });

export const reviewsQuerySchema = z.object({
  page: pageParam,
  perPage: z.coerce.number().int().min(1).max(50).default(10),
});
export const reviewListResponseSchema = z.object({
  data: z.array(reviewSchema),
  meta: paginationSchema,
  /** Over every public review of the listing or user, not only this page. */
  summary: z.object({ averageRating: z.number().nullable(), count: z.number().int() }),
});
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>;

/** The reviews of one transaction its parties may read: their own always, the other's once public. */
export const transactionReviewsResponseSchema = z.object({ data: z.array(reviewSchema) });
export type TransactionReviewsResponse = z.infer<typeof transactionReviewsResponseSchema>;

export const notificationCountResponseSchema = z.object({
  data: z.object({ count: z.number().int() }),
});
export type NotificationCountResponse = z.infer<typeof notificationCountResponseSchema>;
