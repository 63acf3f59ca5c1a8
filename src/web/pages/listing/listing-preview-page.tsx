import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useParams } from 'react-router';
import { isUuid, listingPath } from '../../../domain/listing-urls';
import { ErrorState } from '../../components/feedback/feedback';
import { InfoIcon } from '../../components/icons/icons';
import { editListingPath, ownListingQuery } from '../../features/listing-editor/editor-queries';
import { isNotFound } from '../../lib/api';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../not-found/not-found-page';
import { ListingDetailsView } from './listing-page';
import { ListingPageSkeleton } from './listing-page-skeleton';
import { ButtonLink } from '../../components/button/button-link';

/**
 * /l/{slug}/{id}/{variant} (issue 14 item 7): the operator's own listing as travellers will see it,
 * before it is public. Only its author can load it (the own-listings API answers 404 to anyone else).
 */
export default function ListingPreviewPage() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const listing = useQuery({ ...ownListingQuery(id.toLowerCase()), enabled: valid });
  useDocumentTitle(
    intl.formatMessage(
      { id: 'listing.preview.documentTitle' },
      { title: listing.data?.title ?? '' },
    ),
  );

  if (!valid) return <NotFoundPage />;
  if (listing.isPending) return <ListingPageSkeleton />;
  if (listing.isError) {
    if (isNotFound(listing.error)) return <NotFoundPage />;
    return (
      <div className="container">
        <ErrorState error={listing.error} onRetry={() => void listing.refetch()} />
      </div>
    );
  }
  const data = listing.data;
  const banner = (
    <div className="listing-preview" role="status">
      <InfoIcon size={20} />
      <p>
        <FormattedMessage
          id={data.state === 'published' ? 'listing.preview.live' : 'listing.preview.notPublic'}
        />
      </p>
      <p className="listing-preview__links">
        <ButtonLink variant="primary" size="small" to={editListingPath(data, 'description')}>
          <FormattedMessage id="listing.preview.edit" />
        </ButtonLink>
        {data.state === 'published' ? (
          <ButtonLink variant="secondary" size="small" to={listingPath(data.id, data.title)}>
            <FormattedMessage id="listing.preview.view" />
          </ButtonLink>
        ) : null}
      </p>
    </div>
  );
  return <ListingDetailsView listing={data} preview={banner} />;
}
