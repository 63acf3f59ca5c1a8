import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
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
  const [saved, setSaved] = useState(() => repliesOf(user));
  const [replies, setReplies] = useState(saved);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; messageId: string } | null>(
    null,
  );
  const isChanged = JSON.stringify(replies) !== JSON.stringify(saved);
  // A title without a message would be saved but never offered in a conversation (nothing to insert).
  const [missing, setMissing] = useState<ReadonlySet<string>>(() => new Set());
  const messageId = (slot: string) => `${id}-${slot}-message`;
  const save = useMutation({
    mutationFn: (body: QuickRepliesBody) => update('PUT /api/account/quick-replies', body),
    onSuccess: (user) => {
      const next = repliesOf(user);
      setSaved(next);
      setReplies(next);
      setResult({ tone: 'success', messageId: 'accounts.saved' });
    },
    onError: (error) => setResult({ tone: 'error', messageId: errorMessageId(error) }),
  });

  return (
    <form
      className="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setResult(null);
        if (!isChanged) return; // saved only if something changed
        const withoutMessage = quickReplySlots.filter(
          (slot) => replies[slot].title.trim() !== '' && replies[slot].message.trim() === '',
        );
        setMissing(new Set(withoutMessage));
        if (withoutMessage.length > 0) {
          document.getElementById(messageId(withoutMessage[0]!))?.focus();
          return;
        }
        save.mutate(replies);
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
            value={replies[slot].title}
            onChange={(e) =>
              setReplies((r) => ({ ...r, [slot]: { ...r[slot], title: e.target.value } }))
            }
          />
          <TextAreaField
            id={messageId(slot)}
            label={intl.formatMessage({ id: 'accounts.quickReplies.message' })}
            value={replies[slot].message}
            error={
              missing.has(slot) && replies[slot].message.trim() === ''
                ? intl.formatMessage({ id: 'accounts.quickReplies.messageRequired' })
                : undefined
            }
            onChange={(e) =>
              setReplies((r) => ({ ...r, [slot]: { ...r[slot], message: e.target.value } }))
            }
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
