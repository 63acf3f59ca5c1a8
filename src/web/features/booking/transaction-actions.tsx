import { zodResolver } from '@hookform/resolvers/zod';
import { CalendarIcon } from '../../components/icons/icons';
import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { listingPath } from '../../../domain/listing-urls';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import {
  decisionMessageFormSchema,
  transactionMessageMaxLength,
  type DecisionMessageForm,
  type Transaction,
  type TransitionParams,
} from '../../../contracts/transactions';
import type { TransitionName } from '../../../domain/booking-process';
import { FormMessage, TextAreaField } from '../../components/form/form-fields';
import { Modal } from '../../components/modal/modal';
import { checkoutErrorMessageId } from './booking-errors';
import { failureMessageId } from '../../lib/failure-message';
import { useLocale } from '../../app/locale-context';
import { localizeBookingTitle } from '../listings/localized-listing';
import { downloadBookingCalendar } from './booking-calendar';
import { useBookingTimes } from './booking-summary';
import { useSignedMoney } from './price-breakdown';
import { RescheduleForm } from './reschedule-form';
import { dateChangeErrorMessageId, openProposalOf, useProposeDate } from './date-proposals';
import { actionKindOf, type ActionKind } from './transaction-state';
import { useTransition } from './use-transition';
import './transaction-actions.css';
import { usePersonName } from '../accounts/use-person-name';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';

type Dialog = 'decline' | 'withdraw' | 'cancel' | 'reschedule';

/** The first transition of each kind the viewer may fire now (the API's availableTransitions). */
export function actionsOf(
  transaction: Pick<Transaction, 'availableTransitions' | 'refundPreview'>,
): Map<ActionKind, TransitionName> {
  const actions = new Map<ActionKind, TransitionName>();
  for (const name of transaction.availableTransitions) {
    const kind = actionKindOf(name);
    if (kind && !actions.has(kind)) actions.set(kind, name);
  }
  // A cancellation fires the transition its refund was previewed for (the 24-hour rule picks it).
  const previewed = transaction.refundPreview?.transition;
  if (previewed && transaction.availableTransitions.includes(previewed))
    actions.set('cancel', previewed);
  return actions;
}

/**
 * The buttons of the order and sale pages: accept, decline, withdraw, cancel (its refund shown
 * before confirming), reschedule, and the accepted booking's calendar file.
 */
