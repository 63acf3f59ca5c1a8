import { Fragment, type ReactElement, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../app/locale-context';
import type { pageNamespaces } from '../../i18n/locales';
import { PageMessages } from '../../i18n/page-messages';
import { InfoIcon } from '../../components/icons/icons';
import { useDocumentTitle } from '../../lib/use-document-title';
import { contactEmail, officeAddress } from './contact-details';
import './static-pages.css';
import { useMarketplaceSettings } from '../../lib/public-config';
import { providerCommissionPercent } from '../../../domain/commission';

/** A static page's messages (its `static.{page}` bundle) over the app's; suspends until they are there. */
export function StaticMessages({
  page,
  alsoUses = [],
  children,
}: {
  page: StaticPageName;
  /** Other static pages whose texts this one shows (the contact page names the FAQ's sections). */
  alsoUses?: readonly StaticPageName[];
  children: ReactNode;
}) {
  const bundles = [page, ...alsoUses].map((name) => `static.${name}` as const);
  return <PageMessages bundles={bundles}>{children}</PageMessages>;
}
type StaticPageName = (typeof pageNamespaces.static)[number];

/** A link to a section of the current page; keeps the query (an affiliate's ref, for one). */
export function SectionLink({
  id,
  className,
  children,
}: {
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const { search } = useLocation();
  return (
    <Link to={{ search, hash: id }} className={className}>
      {children}
    </Link>
  );
}

export type TocItem = { id: string; labelId: string };

/** "On this page": hash links to the page's sections, as a numbered list or a row of pills. */
export function TableOfContents({
  items,
  variant = 'list',
}: {
  items: readonly TocItem[];
  variant?: 'list' | 'pills';
}) {
  const List = variant === 'list' ? 'ol' : 'ul';
  return (
    <nav className={`static-toc static-toc--${variant}`} aria-labelledby="static-toc-title">
      <h2 className="static-toc__title" id="static-toc-title">
        <FormattedMessage id="static.toc.label" />
      </h2>
      <List className="static-toc__list">
        {items.map((item) => (
          <li key={item.id}>
            <SectionLink id={item.id} className="static-toc__link">
              <FormattedMessage id={item.labelId} />
            </SectionLink>
          </li>
        ))}
      </List>
    </nav>
  );
}

/**
 * The frame of every static page: a header band (eyebrow, title that is also the tab title, meta line,
 * lead) over a readable column; with `toc`, a contents list sits beside the column (above it on small screens).
 */
export function StaticPage(props: StaticPageProps) {
  return (
    <StaticMessages page={props.titleId.split('.')[1] as StaticPageName} alsoUses={props.alsoUses}>
      <StaticPageFrame {...props} />
    </StaticMessages>
  );
}

type StaticPageProps = {
  titleId: string;
  alsoUses?: readonly StaticPageName[];
  eyebrowId?: string;
  lead?: ReactNode;
  meta?: ReactNode;
  toc?: readonly TocItem[];
  className?: string;
  children: ReactNode;
};

function StaticPageFrame({
  titleId,
  eyebrowId,
  lead,
  meta,
  toc,
  className,
  children,
}: StaticPageProps) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: titleId }));
  const classes = ['static-page', toc ? 'static-page--with-toc' : null, className]
    .filter(Boolean)
    .join(' ');
  return (
    <article className={classes}>
      <header className="static-page__header">
        <div className="container static-page__frame">
          {eyebrowId ? (
            <p className="static-page__eyebrow">
              <FormattedMessage id={eyebrowId} />
            </p>
          ) : null}
          <h1 className="static-page__title">
            <FormattedMessage id={titleId} />
          </h1>
          {meta ? <p className="static-page__meta">{meta}</p> : null}
          {lead ? <p className="static-page__lead">{lead}</p> : null}
        </div>
      </header>
      <div className="container static-page__frame static-page__body">
        {toc ? (
          <aside className="static-page__aside">
            <TableOfContents items={toc} />
          </aside>
        ) : null}
        <div className="static-page__content">{children}</div>
      </div>
    </article>
  );
}

const internal = (to: string) => {
  const render = (chunks: ReactNode[]) => <Link to={to}>{chunks}</Link>;
  return render;
};

const external = (href: string) => {
  const render = (chunks: ReactNode[]) => (
    <a href={href} rel="noopener noreferrer">
      {chunks}
    </a>
  );
  return render;
};

