import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Button } from '../../components/button/button';

/**
 * A referral link with copy ("copied" confirmation) and share (the Web Share API where the browser
 * has it). Sharing failures are only logged (spec 001 §2).
 */
export function ReferralLink({ link, titleId }: { link: string; titleId: string }) {
  const intl = useIntl();
  const [isCopied, setCopied] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <div className="referral-link">
      <label className="referral-link__label">
        <FormattedMessage id={titleId} />
        <input
          className="referral-link__input"
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <div className="referral-link__actions">
        <Button
          variant="primary"
          onClick={() =>
            navigator.clipboard.writeText(link).then(
              () => {
                setCopied(true);
                setTimeout(() => setCopied(false), 3_000);
              },
              (error: unknown) => console.warn('Copying the referral link failed', error),
            )
          }
        >
          <FormattedMessage id="affiliates.link.copy" />
        </Button>
        {canShare ? (
          <Button
            onClick={() =>
              navigator
                .share({
                  title: intl.formatMessage({ id: 'affiliates.link.shareTitle' }),
                  url: link,
                })
                .catch((error: unknown) => {
                  console.warn('Sharing the referral link failed', error);
                })
            }
          >
            <FormattedMessage id="affiliates.link.share" />
          </Button>
        ) : null}
        <span role="status" className="referral-link__copied">
          {isCopied ? <FormattedMessage id="affiliates.link.copied" /> : null}
        </span>
      </div>
    </div>
  );
}
