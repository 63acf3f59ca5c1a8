import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router';
import { useLocale } from '../../app/locale-context';
import { userTypes } from '../../../domain/accounts';
import { useCurrentUser } from '../../auth/use-current-user';
import { defaultLocale, menuLocales } from '../../i18n/locales';
import { CheckIcon, GlobeIcon, MenuIcon } from '../icons/icons';
import { LazySearchBox } from '../search-box/lazy-search-box';
import { AccountMenuItems, InboxLink, UserAvatar } from './lazy-signed-in-parts';
import { Logo } from './logo';
import { MenuLink } from './menu-link';
import './top-bar.css';

// An affiliate's share button (its modal, referral links and their date rules) loads for affiliates only.
const SharePageButton = lazy(() =>
  import('../../features/affiliates/share-page-button').then((m) => ({
    default: m.SharePageButton,
  })),
);

const isSearchPath = (pathname: string) => pathname === '/s' || pathname.startsWith('/s/');

export function TopBar() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const onSearchPage = isSearchPath(pathname);
  const { user } = useCurrentUser();

  return (
    <header className="top-bar">
      <a className="skip-link" href="#main">
        <FormattedMessage id="layout.skipToContent" />
      </a>
      <div className={`container top-bar__inner${onSearchPage ? ' top-bar__inner--search' : ''}`}>
        <Link
          to="/"
          className="top-bar__logo"
          aria-label={intl.formatMessage({ id: 'layout.homeLink' })}
        >
          <Logo />
        </Link>
        {onSearchPage ? (
          <div className="top-bar__search">
            <LazySearchBox key={searchParams.get('keywords') ?? ''} />
          </div>
        ) : null}
        <nav className="top-bar__nav" aria-label={intl.formatMessage({ id: 'layout.nav.label' })}>
          <NavLink to="/s" className="top-bar__link">
            <FormattedMessage id="layout.nav.tours" />
          </NavLink>
          <NavLink to="/tour-operators" className="top-bar__link">
            <FormattedMessage id="layout.nav.operators" />
          </NavLink>
          <NavLink to="/affiliates" className="top-bar__link">
            <FormattedMessage id="layout.nav.affiliates" />
          </NavLink>
        </nav>
        {/* Outside the section links, which go into the menu on smaller screens: an affiliate shares
            the page it is on from a phone too. */}
        {user?.type === userTypes.affiliate ? (
          <Suspense fallback={null}>
            <SharePageButton />
          </Suspense>
        ) : null}
        <InboxLink />
        <UserMenu key={pathname} />
      </div>
    </header>
  );
}

/** The menu: account links, site links and the language choice. Closes on outside click, focus leaving, or Escape. */
function UserMenu() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const { user } = useCurrentUser();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const [searchParams, setSearchParams] = useSearchParams();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div
      className="user-menu"
      ref={containerRef}
      onBlur={(event) => {
        if (
          open &&
          event.relatedTarget &&
          !event.currentTarget.contains(event.relatedTarget as Node)
        )
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <GlobeIcon size={18} />
        <span className="user-menu__lang">{locale.toUpperCase()}</span>
        <MenuIcon size={20} />
        {user ? (
          <UserAvatar image={user.profileImage} initials={user.abbreviatedName} size={32} />
        ) : null}
        <span className="visually-hidden">
          <FormattedMessage id="layout.menu.open" />
        </span>
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <nav aria-label={intl.formatMessage({ id: 'layout.menu.label' })}>
          <ul className="user-menu__list">
            {user ? (
              <AccountMenuItems user={user} onLoggedOut={() => setOpen(false)} />
            ) : (
              <>
                <MenuLink to="/signup" messageId="layout.menu.signup" isStrong />
                <MenuLink to="/login" messageId="layout.menu.login" />
              </>
            )}
            <li className="user-menu__separator" role="presentation" />
            <MenuLink to="/s" messageId="layout.nav.tours" isMobileOnly />
            <MenuLink to="/tour-operators" messageId="layout.nav.operators" isMobileOnly />
            <MenuLink to="/affiliates" messageId="layout.nav.affiliates" isMobileOnly />
            <MenuLink to="/about" messageId="layout.links.about" />
            <MenuLink to="/faq" messageId="layout.links.faq" />
            <MenuLink to="/contactus" messageId="layout.links.contact" />
          </ul>
        </nav>
        <div className="user-menu__section" role="group" aria-labelledby={`${panelId}-lang`}>
          <p id={`${panelId}-lang`} className="user-menu__heading">
            <FormattedMessage id="layout.menu.language" />
          </p>
          {menuLocales.map((code) => (
            <button
              key={code}
              type="button"
              lang={code}
              className="user-menu__item user-menu__lang-option"
              aria-pressed={code === locale}
              onClick={() => {
                setLocale(code);
                // The address names the language (English needs none), so the page stays linkable as seen.
                const next = new URLSearchParams(searchParams);
                if (code === defaultLocale) next.delete('lang');
                else next.set('lang', code);
                if (next.toString() !== searchParams.toString())
                  setSearchParams(next, { replace: true, preventScrollReset: true });
                setOpen(false);
                buttonRef.current?.focus();
              }}
            >
              <span>{intl.formatMessage({ id: `common.language.${code}` })}</span>
              {code === locale ? <CheckIcon size={18} /> : null}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
