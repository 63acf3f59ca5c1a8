import type { ReactNode } from 'react';
import { FormattedMessage } from '../../i18n/intl';
import { Link, useLocation } from 'react-router';
import { PinIcon } from '../../components/icons/icons';
import { ArrowRightIcon, MailIcon, PhoneIcon } from '../../components/icons/page-icons';
import { contactEmail, contactPhone } from './contact-details';
import { faqSections } from './faq-sections';
import { Msg, OfficeAddress, StaticPage } from './static-article';

// The quick answers link to the FAQ's sections by their titles.
const faqSectionTitles = ['faq'] as const;

function ContactCard({
  icon,
  titleId,
  children,
}: {
  icon: ReactNode;
  titleId: string;
  children: ReactNode;
}) {
  return (
    <li className="static-card contact-card">
      <span className="static-card__icon">{icon}</span>
      <h2 className="static-card__title">
        <FormattedMessage id={titleId} />
      </h2>
      {children}
    </li>
  );
}

/** /contactus: email, phone with working hours, the office, and the FAQ sections that answer most questions. */
export default function ContactPage() {
  const { search } = useLocation();
  return (
    <StaticPage
      alsoUses={faqSectionTitles}
      titleId="static.contact.title"
      eyebrowId="static.help.eyebrow"
      lead={<Msg id="static.contact.lead" />}
      className="static-page--contact"
    >
      <ul className="static-cards static-cards--three">
        <ContactCard icon={<MailIcon size={24} />} titleId="static.contact.email.title">
          <p className="static-card__text">
            <FormattedMessage id="static.contact.email.text" />
          </p>
          <a className="contact-card__value" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
        </ContactCard>
        <ContactCard icon={<PhoneIcon size={24} />} titleId="static.contact.phone.title">
          <p className="static-card__text">
            <FormattedMessage id="static.contact.phone.hours" />
          </p>
          <a className="contact-card__value" href={contactPhone.href}>
            {contactPhone.display}
          </a>
        </ContactCard>
        <ContactCard icon={<PinIcon size={24} />} titleId="static.contact.office.title">
          <p className="static-card__text">
            <FormattedMessage id="static.contact.office.text" />
          </p>
          <OfficeAddress className="contact-card__address" />
        </ContactCard>
      </ul>

      <section className="static-section" aria-labelledby="contact-faq">
        <h2 id="contact-faq">
          <FormattedMessage id="static.contact.faq.title" />
        </h2>
        <p>
          <Msg id="static.contact.faq.text" />
        </p>
        <ul className="static-links">
          {faqSections.map((section) => (
            <li key={section.id}>
              <Link
                className="static-links__link"
                to={{ pathname: '/faq', search, hash: section.id }}
              >
                <span>
                  <FormattedMessage id={`static.faq.${section.key}.title`} />
                </span>
                <ArrowRightIcon size={18} />
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="static-section" aria-labelledby="contact-booking">
        <h2 id="contact-booking">
          <FormattedMessage id="static.contact.booking.title" />
        </h2>
        <p>
          <Msg id="static.contact.booking.p1" />
        </p>
        <p>
          <Msg id="static.contact.booking.p2" />
        </p>
      </section>

      <section className="static-section" aria-labelledby="contact-partners">
        <h2 id="contact-partners">
          <FormattedMessage id="static.contact.partners.title" />
        </h2>
        <p>
          <Msg id="static.contact.partners.text" />
        </p>
      </section>
    </StaticPage>
  );
}
