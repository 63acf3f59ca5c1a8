import type { ReactNode } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { ChevronDownIcon } from '../../components/icons/page-icons';
import { faqSections } from './faq-sections';
import { Msg, StaticPage, TableOfContents } from './static-article';
import { TierTable } from '../../features/affiliates/tier-table';

// Answers that carry more than their text.
const extras: Record<string, ReactNode> = { 'affiliates.a3': <TierTable /> };

/** /faq: questions and answers in five sections, with an in-page section nav. */
export default function FAQPage() {
  return (
    <StaticPage
      titleId="static.faq.title"
      eyebrowId="static.help.eyebrow"
      lead={<Msg id="static.faq.lead" />}
      className="static-page--faq"
    >
      <TableOfContents
        variant="pills"
        items={faqSections.map((s) => ({ id: s.id, labelId: `static.faq.${s.key}.title` }))}
      />
      {faqSections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="static-section"
          aria-labelledby={`${section.id}-title`}
        >
          <h2 id={`${section.id}-title`}>
            <FormattedMessage id={`static.faq.${section.key}.title`} />
          </h2>
          <div className="faq-list">
            {Array.from({ length: section.count }, (_, i) => i + 1).map((n) => (
              <details key={n} className="faq-item">
                <summary className="faq-item__question">
                  <span>
                    <FormattedMessage id={`static.faq.${section.key}.q${n}`} />
                  </span>
                  <ChevronDownIcon className="faq-item__chevron" />
                </summary>
                <div className="faq-item__answer">
                  <p>
                    <Msg id={`static.faq.${section.key}.a${n}`} />
                  </p>
                  {extras[`${section.key}.a${n}`] ?? null}
                </div>
              </details>
            ))}
          </div>
        </section>
      ))}
      <aside className="static-callout">
        <h2 className="static-callout__title">
          <FormattedMessage id="static.faq.more.title" />
        </h2>
        <p>
          <Msg id="static.faq.more.text" />
        </p>
      </aside>
    </StaticPage>
  );
}
