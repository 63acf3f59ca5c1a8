import { zodResolver } from '@hookform/resolvers/zod';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { QuickReply } from '../../../contracts/accounts';
import { sendMessageBodySchema, type Message, type SendMessageBody } from '../../../contracts/talk';
import { transactionMessageMaxLength } from '../../../contracts/transactions';
import { FormMessage, SubmitButton, TextAreaField } from '../../components/form/form-fields';
import { errorMessageId } from '../../components/feedback/feedback';
import { callApi } from '../../lib/api-client';
import { failureMessageId } from '../../lib/failure-message';
import { onMessageSent, talkKeys } from './talk-keys';
import { Button } from '../../components/button/button';

/** The messages of a transaction, 100 a page, newest page first; `fetchNextPage` loads older ones. */
export function useMessages(transactionId: string) {
  const query = useInfiniteQuery({
    queryKey: talkKeys.messages(transactionId),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(
        'GET /api/transactions/:id/messages',
        { params: { id: transactionId }, query: { page: pageParam } },
        { signal },
      ),
    getNextPageParam: (last) =>
      last.meta.page < last.meta.totalPages ? last.meta.page + 1 : undefined,
  });
  const messages: Message[] = query.data?.pages.flatMap((page) => page.data) ?? [];
  return { query, messages };
}

/** Loading the messages failed (spec 000 §8): said so, with a retry; the rest of the page stands. */
export function MessagesLoadFailed({ query }: { query: ReturnType<typeof useMessages>['query'] }) {
  if (!query.isError) return null;
  return (
    <div className="form-error" role="alert">
      <p>
        <FormattedMessage id="talk.messages.loadFailed" />
      </p>
      <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
        <FormattedMessage id="common.tryAgain" />
      </Button>
    </div>
  );
}

/** "Older messages" while more exist (spec 000 §4). */
export function OlderMessagesButton({ query }: { query: ReturnType<typeof useMessages>['query'] }) {
  if (!query.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      size="small"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      <FormattedMessage id="talk.messages.older" />
    </Button>
  );
}

/** Writes to the other party; operators may start from one of their quick replies. */
export function MessageForm({
  transactionId,
  quickReplies = [],
}: {
  transactionId: string;
  quickReplies?: QuickReply[];
}) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const form = useForm<SendMessageBody>({
    resolver: zodResolver(sendMessageBodySchema),
    defaultValues: { content: '' },
  });
  const send = useMutation({
    mutationFn: (body: SendMessageBody) =>
      callApi('POST /api/transactions/:id/messages', { params: { id: transactionId }, body }),
    onSuccess: () => {
      form.reset({ content: '' });
      void onMessageSent(queryClient, transactionId);
    },
  });
  const content = form.watch('content');
  const error = form.formState.errors.content
    ? intl.formatMessage({ id: 'talk.messages.required' })
    : undefined;
  return (
    <form
      className="message-form"
      noValidate
      onSubmit={form.handleSubmit((body) => send.mutate(body))}
    >
      {quickReplies.length > 0 ? (
        <div
          className="message-form__quick"
          role="group"
          aria-label={intl.formatMessage({ id: 'talk.messages.quickReplies' })}
        >
          {quickReplies.map((reply, index) => (
            <Button
              variant="secondary"
              size="small"
              key={index}
              onClick={() => {
                // Added after what is already typed, never in its place.
                const typed = form.getValues('content').trimEnd();
                const content = typed ? `${typed}\n\n${reply.message}` : reply.message;
                form.setValue('content', content, { shouldValidate: true });
              }}
            >
              {reply.title.trim() ||
                (reply.message.length > 40 ? `${reply.message.slice(0, 40)}…` : reply.message)}
            </Button>
          ))}
        </div>
      ) : null}
      <TextAreaField
        id={`message-${transactionId}`}
        label={intl.formatMessage({ id: 'talk.messages.label' })}
        maxLength={transactionMessageMaxLength}
        error={error}
        value={content}
        {...form.register('content')}
      />
      <FormMessage
        id={
          send.isError
            ? failureMessageId(send.error, 'talk.messages.sendFailed', errorMessageId(send.error))
            : null
        }
      />
      <SubmitButton inProgress={send.isPending}>
        <FormattedMessage id="talk.messages.send" />
      </SubmitButton>
    </form>
  );
}
