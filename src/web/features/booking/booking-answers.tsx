import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BookingAnswersView } from '../../../contracts/booking-questions';
import type { Transaction } from '../../../contracts/transactions';
import { FormMessage } from '../../components/form/form-fields';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { callApi } from '../../lib/api-client';
import {
  answersDefaults,
  BookingAnswersFields,
  BookingAnswersList,
  useBookingAnswersForm,
  type BookingAnswersFormValues,
} from './booking-answers-form';
import { answersErrorMessageId } from './booking-errors';
import { transactionKey } from './transaction-api';
import { Button } from '../../components/button/button';

const saveAnswers = (id: string, body: BookingAnswersFormValues) =>
  callApi('PUT /api/transactions/:id/answers', { params: { id }, body }).then((r) => r.data);

/**
 * The lead traveller and the answers to the booking questions (issue 45 item 2): on the sale page
 * for the operator (the lead traveller is in the trip facts there), on the order page for the
 * traveller, who changes them until 24 h before the start.
 */
export function BookingAnswersSection({ transaction }: { transaction: Transaction }) {
  const view = transaction.bookingAnswers;
  const isCustomer = transaction.viewerRole === 'customer';
  const [isEditing, setEditing] = useState(false);
  if (!view || (!isCustomer && view.questions.length === 0)) return null;
  return (
    <section className="checkout__card" aria-labelledby="booking-answers-title">
      <h2 id="booking-answers-title" className="checkout__subtitle">
        <FormattedMessage id="booking.answers.title" />
      </h2>
      {isEditing && view.isEditable ? (
        <EditAnswers transaction={transaction} view={view} onDone={() => setEditing(false)} />
      ) : (
        <>
          <BookingAnswersList view={isCustomer ? view : { ...view, leadTraveller: null }} />
          {view.isEditable && view.editableUntil ? (
            <>
              <p className="checkout__hint">
                <EditableUntil at={view.editableUntil} timeZone={transaction.listing.timezone} />
              </p>
              <Button onClick={() => setEditing(true)}>
                <FormattedMessage id="booking.answers.edit" />
              </Button>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

function EditableUntil({ at, timeZone }: { at: string; timeZone: string }) {
  const intl = useIntl();
  return (
    <FormattedMessage
      id="booking.answers.editableUntil"
      values={{
        date: intl.formatDate(new Date(at), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone,
        }),
      }}
    />
  );
}

function EditAnswers({
  transaction,
  view,
  onDone,
}: {
  transaction: Transaction;
  view: BookingAnswersView;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const form = useBookingAnswersForm(
    view.questions,
    view.persons,
    answersDefaults(
      view.questions,
      view.persons,
      {
        fullName: view.leadTraveller?.fullName ?? '',
        phone: view.leadTraveller?.phone ?? '',
      },
      view.answers,
    ),
  );
  const save = useMutation({
    mutationFn: (values: BookingAnswersFormValues) => saveAnswers(transaction.id, values),
    onSuccess: (saved) => {
      queryClient.setQueryData(transactionKey(saved.id), saved);
      onDone();
    },
  });
  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => void form.handleSubmit((values) => save.mutate(values))(event)}
    >
      <FormMessage id={save.error ? answersErrorMessageId(save.error) : null} />
      <BookingAnswersFields
        form={form}
        questions={view.questions}
        persons={view.persons}
        idPrefix="edit-answers"
        disabled={save.isPending}
      />
      <div className="form-actions">
        <Button onClick={onDone} disabled={save.isPending}>
          <FormattedMessage id="booking.answers.cancel" />
        </Button>
        <Button
          type="submit"
          variant="primary"
          disabled={save.isPending}
          aria-busy={save.isPending}
        >
          <FormattedMessage id="booking.answers.save" />
        </Button>
      </div>
    </form>
  );
}
