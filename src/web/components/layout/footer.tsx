import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link } from 'react-router';
import { siteConfig, type SocialNetwork } from '../../app/site-config';
import { PhoneIcon } from '../icons/page-icons';
import { Logo } from './logo';
import { holdsClicks, useHeldClick } from '../../lib/use-held-click';
import './footer.css';

// Most visits never open the credits: the dialog stays out of every page's first load.
const CreditsDialog = lazy(() => import('./credits-dialog'));

const socialNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
};

// Link columns of the footer (spec 001 §2): [path, message id] per link.
const footerColumns: { headingId: string; links: [string, string][] }[] = [
  {
    headingId: 'layout.footer.company',
    links: [
      ['/about', 'layout.links.about'],
      ['/faq', 'layout.links.faq'],
      ['/underconstruction', 'layout.links.blog'],
      ['/contactus', 'layout.links.contact'],
    ],
  },
  {
    headingId: 'layout.footer.partners',
    links: [
      ['/tour-operators', 'layout.links.operatorSignup'],
      ['/signup-affiliate', 'layout.links.affiliateSignup'],
    ],
  },
  {
    headingId: 'layout.footer.explore',
    links: [
      ['/s', 'layout.footer.allTours'],
      ['/s?pub_categories=hiking', 'categories.hiking'],
      ['/s?pub_categories=boattours', 'categories.boattours'],
    ],
  },
];

export function Footer() {
  const intl = useIntl();
  const [creditsOpen, setCreditsOpen] = useState(false);
  const footer = useRef<HTMLElement>(null);
  useHeldClick(footer);
  const year = new Date().getFullYear();
  const social = (Object.entries(siteConfig.social) as [SocialNetwork, string | null][]).filter(
    (entry): entry is [SocialNetwork, string] => Boolean(entry[1]),
  );

  return (
    <footer ref={footer} className="footer" {...holdsClicks}>
      <div className="container footer__inner">
        <div className="footer__brand">
          <Link
            to="/home"
            className="footer__logo"
            aria-label={intl.formatMessage({ id: 'layout.footer.mainPageLink' })}
          >
            <Logo inverted />
          </Link>
          <p className="footer__tagline">
            <FormattedMessage id="layout.footer.tagline" />
          </p>
          <div className="footer__contact">
            <p className="footer__heading">
              <FormattedMessage id="layout.footer.needHelp" />
            </p>
            <a className="footer__phone" href={siteConfig.supportPhone.href}>
              <PhoneIcon size={18} />
              <span>{siteConfig.supportPhone.display}</span>
            </a>
            <p className="footer__hours">
              <FormattedMessage id="layout.footer.hours" />
            </p>
          </div>
          {social.length > 0 ? (
            <ul className="footer__social">
              {social.map(([network, url]) => (
                <li key={network}>
                  <a href={url} rel="noopener noreferrer" target="_blank">
                    {socialNames[network]}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        <nav
          className="footer__columns"
          aria-label={intl.formatMessage({ id: 'layout.footer.navLabel' })}
        >
          {footerColumns.map((column) => (
            <div className="footer__column" key={column.headingId}>
              <h2 className="footer__heading">
                <FormattedMessage id={column.headingId} />
              </h2>
              <ul>
                {column.links.map(([to, messageId]) => (
                  <li key={to}>
                    <Link to={to}>
                      <FormattedMessage id={messageId} />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>

      <div className="footer__bottom">
        <div className="container footer__bottom-inner">
          {/* Card brands accepted at checkout: a picture below the fold, not code in every page's first load. */}
          <img
            className="accepted-cards"
            src="/accepted-cards.svg"
            alt={intl.formatMessage({ id: 'layout.footer.acceptedCards' })}
            width={204}
            height={28}
            loading="lazy"
          />
          <p className="footer__copyright">
            <FormattedMessage id="layout.footer.copyright" values={{ year }} />
          </p>
          <ul className="footer__legal">
            <li>
              <Link to="/terms-of-service">
                <FormattedMessage id="layout.links.terms" />
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy">
                <FormattedMessage id="layout.links.privacy" />
              </Link>
            </li>
            <li>
              <button
                type="button"
                className="footer__credits-button"
                onClick={() => setCreditsOpen(true)}
              >
                <FormattedMessage id="layout.credits.open" />
              </button>
            </li>
          </ul>
        </div>
      </div>

      {creditsOpen && (
        <Suspense fallback={null}>
          <CreditsDialog onClose={() => setCreditsOpen(false)} />
        </Suspense>
      )}
    </footer>
  );
}
