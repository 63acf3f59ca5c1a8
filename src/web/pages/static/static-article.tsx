import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../lib/use-document-title';
import { contactEmail } from './contact-details';
import './static-pages.css';

/** A link to a section of the current page; keeps the query (an affiliate's ref, for one). */
export function SectionLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  const { search } = useLocation();
  return (
    <Link to={{ search, hash: id }} className={className}>
      {children}
    </Link>
  );
}

export type TocItem = { id: string; labelId: string };

/** "On this page": hash links to the page's sections, as a numbered list or a row of pills. */
export function TableOfContents({ items, variant = 'list' }: { items: readonly TocItem[]; variant?: 'list' | 'pills' }) {
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

/** The readable article column shared by the static pages: title (also the tab title), optional meta line and lead. */
export function StaticPage({
  titleId,
  lead,
  meta,
  className,
  children,
}: {
  titleId: string;
  lead?: ReactNode;
  meta?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: titleId }));
  return (
    <article className={`container static-page${className ? ` ${className}` : ''}`}>
      <header className="static-page__header">
        <h1 className="static-page__title">
          <FormattedMessage id={titleId} />
        </h1>
        {meta ? <p className="static-page__meta">{meta}</p> : null}
        {lead ? <p className="static-page__lead">{lead}</p> : null}
      </header>
      {children}
    </article>
  );
}

const internal = (to: string) => {
  const render = (chunks: ReactNode[]) => <Link to={to}>{chunks}</Link>;
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
  email: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>,
};

/** A static message with the shared rich values. */
export function Msg({ id }: { id: string }) {
  return <FormattedMessage id={id} values={richValues} />;
}

/** One block of an article section: a paragraph, or a bulleted list of items. */
export type Block = string | readonly string[];

/** Paragraphs and lists of message ids. */
export function Blocks({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block) =>
        typeof block === 'string' ? (
          <p key={block}>
            <Msg id={block} />
          </p>
        ) : (
          <ul key={block.join()} className="static-list">
            {block.map((id) => (
              <li key={id}>
                <Msg id={id} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
