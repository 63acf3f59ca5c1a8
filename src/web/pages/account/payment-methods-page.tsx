import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { PageSkeleton } from '../../components/feedback/feedback';
import { FormMessage } from '../../components/form/form-fields';
import { AccountSettingsLayout } from '../../features/accounts/account-nav';
import { CardForm } from '../../features/payments/card-form';
import type { CardPaymentError } from '../../features/payments/confirm-card-payment';
import { confirmCardSetup } from '../../features/payments/confirm-card-setup';
import {
  deleteSavedCard,
  savedCardsQuery,
  setDefaultSavedCard,
} from '../../features/payments/payments-api';
import { SavedCardLabel } from '../../features/payments/saved-card-choice';
import { useThreeDSecureChallenge } from '../../features/payments/three-d-secure-challenge';
import { publicConfigQuery } from '../../lib/public-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageMessages } from '../../i18n/page-messages';
import { Button } from '../../components/button/button';

// Its messages ship with it, not in the catalogue every first visit downloads (decision 051).
const bundles = ['payments'] as const;

export default function PaymentMethodsPage() {
  return (
    <PageMessages bundles={bundles}>
      <PaymentMethodsPageContent />
    </PageMessages>
  );
}

/** /account/payment-methods (customers, spec 001 §2): saved cards, add one, make one the default, delete. */
function PaymentMethodsPageContent() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  useDocumentTitle(intl.formatMessage({ id: 'payments.methods.title' }));
  if (!user) return <PageSkeleton />;
  return (
    <AccountSettingsLayout user={user} titleId="payments.methods.title">
      {user.type === userTypes.customer ? (
        <PaymentMethods />
      ) : (
        <p className="account-page__lead">
          <FormattedMessage id="payments.methods.customersOnly" />
        </p>
      )}
    </AccountSettingsLayout>
  );
}

function PaymentMethods() {
  const queryClient = useQueryClient();
  const cards = useQuery(savedCardsQuery());
  const config = useQuery(publicConfigQuery());
  const challenge = useThreeDSecureChallenge();
  const [message, setMessage] = useState<{ id: string; tone: 'success' | 'error' } | null>(null);
  const [cardError, setCardError] = useState<CardPaymentError | null>(null);
  // A new key empties the card form once its card is saved.
  const [formKey, setFormKey] = useState(0);
  const refresh = () => queryClient.invalidateQueries({ queryKey: savedCardsQuery().queryKey });

  const makeDefault = useMutation({
    mutationFn: setDefaultSavedCard,
    onSuccess: () => refresh(),
    onError: () => setMessage({ id: 'payments.methods.defaultFailed', tone: 'error' }),
  });
  const remove = useMutation({
    mutationFn: deleteSavedCard,
    onSuccess: () => {
      setMessage({ id: 'payments.methods.deleted', tone: 'success' });
      return refresh();
    },
    onError: () => setMessage({ id: 'payments.methods.deleteFailed', tone: 'error' }),
  });

  if (cards.isPending || config.isPending) return <PageSkeleton />;
  if (cards.isError || config.isError) return <FormMessage id="payments.methods.loadFailed" />;
  const isBusy = makeDefault.isPending || remove.isPending;

  return (
    <div className="payment-methods">
      <p className="account-page__lead">
        <FormattedMessage id="payments.methods.lead" />
      </p>
      {cards.data.length === 0 ? (
        <p>
          <FormattedMessage id="payments.methods.empty" />
        </p>
      ) : (
        <ul className="payment-methods__list">
          {cards.data.map((card) => (
            <li key={card.id} className="payment-methods__card">
              <span>
                <SavedCardLabel card={card} />
                {card.isDefault ? (
                  <span className="saved-cards__default">
                    {' '}
                    <FormattedMessage id="payments.savedCards.default" />
                  </span>
                ) : null}
              </span>
              <span className="payment-methods__actions">
                {card.isDefault ? null : (
                  <Button
                    variant="secondary"
                    disabled={isBusy}
                    onClick={() => {
                      setMessage(null);
                      makeDefault.mutate(card.id);
                    }}
                  >
                    <FormattedMessage id="payments.methods.makeDefault" />
                  </Button>
                )}
                <Button
                  variant="secondary"
                  disabled={isBusy}
                  onClick={() => {
                    setMessage(null);
                    remove.mutate(card.id);
                  }}
                >
                  <FormattedMessage id="payments.methods.delete" />
                </Button>
              </span>
            </li>
          ))}
        </ul>
      )}
      {message ? <FormMessage id={message.id} tone={message.tone} /> : null}
      <h2 className="account-page__section-title">
        <FormattedMessage id="payments.methods.addTitle" />
      </h2>
      <CardForm
        key={formKey}
        payments={config.data.payments}
        submitLabel={<FormattedMessage id="payments.methods.save" />}
        error={cardError}
        onSubmit={async (source) => {
          setMessage(null);
          setCardError(null);
          if (source.kind === 'saved') return;
          const result = await confirmCardSetup(source, {
            payments: config.data.payments,
            authenticate: challenge.authenticateSetup,
          });
          if (result.error) return setCardError(result.error);
          if (result.setupIntent.status !== 'succeeded')
            return setCardError({ code: 'setup_intent_authentication_failure' });
          setMessage({ id: 'payments.methods.saved', tone: 'success' });
          setFormKey((k) => k + 1);
          await refresh();
        }}
      />
      {challenge.modal}
    </div>
  );
}
