import { FormattedMessage, useIntl } from '../i18n/intl';
import { useDocumentTitle } from '../lib/use-document-title';
import { Button } from '../components/button/button';
import { ButtonAnchor, ButtonLink } from '../components/button/button-link';
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
        <Button variant="primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="errors.pageNotFetched.refresh" />
        </Button>
        <ButtonLink variant="secondary" to="/">
          <FormattedMessage id="errors.backToLanding" />
        </ButtonLink>
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
        <Button variant="primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="errors.pageNotFetched.refresh" />
        </Button>
        <ButtonAnchor variant="secondary" href="/">
          <FormattedMessage id="errors.backToLanding" />
        </ButtonAnchor>
      </div>
    </div>
  );
}
