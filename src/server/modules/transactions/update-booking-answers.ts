import { eq } from 'drizzle-orm';
import type { BookingAnswersBody } from '../../../contracts/booking-questions';
import type { Transaction } from '../../../contracts/transactions';
import { personsOf } from '../../../domain/booking-questions';
import { AppError } from '../../../domain/errors';
import type { AppDeps } from '../../app-deps';
import { transactions } from '../../db/schema';
import { checkBookingAnswers, isEditableNow } from './booking-answers';
import { toTransactionViews } from './to-transaction-views';
import { lockTransaction } from './transition-transaction';

/**
 * PUT /api/transactions/:id/answers: the traveller changes the lead traveller and the answers of a
 * live booking (requested or confirmed) until 24 h before the start, on the injected clock; checked
 * against the questions as they were asked, by the checkout's schema (decision 137). To anyone but
 * the traveller the booking is not found (404); too late or no longer live: 409 booking-answers-locked.
 */
export async function updateBookingAnswers(
  deps: Pick<AppDeps, 'db' | 'clock' | 'imageStorage'>,
  viewerId: string,
  id: string,
  body: BookingAnswersBody,
): Promise<Transaction> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockTransaction(tx, id);
    if (!locked || locked.customerId !== viewerId)
      throw new AppError('not-found', 'Transaction not found');
    if (!isEditableNow(locked, deps.clock.now()))
      throw new AppError(
        'booking-answers-locked',
        'The answers can be changed until 24 hours before the start of a live booking',
        [{ code: 'answers-locked' }],
      );
    const stored = checkBookingAnswers(
      locked.bookingAnswers?.questions ?? [],
      personsOf({
        adults: locked.quantityAdult,
        children: locked.quantityChild,
        infants: locked.quantityInfant,
      }),
      body,
    );
    await tx
      .update(transactions)
      .set({ bookingAnswers: stored })
      .where(eq(transactions.id, locked.id));
    return { ...locked, bookingAnswers: stored };
  });
  const [view] = await toTransactionViews(deps, [row], viewerId);
  return view!;
}
