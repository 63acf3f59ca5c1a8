import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { CurrentUser, QuickRepliesBody } from '../../../contracts/accounts';
import { quickReplySlots, userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { errorMessageId, PageSkeleton } from '../../components/feedback/feedback';
import {
  SubmitButton,
  TextAreaField,
  TextField,
  FormMessage,
} from '../../components/form/form-fields';
import { useAccountUpdate } from '../../features/accounts/account-api';
import { AccountSettingsLayout } from '../../features/accounts/account-nav';
import { useDocumentTitle } from '../../lib/use-document-title';

const emptyReplies = (): QuickRepliesBody =>
  Object.fromEntries(
    quickReplySlots.map((slot) => [slot, { title: '', message: '' }]),
  ) as QuickRepliesBody;

function repliesOf(user: CurrentUser): QuickRepliesBody {
  const stored = (user.protectedData.quickReplies ?? {}) as Partial<QuickRepliesBody>;
  const replies = emptyReplies();
  for (const slot of quickReplySlots) {
    replies[slot] = { title: stored[slot]?.title ?? '', message: stored[slot]?.message ?? '' };
  }
  return replies;
}

/** /account/quick-replies (operators): three saved answers, each a title and a message. */
export default function QuickRepliesPage() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  useDocumentTitle(intl.formatMessage({ id: 'accounts.quickReplies.title' }));
  if (!user) return <PageSkeleton />;
  return (
    <AccountSettingsLayout user={user} titleId="accounts.quickReplies.title">
      {user.type === userTypes.operator ? (
        <QuickRepliesForm key={user.id} user={user} />
      ) : (
        <p className="account-page__lead">
          <FormattedMessage id="accounts.quickReplies.operatorsOnly" />
        </p>
      )}
    </AccountSettingsLayout>
  );
}

function QuickRepliesForm({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const id = useId();
  const update = useAccountUpdate();
  const form = useForm<QuickRepliesBody>({ defaultValues: repliesOf(user) });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; messageId: string } | null>(
    null,
  );
  const isChanged = form.formState.isDirty;
  const save = useMutation({
    mutationFn: (body: QuickRepliesBody) => update('PUT /api/account/quick-replies', body),
    onSuccess: (user) => {
      form.reset(repliesOf(user));
      setResult({ tone: 'success', messageId: 'accounts.saved' });
    },
    onError: (error) => setResult({ tone: 'error', messageId: errorMessageId(error) }),
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        setResult(null);
        // Saved only if something changed; the first message missing is focused.
        void form.handleSubmit((replies) => {
          if (isChanged) save.mutate(replies);
        })(event);
      }}
    >
      <p className="account-page__lead">
        <FormattedMessage id="accounts.quickReplies.lead" />
      </p>
      {quickReplySlots.map((slot, index) => (
        <fieldset key={slot} className="account-page__section quick-reply">
          <legend className="account-page__section-title">
            <FormattedMessage id="accounts.quickReplies.slot" values={{ number: index + 1 }} />
          </legend>
          <TextField
            id={`${id}-${slot}-title`}
            label={intl.formatMessage({ id: 'accounts.quickReplies.replyTitle' })}
            maxLength={100}
            {...form.register(`${slot}.title`)}
          />
          <TextAreaField
            id={`${id}-${slot}-message`}
            label={intl.formatMessage({ id: 'accounts.quickReplies.message' })}
            error={form.formState.errors[slot]?.message?.message}
            value={form.watch(`${slot}.message`)}
            {...form.register(`${slot}.message`, {
              // A title without a message would be saved but never offered in a conversation.
              validate: (message, replies) =>
                replies[slot].title.trim() === '' ||
                message.trim() !== '' ||
                'accounts.quickReplies.messageRequired',
            })}
          />
        </fieldset>
      ))}
      <FormMessage id={result?.messageId} tone={result?.tone} />
      <SubmitButton inProgress={save.isPending} disabled={!isChanged}>
        <FormattedMessage id="accounts.save" />
      </SubmitButton>
    </form>
  );
}
