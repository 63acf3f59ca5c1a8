import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useLocation, useNavigate } from 'react-router';
import type { PublicListing } from '../../../contracts/listings';
import { sendMessageBodySchema, type SendMessageBody } from '../../../contracts/talk';
import { transactionMessageMaxLength } from '../../../contracts/transactions';
import { useCurrentUser } from '../../auth/use-current-user';
import { errorMessageId } from '../../components/feedback/feedback';
import {
  FormAlert,
  FormMessage,
  SubmitButton,
  TextAreaField,
} from '../../components/form/form-fields';
import { Modal } from '../../components/modal/modal';
import { initiateTransaction } from '../booking/transaction-api';
import { ApiError } from '../../lib/api';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { writeStored } from '../../lib/storage';
import { enquiryDraftKey, enquiryOpenParam } from './enquiry-button';
import { ButtonLink } from '../../components/button/button-link';

/**
 * The enquiry form (loaded when the button is pressed, with its form and schema code): it starts a
 * transaction with the enquire transition and the message, and opens its conversation. A visitor
 * writes first and logs in after; the text is kept.
 */
export function EnquiryDialog({
  isOpen,
  listing,
  initialContent,
  onClose,
}: {
  isOpen: boolean;
  listing: PublicListing;
  initialContent: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const auth = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useForm<SendMessageBody>({
    resolver: zodResolver(sendMessageBodySchema),
    defaultValues: { content: initialContent },
  });
  // One key per enquiry sent: a double submit starts one conversation (decision 090).
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const enquire = useMutation({
    mutationFn: (body: SendMessageBody) =>
      initiateTransaction(
        { listingId: listing.id, transition: 'enquire', params: { message: body.content } },
        { speculative: false, idempotencyKey },
      ),
    onSuccess: async (started) => {
      setIdempotencyKey(newIdempotencyKey());
      writeStored(() => sessionStorage, enquiryDraftKey(listing.id), null);
      await navigate(`/order/${started.data.id}/details`);
    },
  });

  const submit = (body: SendMessageBody) => {
    if (auth.status === 'signed-in') return enquire.mutate(body);
    // Storage blocked: the visitor logs in and writes again; the log-in is not held up for it.
    writeStored(() => sessionStorage, enquiryDraftKey(listing.id), body.content);
    const back = `${location.pathname}?${enquiryOpenParam}=1`;
    void navigate(`/login?from=${encodeURIComponent(back)}`);
  };
  const content = form.watch('content');
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={
        <FormattedMessage
          id="talk.enquiry.title"
          values={{ operator: listing.author.displayName }}
        />
      }
    >
      <form noValidate onSubmit={form.handleSubmit(submit)}>
        <TextAreaField
          id="enquiry-message"
          label={intl.formatMessage({ id: 'talk.enquiry.label' })}
          hint={intl.formatMessage({
            id: auth.status === 'signed-in' ? 'talk.enquiry.hint' : 'talk.enquiry.loginFirst',
          })}
          maxLength={transactionMessageMaxLength}
          error={
            form.formState.errors.content
              ? intl.formatMessage({ id: 'talk.messages.required' })
              : undefined
          }
          value={content}
          {...form.register('content')}
        />
        {enquire.isError ? <EnquiryProblem error={enquire.error} /> : null}
        <SubmitButton inProgress={enquire.isPending}>
          <FormattedMessage id="talk.enquiry.send" />
        </SubmitButton>
      </form>
    </Modal>
  );
}

/**
 * Why the enquiry was not sent, and what to do: verify the email address first (with the way to), or
 * wait for tomorrow past the day's enquiries (decision 090); anything else by its code. The text stays.
 */
export function EnquiryProblem({ error }: { error: unknown }) {
  if (error instanceof ApiError && error.code === 'enquiry-email-not-verified')
    return (
      <FormAlert tone="info">
        <p>
          <FormattedMessage id="talk.enquiry.verifyFirst" />
        </p>
        <p>
          <ButtonLink variant="primary" to="/verify-email">
            <FormattedMessage id="talk.enquiry.verifyLink" />
          </ButtonLink>
        </p>
      </FormAlert>
    );
  if (error instanceof ApiError && error.code === 'enquiry-daily-limit') {
    const detail = error.details[0] ?? {};
    const max = typeof detail.max === 'number' ? detail.max : 0;
    return (
      <FormAlert>
        <p>
          <FormattedMessage
            id={
              detail.code === 'enquiries-per-operator'
                ? 'talk.enquiry.perOperatorLimit'
                : 'talk.enquiry.perDayLimit'
            }
            values={{ max }}
          />
        </p>
      </FormAlert>
    );
  }
  return <FormMessage id={errorMessageId(error)} />;
}
