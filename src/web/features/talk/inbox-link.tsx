import { useQuery } from '@tanstack/react-query';
import { useIntl } from '../../i18n/intl';
import { NavLink } from 'react-router';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { MailIcon } from '../../components/icons/page-icons';
import { notificationCountQuery } from './notification-count';
import { inboxTabOf } from './inbox-tabs';
import './inbox-link.css';

/**
 * The top bar's inbox: operators land on their sales with the count of requests waiting for their
 * answer (spec 000 §9, capped at 100); travellers on their bookings. Nothing for visitors.
 */
export function InboxLink() {
  const intl = useIntl();
  const { user } = useCurrentUser();
  const isOperator = user?.type === userTypes.operator;
  const count = useQuery({ ...notificationCountQuery(), enabled: isOperator });
  if (!user) return null;
  const waiting = isOperator ? (count.data ?? 0) : 0;
  const label = intl.formatMessage({ id: 'talk.badge.inbox' });
  return (
    <NavLink
      to={`/inbox/${inboxTabOf(user.type)}`}
      className="inbox-link"
      aria-label={
        waiting > 0
          ? `${label}: ${intl.formatMessage({ id: 'talk.badge.label' }, { count: waiting })}`
          : label
      }
    >
      <MailIcon size={20} />
      {waiting > 0 ? (
        <span className="inbox-link__count" aria-hidden="true">
          {waiting >= 100 ? '99+' : waiting}
        </span>
      ) : null}
    </NavLink>
  );
}
