import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import type { PublicListing } from '../../../contracts/listings';
import { sendMessageBodySchema, type SendMessageBody } from '../../../contracts/talk';
import { transactionMessageMaxLength } from '../../../contracts/transactions';
import { useCurrentUser } from '../../auth/use-current-user';
import { errorMessageId } from '../../components/feedback/feedback';
import { FormMessage, SubmitButton, TextAreaField } from '../../components/form/form-fields';
import { Modal } from '../../components/modal/modal';
import { initiateTransaction } from '../booking/transaction-api';

// A visitor's text waits here while they log in (this tab only), then the form opens with it.
const draftKey = (listingId: string) => `levada:enquiry:${listingId}`;
const openParam = 'enquire';

/**
 * "Send enquiry" on the listing page (spec 000 §2): a question to the operator before booking. It
 * starts a transaction with the enquire transition and the message, and opens its conversation.
 * A visitor writes first and logs in after; the text is kept.
 */
export function EnquiryButton({ listing }: { listing: PublicListing }) {
  const intl = useIntl();
  const auth = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const isReturning = new URLSearchParams(location.search).has(openParam);
  const [isOpen, setIsOpen] = useState(false);
  const form = useForm<SendMessageBody>({
    resolver: zodResolver(sendMessageBodySchema),
    defaultValues: { content: '' },
  });
  const enquire = useMutation({
    mutationFn: (body: SendMessageBody) =>
      initiateTransaction(
        { listingId: listing.id, transition: 'enquire', params: { message: body.content } },
        { speculative: false },
      ),
    onSuccess: async (started) => {
      sessionStorage.removeItem(draftKey(listing.id));
      await navigate(`/order/${started.data.id}/details`);
    },
  });

  // Back from logging in: the form opens again with the text written before.
  useEffect(() => {
    if (!isReturning || auth.status !== 'signed-in') return;
    form.reset({ content: sessionStorage.getItem(draftKey(listing.id)) ?? '' });
    setIsOpen(true);
  }, [isReturning, auth.status, form, listing.id]);

  if (auth.user?.id === listing.author.id) return null;
  const submit = (body: SendMessageBody) => {
    if (auth.status === 'signed-in') return enquire.mutate(body);
    sessionStorage.setItem(draftKey(listing.id), body.content);
    const back = `${location.pathname}?${openParam}=1`;
    void navigate(`/login?from=${encodeURIComponent(back)}`);
  };
  const content = form.watch('content');
  return (
    <>
      <button
        type="button"
        className="button button--secondary enquiry-button"
        onClick={() => setIsOpen(true)}
      >
        <FormattedMessage id="talk.enquiry.open" />
      </button>
      <Modal
        isOpen={isOpen}
        onClose={() => setIsOpen(false)}
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
          <FormMessage id={enquire.isError ? errorMessageId(enquire.error) : null} />
          <SubmitButton inProgress={enquire.isPending}>
            <FormattedMessage id="talk.enquiry.send" />
          </SubmitButton>
        </form>
      </Modal>
    </>
  );
}
