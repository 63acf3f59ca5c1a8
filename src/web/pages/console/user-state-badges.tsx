import type { ConsoleUser } from '../../../contracts/console';
import { FormattedMessage } from '../../i18n/intl';

/** Banned, deleted, administrator: what sets an account apart, as badges. */
export function UserStateBadges({ user }: { user: ConsoleUser }) {
  return (
    <>
      {user.banned ? (
        <span className="console-badge console-badge--banned">
          <FormattedMessage id="console.userState.banned" />
        </span>
      ) : null}
      {user.deleted ? (
        <span className="console-badge console-badge--closed">
          <FormattedMessage id="console.userState.deleted" />
        </span>
      ) : null}
      {user.isAdmin ? (
        <span className="console-badge console-badge--featured">
          <FormattedMessage id="console.userState.admin" />
        </span>
      ) : null}
    </>
  );
}
