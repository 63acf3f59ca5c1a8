import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import {
  logInAsBodySchema,
  type ConsoleBooking,
  type ConsoleReview,
  type ConsoleUserDetail,
  type LogInAsBody,
} from '../../../contracts/console';
import { pageLoader } from '../../auth/auth-actions';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import {
  FormMessage,
  PasswordField,
  SubmitButton,
  TextAreaField,
} from '../../components/form/form-fields';
import {
  actOnUser,
  consoleKeys,
  consoleUserQuery,
  logInAs,
  type UserAction,
  consoleErrorId,
} from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { ApiError } from '../../lib/api';
import { formatPrice } from '../../lib/format-price';
import { ConsoleLayout, useDateTime } from './console-layout';
import { ConsoleListingRow, ReasonForm } from './console-parts';
import { UserStateBadges } from './user-state-badges';

/**
 * /console/users/:id: who they are, what they did (listings, bookings, sales, reviews, payouts,
 * affiliate data, sessions) and what the console may do: ban or unban, delete, log in as them.
 */
export default function ConsoleUserPage() {
  const { id = '' } = useParams();
  const detail = useQuery(consoleUserQuery(id));
  return (
    <ConsoleLayout titleId="console.user.title">
      {detail.isPending ? (
        <PageSkeleton />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <div className="console-detail">
          <div className="console-detail__side">
            <Profile detail={detail.data} />
            {!detail.data.user.deleted && !detail.data.user.isAdmin ? (
              <UserActions detail={detail.data} />
            ) : null}
          </div>
          <Activity detail={detail.data} />
        </div>
      )}
    </ConsoleLayout>
  );
}

function Profile({ detail }: { detail: ConsoleUserDetail }) {
  const dateTime = useDateTime();
  const { user, ban } = detail;
  return (
    <section className="console-card" aria-labelledby="console-user-name">
      <h2 id="console-user-name" className="console-card__title">
        {user.firstName} {user.lastName}
      </h2>
      <p>
        <span className="console-badge">
          <FormattedMessage id={`console.userType.${user.type}`} />
        </span>{' '}
        <UserStateBadges user={user} />
      </p>
      {ban ? (
        <p className="console-card__alert" role="note">
          <FormattedMessage
            id="console.user.bannedFacts"
            values={{ date: dateTime(ban.at), by: ban.by, reason: ban.reason ?? '—' }}
          />
        </p>
      ) : null}
      <dl className="console-facts">
        <dt>
          <FormattedMessage id="console.user.email" />
        </dt>
        <dd>
          {user.email}{' '}
          <FormattedMessage
            id={user.emailVerified ? 'console.user.emailVerified' : 'console.user.emailUnverified'}
          />
        </dd>
        {user.pendingEmail ? (
          <>
            <dt>
              <FormattedMessage id="console.user.pendingEmail" />
            </dt>
            <dd>{user.pendingEmail}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="console.user.phone" />
        </dt>
        <dd>{user.phoneNumber ?? '—'}</dd>
        {user.companyName ? (
          <>
            <dt>
              <FormattedMessage id="console.user.company" />
            </dt>
            <dd>{user.companyName}</dd>
          </>
        ) : null}
        <dt>
          <FormattedMessage id="console.user.language" />
        </dt>
        <dd>{user.language}</dd>
        <dt>
          <FormattedMessage id="console.user.joinedLabel" />
        </dt>
        <dd>{dateTime(user.createdAt)}</dd>
      </dl>
      {user.bio ? <p className="console-card__bio">{user.bio}</p> : null}
    </section>
  );
}

function UserActions({ detail }: { detail: ConsoleUserDetail }) {
  const queryClient = useQueryClient();
  const { user } = detail;
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ action, body }: { action: UserAction; body: object; doneId: string }) =>
      actOnUser(user.id, action, body),
    onSuccess: (_user, { doneId }) => {
      setDone(doneId);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
  });
  const run = (action: UserAction, doneId: string, body: object) => {
    setDone(null);
    act.mutate({ action, body, doneId });
  };
  const error = act.error;
  return (
    <section className="console-card" aria-live="polite">
      <FormMessage id={done} tone="success" />
      <FormMessage id={error ? consoleErrorId(error) : null} />
      {user.banned ? (
        <ReasonForm
          title={<FormattedMessage id="console.user.unban.title" />}
          text={<FormattedMessage id="console.user.unban.text" />}
          submitId="console.user.unban.title"
          isRequired={false}
          isPending={act.isPending}
          error={null}
          onSubmit={(reason) => run('unban', 'console.done.unban', reason ? { reason } : {})}
        />
      ) : (
        <>
          <LogInAsForm detail={detail} />
          <ReasonForm
            title={<FormattedMessage id="console.user.ban.title" />}
            text={<FormattedMessage id="console.user.ban.text" />}
            submitId="console.user.ban.submit"
            isRequired
            isPending={act.isPending}
            error={null}
            onSubmit={(reason) => run('ban', 'console.done.ban', { reason })}
          />
        </>
      )}
      <ReasonForm
        title={<FormattedMessage id="console.user.delete.title" />}
        text={<FormattedMessage id="console.user.delete.text" />}
        submitId="console.user.delete.title"
        isRequired
        isPending={act.isPending}
        error={null}
        onSubmit={(reason) => run('delete', 'console.done.delete', { reason })}
      />
    </section>
  );
}

