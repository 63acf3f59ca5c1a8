import {
  ArticleSections,
  LastUpdated,
  Msg,
  StaticPage,
  TranslationNotice,
  tocOf,
  type ArticleSectionDef,
} from './static-article';

/** The date the terms last changed (spec 001 §9); shown at the top and moved with every change. */
export const termsUpdatedAt = new Date(Date.UTC(2021, 4, 10));

/** The sections of the terms (spec 001 §9), in order; `id` is the anchor, `key` names the messages. */
export const termsSections: readonly ArticleSectionDef[] = [
  { id: 'accounts', key: 'accounts', blocks: ['p1', 'p2', 'p3'] },
  { id: 'user-content', key: 'content', blocks: ['p1', 'p2', 'p3'] },
  {
    id: 'billing',
    key: 'billing',
    blocks: ['p1', 'p2', 'p3', ['cancel1', 'cancel2', 'cancel3', 'cancel4'], 'p4', 'p5'],
  },
  { id: 'third-party-services', key: 'thirdParty', blocks: ['p1', 'p2'] },
  { id: 'backups', key: 'backups', blocks: ['p1', 'p2'] },
  { id: 'links', key: 'links', blocks: ['p1', 'p2'] },
  {
    id: 'prohibited-uses',
    key: 'prohibited',
    blocks: ['p1', ['l1', 'l2', 'l3', 'l4', 'l5', 'l6', 'l7', 'l8'], 'p2'],
  },
  { id: 'intellectual-property', key: 'ip', blocks: ['p1', 'p2'] },
  { id: 'warranty-disclaimer', key: 'warranty', blocks: ['p1', 'p2'] },
  { id: 'limitation-of-liability', key: 'liability', blocks: ['p1', 'p2', 'p3'] },
  { id: 'indemnification', key: 'indemnification', blocks: ['p1'] },
  { id: 'severability', key: 'severability', blocks: ['p1', 'p2'] },
  { id: 'governing-law', key: 'law', blocks: ['p1', 'p2'] },
  { id: 'changes', key: 'changes', blocks: ['p1', 'p2'] },
  { id: 'acceptance', key: 'acceptance', blocks: ['p1'] },
  { id: 'contact', key: 'contact', blocks: ['p1'] },
];

/** /terms-of-service: the terms every account and booking accepts. */
export default function TermsPage() {
  return (
    <StaticPage
      titleId="static.terms.title"
      eyebrowId="static.legal.eyebrow"
      meta={<LastUpdated date={termsUpdatedAt} />}
      lead={<Msg id="static.terms.lead" />}
      toc={tocOf('static.terms', termsSections)}
      className="static-page--legal"
    >
      <TranslationNotice />
      <div className="static-intro">
        <p>
          <Msg id="static.terms.intro.p1" />
        </p>
        <p>
          <Msg id="static.terms.intro.p2" />
        </p>
      </div>
      <ArticleSections prefix="static.terms" sections={termsSections} />
    </StaticPage>
  );
}
