import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { Redirect } from '../../app/redirect';
import { isUuid, listingPath } from '../../../domain/listing-urls';
import { ErrorState } from '../../components/feedback/feedback';
import { listingQuery } from '../../features/listings/listing-queries';
import { isNotFound } from '../../lib/api';
import NotFoundPage from '../not-found/not-found-page';
import { ListingPageSkeleton } from './listing-page-skeleton';

/** /l/{id}: loads the listing and moves to its full address /l/{slug}/{id}, keeping query and hash. */
export default function ListingCanonicalPage() {
  const { id = '' } = useParams();
  const { search, hash } = useLocation();
  const valid = isUuid(id);
  const listing = useQuery({ ...listingQuery(id.toLowerCase()), enabled: valid });

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
  return <Redirect to={`${listingPath(listing.data.id, listing.data.title)}${search}${hash}`} />;
}
