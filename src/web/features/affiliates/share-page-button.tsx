import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useLocation } from 'react-router';
import { referralLink } from '../../../domain/affiliates';
import { ShareIcon } from '../../components/icons/page-icons';
import { Modal } from '../../components/modal/modal';
import { useIsHydrated } from '../../lib/use-is-hydrated';
import { useAffiliate } from './affiliate-api';
import { ReferralLink } from './referral-link';
import './affiliates.css';

/** For signed-in affiliates on every page: the share modal with this page's referral link (spec 001 §2). */
export function SharePageButton() {
  const intl = useIntl();
  const { data: affiliate } = useAffiliate();
  const { pathname, search } = useLocation();
  const [isOpen, setOpen] = useState(false);
  const isHydrated = useIsHydrated();
  if (!affiliate) return null;
  // The link is shown in the modal only, which opens in the browser: the server has no window.
  const link = isHydrated
    ? referralLink(window.location.origin, affiliate.token, `${pathname}${search}`)
    : null;
  return (
    <>
      <button
        type="button"
        className="top-bar__link share-page-button"
        aria-label={intl.formatMessage({ id: 'affiliates.share.button' })}
        onClick={() => setOpen(true)}
      >
        <ShareIcon size={20} />
        <span className="share-page-button__text">
          <FormattedMessage id="affiliates.share.short" />
        </span>
      </button>
      <Modal
        isOpen={isOpen}
        onClose={() => setOpen(false)}
        title={<FormattedMessage id="affiliates.share.title" />}
      >
        <p>
          <FormattedMessage id="affiliates.share.lead" />
        </p>
        {link && <ReferralLink link={link} titleId="affiliates.share.linkLabel" />}
      </Modal>
    </>
  );
}
