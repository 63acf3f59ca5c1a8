import { zodResolver } from '@hookform/resolvers/zod';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import {
  deleteAccountBodySchema,
  type CurrentUser,
  type DeleteAccountBody,
} from '../../../contracts/accounts';
import { userTypes } from '../../../domain/accounts';
import type { ErrorDetail } from '../../../domain/errors';
import { AuthBusyError, useAuthActions } from '../../auth/auth-actions';
import { errorMessageId } from '../../components/feedback/feedback';
import {
  FormAlert,
  FormMessage,
  PasswordField,
  SubmitButton,
} from '../../components/form/form-fields';
import { Modal } from '../../components/modal/modal';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { formatPrice } from '../../lib/format-price';
import { Button } from '../../components/button/button';

/** Where each refusal can be resolved. */
const blockerLinks: Record<string, { to: string; labelId: string }> = {
  'upcoming-booking.customer': {
    to: '/inbox/orders',
    labelId: 'accounts.deleteAccount.link.orders',
  },
  'pending-request.customer': {
    to: '/inbox/orders',
    labelId: 'accounts.deleteAccount.link.orders',
  },
  'upcoming-booking.provider': { to: '/inbox/sales', labelId: 'accounts.deleteAccount.link.sales' },
  'pending-request.provider': { to: '/inbox/sales', labelId: 'accounts.deleteAccount.link.sales' },
  'payout-owed': { to: '/account/payments', labelId: 'accounts.deleteAccount.link.payouts' },
  'affiliate-commission-owed': {
    to: '/account/affiliate-payouts',
    labelId: 'accounts.deleteAccount.link.payouts',
  },
};
const knownBlockers = new Set(Object.keys(blockerLinks));

/** What stops the deletion now (GET /api/account/deletion-blockers), read when the dialog opens. */
const deletionBlockersQuery = () =>
  queryOptions({
    queryKey: ['account', 'deletion-blockers'],
    queryFn: ({ signal }) => callApi('GET /api/account/deletion-blockers', {}, { signal }),
    staleTime: 0,
  });
const blockerKey = (detail: ErrorDetail) =>
  typeof detail.role === 'string' ? `${detail.code}.${detail.role}` : String(detail.code);

/**
 * Says what goes and what stays, then lists, translated, what is still open (bookings, requests,
 * money) and where to deal with it — before asking for the password, which it asks only when nothing
 * blocks. The deletion checks again: a refusal then lists the same.
 */
export function DeleteAccountDialog({
  user,
  isOpen,
  onClose,
}: {
  user: CurrentUser;
  isOpen: boolean;
  onClose: () => void;
}) {
  const intl = useIntl();
  const id = useId();
  const { deleteAccount } = useAuthActions();
  const form = useForm<DeleteAccountBody>({
    resolver: zodResolver(deleteAccountBodySchema),
    defaultValues: { currentPassword: '' },
  });
  const remove = useMutation({ mutationFn: deleteAccount });
  const listed = useQuery(deletionBlockersQuery());
  const error = remove.error;
  const blockers = (
    error instanceof ApiError && error.code === 'account-deletion-blocked'
      ? error.details
      : ((listed.data?.data ?? []) as ErrorDetail[])
  ).filter((detail) => knownBlockers.has(blockerKey(detail)));
  // Until the list is read, nothing to confirm yet (a failed read falls back to the deletion's check).
  const isChecking = listed.isPending;
  const failureId =
    !error || blockers.length > 0
      ? null
      : error instanceof ApiError && error.status === 403
        ? 'accounts.deleteAccount.wrongPassword'
        : error instanceof AuthBusyError
          ? 'accounts.authBusy'
          : errorMessageId(error);

  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={<FormattedMessage id="accounts.deleteAccount.dialogTitle" />}
    >
      <div className="delete-account__facts">
        <h3 className="delete-account__facts-title">
          <FormattedMessage id="accounts.deleteAccount.deletedTitle" />
        </h3>
        <ul>
          <li>
            <FormattedMessage id="accounts.deleteAccount.deleted.profile" />
          </li>
          <li>
            <FormattedMessage id="accounts.deleteAccount.deleted.settings" />
          </li>
          <li>
            <FormattedMessage id="accounts.deleteAccount.deleted.email" />
          </li>
          {user.type === userTypes.operator ? (
            <li>
              <FormattedMessage id="accounts.deleteAccount.deleted.listings" />
            </li>
          ) : null}
          {user.type === userTypes.affiliate ? (
            <li>
              <FormattedMessage id="accounts.deleteAccount.deleted.commission" />
            </li>
          ) : null}
        </ul>
        <h3 className="delete-account__facts-title">
          <FormattedMessage id="accounts.deleteAccount.keptTitle" />
        </h3>
        <ul>
          <li>
            <FormattedMessage id="accounts.deleteAccount.kept.bookings" />
          </li>
          <li>
            <FormattedMessage id="accounts.deleteAccount.kept.messages" />
          </li>
        </ul>
      </div>
      {blockers.length > 0 ? (
        <FormAlert>
          <p>
            <strong>
              <FormattedMessage id="accounts.deleteAccount.blockedTitle" />
            </strong>
          </p>
          <ul className="delete-account__blockers">
            {blockers.map((detail) => {
              const key = blockerKey(detail);
              const link = blockerLinks[key]!;
              const amount =
                typeof detail.amount === 'number'
                  ? formatPrice(detail.amount, String(detail.currency ?? 'EUR'), intl.locale, {
                      hasCents: true,
                    })
                  : null;
              return (
                <li key={key}>
                  <FormattedMessage
                    id={`accounts.deleteAccount.blocked.${key}`}
                    values={{ count: Number(detail.count ?? 0), amount: amount ?? '' }}
                  />{' '}
                  <Link to={link.to}>
                    <FormattedMessage id={link.labelId} />
                  </Link>
                </li>
              );
            })}
          </ul>
        </FormAlert>
      ) : null}
      {isChecking ? null : blockers.length > 0 ? (
        <div className="delete-account__actions">
          <Button variant="secondary" onClick={onClose}>
            <FormattedMessage id="accounts.deleteAccount.cancel" />
          </Button>
        </div>
      ) : (
        <form
          className="form"
          noValidate
          onSubmit={form.handleSubmit((body) => remove.mutate(body))}
        >
          <PasswordField
            id={`${id}-password`}
            autoComplete="current-password"
            label={intl.formatMessage({ id: 'accounts.deleteAccount.password' })}
            error={
              form.formState.errors.currentPassword
                ? intl.formatMessage({ id: 'accounts.deleteAccount.passwordRequired' })
                : undefined
            }
            {...form.register('currentPassword')}
          />
          <FormMessage id={failureId} />
          <div className="delete-account__actions">
            <Button variant="secondary" onClick={onClose}>
              <FormattedMessage id="accounts.deleteAccount.cancel" />
            </Button>
            <SubmitButton inProgress={remove.isPending}>
              <FormattedMessage id="accounts.deleteAccount.confirm" />
            </SubmitButton>
          </div>
        </form>
      )}
    </Modal>
  );
}