export function TransactionActions({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const mutation = useTransition(transaction.id);
  const proposeDate = useProposeDate(transaction.id);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [messageId, setMessageId] = useState<string | null>(null);
  // Accept and decline never run together (spec 000 §4); a ref, so a double click in one frame is caught.
  const decisionInFlight = useRef(false);
  const actions = actionsOf(transaction);
  // One open date change at a time (decision 143): while the traveller is asked, no other.
  if (openProposalOf(transaction)) actions.delete('reschedule');
  const isAccepted = transaction.state === 'accepted' && transaction.booking !== null;

  // The operator's optional word to the traveller with a decline or a cancellation.
  const decisionForm = useForm<DecisionMessageForm>({
    resolver: zodResolver(decisionMessageFormSchema),
    defaultValues: { message: '' },
  });
  const canWrite = transaction.viewerRole === 'provider';
  const personName = usePersonName();
  const open = (next: Dialog | null) => {
    setMessageId(null);
    if (next !== dialog) decisionForm.reset({ message: '' });
    setDialog(next);
  };
  const fireWithMessage = (transition: TransitionName) =>
    void decisionForm.handleSubmit(({ message }) =>
      fire(transition, canWrite && message ? { message } : undefined),
    )();
  const decisionMessage = canWrite ? (
    <TextAreaField
      id="decision-message"
      label={intl.formatMessage(
        { id: 'transaction.decisionMessage.label' },
        { customer: personName(transaction.customer) },
      )}
      hint={intl.formatMessage({ id: 'transaction.decisionMessage.hint' })}
      maxLength={transactionMessageMaxLength}
      value={decisionForm.watch('message')}
      {...decisionForm.register('message')}
    />
  ) : null;
  const fire = (transition: TransitionName, params?: TransitionParams) => {
    const isDecision = transition === 'accept' || transition === 'decline';
    if (isDecision && decisionInFlight.current) {
      setMessageId('transaction.inProgress');
      return;
    }
    if (!isDecision && mutation.isPending) return;
    if (isDecision) decisionInFlight.current = true;
    setMessageId(null);
    mutation.mutate(
      { transition, params },
      {
        onSuccess: () => setDialog(null),
        onError: (error) =>
          setMessageId(
            isDecision
              ? failureMessageId(
                  error,
                  `transaction.failed.${transition}`,
                  checkoutErrorMessageId(error),
                )
              : checkoutErrorMessageId(error),
          ),
        onSettled: () => {
          if (isDecision) decisionInFlight.current = false;
        },
      },
    );
  };
  const busyWith = (transition: TransitionName | undefined) =>
    mutation.isPending && mutation.variables?.transition === transition;

  if (actions.size === 0 && !isAccepted) return null;
  return (
    <div className="transaction-actions">
      {dialog === null ? <FormMessage id={messageId} /> : null}
      <div className="transaction-actions__buttons">
        {actions.has('book') ? (
          // From an enquiry: the listing's booking panel, then the checkout, fire request-payment-after-enquiry.
          <ButtonLink
            variant="primary"
            to={`${listingPath(transaction.listing.id, transaction.listing.title)}?enquiry=${transaction.id}`}
          >
            <FormattedMessage id="transaction.action.book" />
          </ButtonLink>
        ) : null}
        {actions.has('accept') ? (
          <ActionButton tone="primary" isBusy={busyWith('accept')} onClick={() => fire('accept')}>
            <FormattedMessage id="transaction.action.accept" />
          </ActionButton>
        ) : null}
        {actions.has('decline') ? (
          <ActionButton
            isBusy={false}
            onClick={() => {
              if (decisionInFlight.current) setMessageId('transaction.inProgress');
              else open('decline');
            }}
          >
            <FormattedMessage id="transaction.action.decline" />
          </ActionButton>
        ) : null}
        {actions.has('reschedule') && transaction.booking ? (
          <ActionButton isBusy={false} onClick={() => open('reschedule')}>
            <FormattedMessage id="transaction.action.reschedule" />
          </ActionButton>
        ) : null}
        {isAccepted ? (
          <ActionButton
            isBusy={false}
            onClick={() => {
              downloadBookingCalendar(transaction, {
                url: window.location.href,
                title: localizeBookingTitle(transaction.listing, locale),
                labels: {
                  reference: intl.formatMessage({ id: 'transaction.trip.reference' }),
                  meetingPoint: intl.formatMessage({ id: 'transaction.trip.meetingPoint' }),
                  phone: intl.formatMessage({ id: 'transaction.trip.phone' }),
                },
              }).catch(() => setMessageId('transaction.calendarFailed'));
            }}
          >
            <CalendarIcon size={18} />
            <FormattedMessage id="transaction.action.addToCalendar" />
          </ActionButton>
        ) : null}
        {actions.has('withdraw') ? (
          <ActionButton isBusy={false} onClick={() => open('withdraw')}>
            <FormattedMessage id="transaction.action.withdraw" />
          </ActionButton>
        ) : null}
        {actions.has('cancel') ? (
          <ActionButton isBusy={false} onClick={() => open('cancel')}>
            <FormattedMessage id="transaction.action.cancel" />
          </ActionButton>
        ) : null}
      </div>

      <ConfirmDialog
        isOpen={dialog === 'decline'}
        title={<FormattedMessage id="transaction.decline.title" />}
        confirm={<FormattedMessage id="transaction.action.decline" />}
        isBusy={busyWith('decline')}
        messageId={messageId}
        onClose={() => open(null)}
        onConfirm={() => fireWithMessage('decline')}
      >
        <p>
          <FormattedMessage
            id="transaction.decline.text"
            values={{ customer: personName(transaction.customer) }}
          />
        </p>
        {decisionMessage}
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog === 'withdraw'}
        title={<FormattedMessage id="transaction.withdraw.title" />}
        confirm={<FormattedMessage id="transaction.action.withdraw" />}
        isBusy={busyWith(actions.get('withdraw'))}
        messageId={messageId}
        onClose={() => open(null)}
        onConfirm={() => fire(actions.get('withdraw') ?? 'decline-by-customer')}
      >
        <FormattedMessage id="transaction.withdraw.text" />
      </ConfirmDialog>
      <ConfirmDialog
        isOpen={dialog === 'cancel'}
        title={<FormattedMessage id="transaction.cancel.title" />}
        confirm={<FormattedMessage id="transaction.action.cancel" />}
        isBusy={busyWith(actions.get('cancel'))}
        messageId={messageId}
        onClose={() => open(null)}
        onConfirm={() => {
          const transition = actions.get('cancel');
          if (transition) fireWithMessage(transition);
        }}
      >
        <RefundPreview transaction={transaction} />
        {decisionMessage}
      </ConfirmDialog>
      {transaction.booking ? (
        <Modal
          isOpen={dialog === 'reschedule'}
          onClose={() => open(null)}
          title={intl.formatMessage({ id: 'transaction.reschedule.title' })}
        >
          <RescheduleForm
            transaction={{ ...transaction, booking: transaction.booking }}
            isSaving={proposeDate.isPending}
            errorId={dialog === 'reschedule' ? messageId : null}
            onSubmit={({ bookingStart, bookingEnd }) => {
              if (proposeDate.isPending) return;
              setMessageId(null);
              proposeDate.mutate(
                { bookingStart, bookingEnd },
                {
                  onSuccess: () => setDialog(null),
                  onError: (error) =>
                    setMessageId(
                      failureMessageId(
                        error,
                        'transaction.failed.reschedule',
                        dateChangeErrorMessageId(error),
                      ),
                    ),
                },
              );
            }}
          />
        </Modal>
      ) : null}
    </div>
  );
}