/**
 * Values every static message may use: rich-text tags for links inside the site, <b> for emphasis,
 * and {email} for the support address.
 */
export const richValues = {
  b: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  signup: internal('/signup'),
  operatorSignup: internal('/tour-operators'),
  affiliateSignup: internal('/signup-affiliate'),
  affiliates: internal('/affiliates'),
  payouts: internal('/account/payments'),
  affiliatePayouts: internal('/account/affiliate-payouts'),
  dashboard: internal('/affiliate-dashboard'),
  contactDetails: internal('/account/contact-details'),
  quickReplies: internal('/account/quick-replies'),
  inbox: internal('/inbox/orders'),
  sales: internal('/inbox/sales'),
  tours: internal('/s'),
  faq: internal('/faq'),
  contact: internal('/contactus'),
  terms: internal('/terms-of-service'),
  privacy: internal('/privacy-policy'),
  cookies: internal('/privacy-policy#cookies'),
  cnpd: external('https://www.cnpd.pt'),
  email: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>,
};

/** A static message with the shared rich values, and {fee}: the operators' commission (a console setting). */
export function Msg({ id }: { id: string }) {
  const fee = useMarketplaceSettings().providerCommissionPercent ?? providerCommissionPercent;
  return <FormattedMessage id={id} values={{ ...richValues, fee }} />;
}

/** One block of an article section: a paragraph (a message key), a bulleted list of keys, or an element such as a table. */
export type Block = string | readonly string[] | ReactElement;

/** Paragraphs and lists of the messages `{prefix}.{key}`, and elements, in order. */
export function Blocks({ prefix, blocks }: { prefix: string; blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, index) => {
        if (typeof block === 'string') {
          return (
            <p key={block}>
              <Msg id={`${prefix}.${block}`} />
            </p>
          );
        }
        if (Array.isArray(block)) {
          return (
            <ul key={block.join()} className="static-list">
              {(block as readonly string[]).map((key) => (
                <li key={key}>
                  <Msg id={`${prefix}.${key}`} />
                </li>
              ))}
            </ul>
          );
        }
        return <Fragment key={index}>{block as ReactElement}</Fragment>;
      })}
    </>
  );
}

/** A numbered section of a long text: `id` is its anchor, `key` names its messages (`{prefix}.{key}.title`, ...). */
export type ArticleSectionDef = { id: string; key: string; blocks: readonly Block[] };

export const tocOf = (prefix: string, sections: readonly ArticleSectionDef[]): TocItem[] =>
  sections.map((s) => ({ id: s.id, labelId: `${prefix}.${s.key}.title` }));

/** The sections of a legal text, each an anchored, numbered heading over its blocks. */
export function ArticleSections({
  prefix,
  sections,
}: {
  prefix: string;
  sections: readonly ArticleSectionDef[];
}) {
  return (
    <>
      {sections.map((section, index) => (
        <section
          key={section.id}
          id={section.id}
          className="static-section static-section--numbered"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>
            <span className="static-section__number" aria-hidden="true">
              {index + 1}.
            </span>
            <FormattedMessage id={`${prefix}.${section.key}.title`} />
          </h2>
          <Blocks prefix={`${prefix}.${section.key}`} blocks={section.blocks} />
        </section>
      ))}
    </>
  );
}

/** "Last updated {date}" under a legal page's title. */
export function LastUpdated({ date }: { date: Date }) {
  return (
    <FormattedMessage
      id="static.legal.updated"
      values={{
        date: (
          <FormattedDate value={date} year="numeric" month="long" day="numeric" timeZone="UTC" />
        ),
      }}
    />
  );
}

/** In a translation of a legal text: the English text prevails where they differ. */
export function TranslationNotice() {
  const { locale } = useLocale();
  if (locale === 'en') return null;
  return (
    <p className="static-notice">
      <InfoIcon size={20} />
      <span>
        <FormattedMessage id="static.legal.translation" />
      </span>
    </p>
  );
}

/** The office's postal address, line by line. */
export function OfficeAddress({ className }: { className?: string }) {
  return (
    <address className={className}>
      {officeAddress.map((line, i) => (
        <Fragment key={line}>
          {i > 0 ? <br /> : null}
          {line}
        </Fragment>
      ))}
    </address>
  );
}
