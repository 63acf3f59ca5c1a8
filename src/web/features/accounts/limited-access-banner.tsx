import { useMutation } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useLocation } from 'react-router';
import { AuthBusyError, useAuthActions } from '../../auth/auth-actions';
import { useCurrentUser } from '../../auth/use-current-user';
import { Button } from '../../components/button/button';

const isSearchPath = (pathname: string) => pathname === '/s' || pathname.startsWith('/s/');

/**
 * Shown while the session has exactly the `user:limited` scope (spec 001 §2, §6): whose account
 * this is, and a way out. Not on the search page.
 */
export function LimitedAccessBanner() {
  const intl = useIntl();
  const { user, isLimited } = useCurrentUser();
  const { pathname } = useLocation();
  const { logout } = useAuthActions();
  const logoutNow = useMutation({
    mutationFn: logout,
    onError: (error) => {
      if (!(error instanceof AuthBusyError)) console.error(error);
    },
  });
  if (!user || !isLimited || isSearchPath(pathname)) return null;
  return (
    <div
      className="limited-banner"
      role="region"
      aria-label={intl.formatMessage({ id: 'accounts.limited.label' })}
    >
      <div className="container limited-banner__inner">
        <p className="limited-banner__text">
          <FormattedMessage
            id="accounts.limited.text"
            values={{
              name: `${user.firstName} ${user.lastName}`,
              strong: (c) => <strong>{c}</strong>,
            }}
          />
        </p>
        <Button
          variant="secondary"
          size="small"
          disabled={logoutNow.isPending}
          onClick={() => logoutNow.mutate()}
        >
          <FormattedMessage id="accounts.logout" />
        </Button>
      </div>
    </div>
  );
}