function ActionButton({
  tone = 'secondary',
  isBusy,
  onClick,
  children,
}: {
  tone?: 'primary' | 'secondary';
  isBusy: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Button variant={tone} aria-busy={isBusy} onClick={onClick}>
      {isBusy ? <span className="spinner" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

function ConfirmDialog(props: {
  isOpen: boolean;
  title: React.ReactNode;
  confirm: React.ReactNode;
  isBusy: boolean;
  messageId: string | null;
  onClose: () => void;
  onConfirm: () => void;
  children: React.ReactNode;
}) {
  return (
    <Modal isOpen={props.isOpen} onClose={props.onClose} title={props.title}>
      <div className="transaction-dialog">
        <div className="transaction-dialog__text">{props.children}</div>
        <FormMessage id={props.messageId} />
        <div className="transaction-dialog__buttons">
          <Button variant="secondary" onClick={props.onClose}>
            <FormattedMessage id="transaction.action.back" />
          </Button>
          <Button
            variant="primary"
            aria-busy={props.isBusy}
            disabled={props.isBusy}
            onClick={props.onConfirm}
          >
            {props.isBusy ? <span className="spinner" aria-hidden="true" /> : null}
            {props.confirm}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/** What cancelling now gives back, from the server's refund preview (the same rule that refunds). */
function RefundPreview({ transaction }: { transaction: Transaction }) {
  const intl = useIntl();
  const personName = usePersonName();
  const money = useSignedMoney();
  const preview = transaction.refundPreview;
  // The listing's zone, named as the booking's own times are.
  const { zone } = useBookingTimes(new Date(), new Date(), transaction.listing.timezone);
  if (!preview) return null;
  const amount = money(preview.refund.amount, preview.refund.currency);
  const until = `${intl.formatDate(preview.fullRefundUntil, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: transaction.listing.timezone,
  })} (${zone})`;
  if (transaction.viewerRole === 'provider') {
    return (
      <p>
        <FormattedMessage
          id="transaction.cancel.refund.provider"
          values={{ customer: personName(transaction.customer), amount: <strong>{amount}</strong> }}
        />
      </p>
    );
  }
  if (preview.refund.amount <= 0) {
    return (
      <p>
        <FormattedMessage
          id={
            preview.isNonRefundable
              ? 'transaction.cancel.refund.nonRefundable'
              : 'transaction.cancel.refund.none'
          }
        />
      </p>
    );
  }
  return (
    <>
      <p>
        <FormattedMessage
          id={
            preview.isFullRefund
              ? 'transaction.cancel.refund.full'
              : 'transaction.cancel.refund.partial'
          }
          values={{ amount: <strong>{amount}</strong> }}
        />
      </p>
      {preview.isFullRefund ? (
        <p className="transaction-dialog__hint">
          {preview.isMovedByOperator ? (
            <FormattedMessage
              id="transaction.cancel.refund.moved"
              values={{ operator: personName(transaction.provider), time: until }}
            />
          ) : (
            <FormattedMessage id="transaction.cancel.refund.until" values={{ time: until }} />
          )}
        </p>
      ) : null}
    </>
  );
}