/** "Log in as": the administrator's own password again and a reason; then the app reloads as them. */
function LogInAsForm({ detail }: { detail: ConsoleUserDetail }) {
  const intl = useIntl();
  const id = useId();
  const form = useForm<LogInAsBody>({
    resolver: zodResolver(logInAsBodySchema),
    defaultValues: { password: '', reason: '' },
  });
  const open = useMutation({
    mutationFn: (body: LogInAsBody) => logInAs(detail.user.id, body),
    onSuccess: () => pageLoader.load('/'),
  });
  const failure = !open.error
    ? null
    : open.error instanceof ApiError && open.error.code === 'forbidden'
      ? 'console.user.logInAs.wrongPassword'
      : consoleErrorId(open.error);
  const reason = form.watch('reason');
  return (
    <form
      className="form console-action"
      noValidate
      onSubmit={form.handleSubmit((body) => open.mutate(body))}
    >
      <h3 className="console-action__title">
        <FormattedMessage id="console.user.logInAs.title" />
      </h3>
      <p className="console-action__text">
        <FormattedMessage id="console.user.logInAs.text" />
      </p>
      <PasswordField
        id={`${id}-password`}
        autoComplete="current-password"
        label={intl.formatMessage({ id: 'console.user.logInAs.password' })}
        error={form.formState.errors.password ? 'console.user.logInAs.passwordRequired' : undefined}
        {...form.register('password')}
      />
      <TextAreaField
        id={`${id}-reason`}
        label={intl.formatMessage({ id: 'console.actions.reason' })}
        value={reason}
        maxLength={1000}
        error={form.formState.errors.reason ? 'console.actions.reasonRequired' : undefined}
        {...form.register('reason')}
      />
      <FormMessage id={failure} />
      <SubmitButton inProgress={open.isPending}>
        <FormattedMessage
          id="console.user.logInAs.submit"
          values={{ name: `${detail.user.firstName} ${detail.user.lastName}` }}
        />
      </SubmitButton>
    </form>
  );
}

