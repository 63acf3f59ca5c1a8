import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { createReviewBodySchema, type CreateReviewBody } from '../../../contracts/talk';
import type { Transaction } from '../../../contracts/transactions';
import { isReviewTransition } from '../../../domain/booking-process';
import { reviewRatings } from '../../../domain/reviews';
import { errorMessageId } from '../../components/feedback/feedback';
import { FormMessage, SubmitButton, TextAreaField } from '../../components/form/form-fields';
import { sendJson } from '../../lib/api';
import { transactionKey } from '../booking/transaction-api';

/** Whether the viewer may review now (the process offers them a review transition). */
export const canReview = (transaction: Pick<Transaction, 'availableTransitions'>) =>
  transaction.availableTransitions.some(isReviewTransition);

/**
 * Leave a review: a 1–5 rating labelled Bad experience … Awesome and a required message. The server
 * picks the first or second review transition (decision 045).
 */
export function ReviewForm({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const form = useForm<CreateReviewBody>({
    resolver: zodResolver(createReviewBodySchema),
    defaultValues: { content: '' },
  });
  const send = useMutation({
    mutationFn: (body: CreateReviewBody) =>
      sendJson('POST', `/api/transactions/${encodeURIComponent(transaction.id)}/reviews`, body),
    onSuccess: () =>
      void queryClient.invalidateQueries({ queryKey: transactionKey(transaction.id) }),
  });
  if (!canReview(transaction)) return null;
  const errors = form.formState.errors;
  const chosen = form.watch('rating');
  return (
    <section className="checkout__card" aria-labelledby="review-form-title">
      <h2 id="review-form-title" className="checkout__subtitle">
        <FormattedMessage id="talk.reviews.leave" />
      </h2>
      <form noValidate onSubmit={form.handleSubmit((body) => send.mutate(body))}>
        <fieldset className="review-form__ratings">
          <legend>
            <FormattedMessage id="talk.reviews.ratingLegend" />
          </legend>
          {reviewRatings.map((rating) => (
            <label key={rating} className="review-form__rating">
              <input
                type="radio"
                name="rating"
                value={rating}
                checked={chosen === rating}
                onChange={() =>
                  form.setValue('rating', rating, { shouldValidate: form.formState.isSubmitted })
                }
              />{' '}
              <FormattedMessage id={`talk.reviews.rating.${rating}`} />
            </label>
          ))}
          {errors.rating ? (
            <p className="field-error" role="alert">
              <FormattedMessage id="talk.reviews.ratingRequired" />
            </p>
          ) : null}
        </fieldset>
        <TextAreaField
          id={`review-${transaction.id}`}
          label={intl.formatMessage({ id: 'talk.reviews.message' })}
          error={
            errors.content ? intl.formatMessage({ id: 'talk.reviews.messageRequired' }) : undefined
          }
          value={form.watch('content')}
          {...form.register('content')}
        />
        <FormMessage id={send.isError ? errorMessageId(send.error) : null} />
        <SubmitButton inProgress={send.isPending}>
          <FormattedMessage id="talk.reviews.submit" />
        </SubmitButton>
      </form>
    </section>
  );
}
