import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useDocumentTitle } from '../../lib/use-document-title';
import { Msg, StaticMessages } from './static-article';
import '../../app/status-page.css';
import { ButtonLink } from '../../components/button/button-link';

/** A levada path winding along a green ridge towards a trail sign: "this way, soon". */
function PathArt() {
  return (
    <svg
      className="under-construction__art"
      viewBox="0 0 240 140"
      width="240"
      height="140"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="240" height="140" rx="16" fill="#e7f1f2" />
      <circle cx="186" cy="40" r="16" fill="#f2c48d" />
      <path d="M0 96 C40 70 80 74 120 84 S200 70 240 78 V140 H0Z" fill="#2f6b3a" opacity="0.85" />
      <path d="M0 112 C50 96 90 104 130 110 S210 100 240 104 V140 H0Z" fill="#1d4a2c" />
      <path
        d="M8 132 C60 118 100 124 140 114 S200 100 232 96"
        fill="none"
        stroke="#9fd3c7"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 9"
      />
      <path d="M66 120 V82" stroke="#5b3a22" strokeWidth="4" strokeLinecap="round" />
      <path d="M50 78 H92 L100 86 L92 94 H50Z" fill="#b5451f" />
      <path d="M60 86 H86" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** /underconstruction (the blog link) and every route whose page is still to come. */
export default function UnderConstructionPage() {
  return (
    <StaticMessages page="underConstruction">
      <UnderConstruction />
    </StaticMessages>
  );
}

function UnderConstruction() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'static.underConstruction.title' }));
  return (
    <div className="container status-page">
      <PathArt />
      <h1 className="status-page__title">
        <FormattedMessage id="static.underConstruction.title" />
      </h1>
      <p className="status-page__text">
        <FormattedMessage id="static.underConstruction.text" />
      </p>
      <div className="status-page__actions">
        <ButtonLink variant="accent" to="/s">
          <FormattedMessage id="static.underConstruction.tours" />
        </ButtonLink>
        <ButtonLink variant="secondary" to="/">
          <FormattedMessage id="errors.backToLanding" />
        </ButtonLink>
      </div>
      <p className="under-construction__help">
        <Msg id="static.underConstruction.help" />
      </p>
    </div>
  );
}
