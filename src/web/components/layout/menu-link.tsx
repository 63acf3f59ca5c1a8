import { FormattedMessage } from '../../i18n/intl';
import { Link } from 'react-router';

/** One link of the user menu. */
export function MenuLink({
  to,
  messageId,
  isStrong,
  isMobileOnly,
}: {
  to: string;
  messageId: string;
  isStrong?: boolean;
  isMobileOnly?: boolean;
}) {
  return (
    <li className={isMobileOnly ? 'user-menu__mobile-only' : undefined}>
      <Link className={`user-menu__item${isStrong ? ' user-menu__item--strong' : ''}`} to={to}>
        <FormattedMessage id={messageId} />
      </Link>
    </li>
  );
}
