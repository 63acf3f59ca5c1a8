import { FormattedMessage, useIntl } from '../../i18n/intl';
import { LazySearchBox } from '../../components/search-box/lazy-search-box';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../app/status-page.css';
import { ButtonLink } from '../../components/button/button-link';

/** /notfound, unknown paths, and listings that do not exist (the URL stays as typed). */
export default function NotFoundPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'errors.notFound.title' }));
  return (
    <div className="container status-page">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 className="status-page__title">
        <FormattedMessage id="errors.notFound.title" />
      </h1>
      <p className="status-page__text">
        <FormattedMessage id="errors.notFound.text" />
      </p>
      <div className="status-page__search">
        <LazySearchBox />
      </div>
      <ButtonLink variant="secondary" to="/">
        <FormattedMessage id="errors.backToLanding" />
      </ButtonLink>
    </div>
  );
}
