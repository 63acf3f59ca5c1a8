import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { createReviewBodySchema, type CreateReviewBody } from '../../../contracts/talk';
import type { Transaction } from '../../../contracts/transactions';
import { isReviewTransition } from '../../../domain/booking-process';
import { reviewMaxLength, reviewRatings } from '../../../domain/reviews';
import { errorMessageId } from '../../components/feedback/feedback';
import { failureMessageId } from '../../lib/failure-message';
import { FormMessage, SubmitButton, TextAreaField } from '../../components/form/form-fields';
import { Modal } from '../../components/modal/modal';
import { callApi } from '../../lib/api-client';
import { transactionKey } from '../booking/transaction-api';
import { usePersonName } from '../accounts/use-person-name';
import { onReviewed, talkKeys } from './talk-keys';
import { Button } from '../../components/button/button';

/** Whether the viewer may review now (the process offers them a review transition). */
export const canReview = (transaction: Pick<Transaction, 'availableTransitions'>) =>
  transaction.availableTransitions.some(isReviewTransition);

/** The reviews of a transaction the viewer may read: their own always, the other's once published. */
export const transactionReviewsQuery = (transactionId: string) =>
  queryOptions({
    queryKey: talkKeys.transactionReviews(transactionId),
    queryFn: ({ signal }) =>
      callApi(
        'GET /api/transactions/:id/reviews',
        { params: { id: transactionId } },
        { signal },
      ).then((r) => r.data),
  });

/**
 * "Leave a review" once the tour took place, for whoever may still review (spec 000 §4): after the
 * other side reviewed first, the second-review link says so. It opens the review modal.
 */
export function ReviewPrompt({ transaction }: { transaction: Transaction }) {
  const [isOpen, setOpen] = useState(false);
  const personName = usePersonName();
  if (!canReview(transaction)) return null;
  const otherRole = transaction.viewerRole === 'customer' ? 'provider' : 'customer';
  const isSecond = transaction.state === `reviewed-by-${otherRole}`;
  const other = personName(transaction[otherRole]);
  return (
    <section className="checkout__card review-prompt" aria-labelledby="review-prompt-title">
      <h2 id="review-prompt-title" className="checkout__subtitle">
        <FormattedMessage id="talk.reviews.promptTitle" />
      </h2>
      <p>
        <FormattedMessage
          id={isSecond ? 'talk.reviews.promptSecond' : 'talk.reviews.promptFirst'}
          values={{ name: other }}
        />
      </p>
      <Button variant="primary" onClick={() => setOpen(true)}>
        <FormattedMessage id="talk.reviews.leave" />
      </Button>
      <Modal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={<FormattedMessage id="talk.reviews.modalTitle" values={{ name: other }} />}
      >
        <ReviewForm transaction={transaction} onDone={() => setOpen(false)} />
      </Modal>
    </section>
  );
}

/**
 * The review modal's form: a 1–5 rating labelled Bad experience … Awesome and a required message. The
 * server picks the first or second review transition under the row lock (decision 045).
 */
function ReviewForm({ transaction, onDone }: { transaction: Transaction; onDone: () => void }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const form = useForm<CreateReviewBody>({
    resolver: zodResolver(createReviewBodySchema),
    defaultValues: { content: '' },
    // The rating comes first on the form, so a missing one is where focus goes (see onInvalid).
    shouldFocusError: false,
  });
  const firstRating = useRef<HTMLInputElement>(null);
  const send = useMutation({
    mutationFn: (body: CreateReviewBody) =>
      callApi('POST /api/transactions/:id/reviews', { params: { id: transaction.id }, body }),
    onSuccess: async () => {
      await onReviewed(queryClient, transaction.id, transactionKey(transaction.id));
      onDone();
    },
  });
  const errors = form.formState.errors;
  const chosen = form.watch('rating');
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(
        (body) => send.mutate(body),
        (invalid) => (invalid.rating ? firstRating.current?.focus() : form.setFocus('content')),
      )}
    >
      <fieldset className="review-form__ratings">
        <legend>
          <FormattedMessage id="talk.reviews.ratingLegend" />
        </legend>
        {reviewRatings.map((rating) => (
          <label key={rating} className="review-form__rating">
            <input
              ref={rating === reviewRatings[0] ? firstRating : undefined}
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
          <p className="field__error" role="alert">
            <FormattedMessage id="talk.reviews.ratingRequired" />
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        id={`review-${transaction.id}`}
        label={intl.formatMessage({ id: 'talk.reviews.message' })}
        maxLength={reviewMaxLength}
        error={
          errors.content ? intl.formatMessage({ id: 'talk.reviews.messageRequired' }) : undefined
        }
        value={form.watch('content')}
        {...form.register('content')}
      />
      <FormMessage
        id={
          send.isError
            ? failureMessageId(send.error, 'talk.reviews.sendFailed', errorMessageId(send.error))
            : null
        }
      />
      <SubmitButton inProgress={send.isPending}>
        <FormattedMessage id="talk.reviews.submit" />
      </SubmitButton>
    </form>
  );
}
