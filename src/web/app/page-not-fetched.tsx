import { FormattedMessage, useIntl } from '../i18n/intl';
import { Link } from 'react-router';
import { useDocumentTitle } from '../lib/use-document-title';
import './status-page.css';

/** Shown when a page's code could not be downloaded (e.g. a new version was deployed, or the network dropped). */
export function PageNotFetched() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'errors.pageNotFetched.title' }));
  return (
    <div className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">
        <FormattedMessage id="errors.pageNotFetched.title" />
      </h1>
      <p className="status-page__text">
        <FormattedMessage id="errors.pageNotFetched.text" />
      </p>
      <div className="status-page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          <FormattedMessage id="errors.pageNotFetched.refresh" />
        </button>
        <Link to="/" className="button button--secondary">
          <FormattedMessage id="errors.backToLanding" />
        </Link>
      </div>
    </div>
  );
}

/** A page failed while rendering: say so and offer a way on. */
export function PageCrashed() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'errors.crashed.title' }));
  return (
    <div className="container status-page" role="alert">
      <h1 className="status-page__title">
        <FormattedMessage id="errors.crashed.title" />
      </h1>
      <p className="status-page__text">
        <FormattedMessage id="errors.code.internal-error" />
      </p>
      <div className="status-page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          <FormattedMessage id="errors.pageNotFetched.refresh" />
        </button>
        <a href="/" className="button button--secondary">
          <FormattedMessage id="errors.backToLanding" />
        </a>
      </div>
    </div>
  );
}
