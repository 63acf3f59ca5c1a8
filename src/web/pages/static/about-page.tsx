import { FormattedMessage } from '../../i18n/intl';
import { CheckCircleIcon, CompassIcon } from '../../components/icons/icons';
import { LeafIcon, PhoneIcon } from '../../components/icons/page-icons';
import { Msg, StaticPage } from './static-article';
import { ButtonLink } from '../../components/button/button-link';

const promises = [
  { key: 'local', Icon: LeafIcon },
  { key: 'prices', Icon: CompassIcon },
  { key: 'cancellation', Icon: CheckCircleIcon },
  { key: 'people', Icon: PhoneIcon },
] as const;

const steps = ['request', 'accept', 'charge', 'cancel'] as const;

/** /about: what Levada is, the team's promise and how booking works. */
export default function AboutPage() {
  return (
    <StaticPage
      titleId="static.about.title"
      eyebrowId="static.about.eyebrow"
      lead={<Msg id="static.about.lead" />}
    >
      <section className="static-section" aria-labelledby="about-what">
        <h2 id="about-what">
          <FormattedMessage id="static.about.what.title" />
        </h2>
        <p>
          <Msg id="static.about.what.p1" />
        </p>
        <p>
          <Msg id="static.about.what.p2" />
        </p>
        <p>
          <Msg id="static.about.what.p3" />
        </p>
      </section>

      <section className="static-section" aria-labelledby="about-promise">
        <h2 id="about-promise">
          <FormattedMessage id="static.about.promise.title" />
        </h2>
        <p>
          <Msg id="static.about.promise.intro" />
        </p>
        <ul className="static-cards">
          {promises.map(({ key, Icon }) => (
            <li key={key} className="static-card">
              <span className="static-card__icon">
                <Icon size={24} />
              </span>
              <h3 className="static-card__title">
                <FormattedMessage id={`static.about.promise.${key}.title`} />
              </h3>
              <p className="static-card__text">
                <Msg id={`static.about.promise.${key}.text`} />
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section className="static-section" aria-labelledby="about-how">
        <h2 id="about-how">
          <FormattedMessage id="static.about.how.title" />
        </h2>
        <ol className="static-steps">
          {steps.map((key) => (
            <li key={key} className="static-steps__item">
              <h3 className="static-steps__title">
                <FormattedMessage id={`static.about.how.${key}.title`} />
              </h3>
              <p>
                <Msg id={`static.about.how.${key}.text`} />
              </p>
            </li>
          ))}
        </ol>
      </section>

      <section className="static-callout" aria-labelledby="about-cta">
        <h2 id="about-cta" className="static-callout__title">
          <FormattedMessage id="static.about.cta.title" />
        </h2>
        <p>
          <Msg id="static.about.cta.text" />
        </p>
        <div className="static-callout__actions">
          <ButtonLink variant="accent" to="/s">
            <FormattedMessage id="static.about.cta.tours" />
          </ButtonLink>
          <ButtonLink variant="secondary" to="/tour-operators">
            <FormattedMessage id="static.about.cta.operators" />
          </ButtonLink>
          <ButtonLink variant="secondary" to="/affiliates">
            <FormattedMessage id="static.about.cta.affiliates" />
          </ButtonLink>
        </div>
      </section>
    </StaticPage>
  );
}