function Activity({ detail }: { detail: ConsoleUserDetail }) {
  const intl = useIntl();
  const dateTime = useDateTime();
  const money = (value: { amount: number; currency: string } | null) =>
    value ? (formatPrice(value.amount, value.currency, intl.locale, { hasCents: true }) ?? '') : '';
  const none = (
    <p className="console-card__none">
      <FormattedMessage id="console.user.none" />
    </p>
  );
  const bookings = (rows: ConsoleBooking[]) =>
    rows.length === 0 ? (
      none
    ) : (
      <ul className="console-list">
        {rows.map((row) => (
          <li key={row.id} className="console-row">
            <div className="console-row__main">
              <span className="console-row__title">{row.listingTitle}</span>
              <span className="console-badge">{row.state}</span>
            </div>
            <p className="console-row__facts">
              {row.otherPartyName} · {dateTime(row.bookingStart)} · {money(row.total)}
            </p>
          </li>
        ))}
      </ul>
    );
  const reviews = (rows: ConsoleReview[]) =>
    rows.length === 0 ? (
      none
    ) : (
      <ul className="console-list">
        {rows.map((row) => (
          <li key={row.id} className="console-row">
            <p className="console-row__facts">
              <FormattedMessage
                id="console.user.review"
                values={{
                  rating: row.rating,
                  listing: row.listingTitle,
                  other: row.otherPartyName,
                }}
              />
            </p>
            <p>{row.content}</p>
          </li>
        ))}
      </ul>
    );
  const section = (titleId: string, body: ReactNode) => (
    <section className="console-card">
      <h2 className="console-card__kicker">
        <FormattedMessage id={titleId} />
      </h2>
      {body}
    </section>
  );
  return (
    <div className="console-detail__main">
      {detail.user.type === 2 || detail.listings.length > 0
        ? section(
            'console.user.listings',
            detail.listings.length === 0 ? (
              none
            ) : (
              <ul className="console-list">
                {detail.listings.map((listing) => (
                  <ConsoleListingRow key={listing.id} listing={listing} />
                ))}
              </ul>
            ),
          )
        : null}
      {section('console.user.orders', bookings(detail.orders))}
      {detail.user.type === 2 ? section('console.user.sales', bookings(detail.sales)) : null}
      {section('console.user.reviewsGiven', reviews(detail.reviewsGiven))}
      {section('console.user.reviewsReceived', reviews(detail.reviewsReceived))}
      {detail.user.type === 2
        ? section(
            'console.user.payout',
            <>
              <p>
                <FormattedMessage
                  id={
                    detail.payout.isPayoutReady
                      ? 'console.user.payoutReady'
                      : 'console.user.payoutNotReady'
                  }
                />
              </p>
              <p>
                {detail.payout.account ? (
                  <FormattedMessage
                    id="console.user.payoutAccount"
                    values={detail.payout.account}
                  />
                ) : (
                  <FormattedMessage id="console.user.noPayoutAccount" />
                )}
              </p>
            </>,
          )
        : null}
      {detail.affiliate
        ? section(
            'console.user.affiliate',
            <p>
              <FormattedMessage
                id="console.user.affiliateFacts"
                values={{
                  tier: detail.affiliate.tier,
                  clicks: detail.affiliate.clicks,
                  referrals: detail.affiliate.referrals,
                  balance: money(detail.affiliate.balance),
                }}
              />
            </p>,
          )
        : null}
      {section(
        'console.user.sessions',
        detail.sessions.length === 0 ? (
          none
        ) : (
          <ul className="console-list">
            {detail.sessions.map((session) => (
              <li key={session.createdAt + session.expiresAt} className="console-row">
                <p className="console-row__facts">
                  <FormattedMessage
                    id="console.user.session"
                    values={{
                      created: dateTime(session.createdAt),
                      expires: dateTime(session.expiresAt),
                    }}
                  />
                  {session.isLimited ? (
                    <>
                      {' '}
                      <span className="console-badge">
                        <FormattedMessage id="console.user.sessionLimited" />
                      </span>
                    </>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        ),
      )}
      <p>
        <Link to={`/console/audit?target=${detail.user.id}`}>
          <FormattedMessage id="console.user.auditLink" />
        </Link>
      </p>
    </div>
  );
}
