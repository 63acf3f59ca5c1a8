import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useParams, useSearchParams } from 'react-router';
import type { PublicUser } from '../../../contracts/accounts';
import { clipMetaDescription } from '../../../domain/listing';
import { isUuid } from '../../../domain/listing-urls';
import { useLocale } from '../../app/locale-context';
import { useCurrentUser } from '../../auth/use-current-user';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { ListingCard } from '../../components/listing-card/listing-card';
import { besideThePage } from '../../components/lazy-beside';
import { UserAvatar } from '../../features/accounts/user-avatar';
import { isNotFound } from '../../lib/api';
import { callApi } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../not-found/not-found-page';
import '../../features/accounts/accounts.css';
import { ButtonLink } from '../../components/button/button-link';

// Only with more than one page of listings: loaded then (or beside a server-rendered page).
const Pagination = besideThePage(
  () => import('../../components/pagination/pagination').then((module) => module.Pagination),
  null,
);
// Below the fold: loaded after the page works, as on the listing page (decision 051's budget).
const ReviewList = lazy(() =>
  import('../../features/talk/review-list').then((m) => ({ default: m.ReviewList })),
);

const listingsPerPage = 12;

/** /u/{id}: a user's public profile, their published tours and the reviews about them. */
export default function ProfilePage() {
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const profile = useQuery({
    queryKey: ['users', id],
    queryFn: ({ signal }) =>
      callApi('GET /api/users/:id', { params: { id } }, { signal }).then((r) => r.data),
    enabled: valid,
  });
  if (!valid) return <NotFoundPage />;
  if (profile.isPending) return <PageSkeleton />;
  if (profile.isError) {
    if (isNotFound(profile.error)) return <NotFoundPage />;
    return (
      <div className="container">
        <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />
      </div>
    );
  }
  return <Profile user={profile.data} />;
}

function Profile({ user }: { user: PublicUser }) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const me = useCurrentUser().user;
  const isPlaceholder = user.isBanned || user.isDeleted;
  const name = isPlaceholder
    ? intl.formatMessage({
        id: user.isBanned ? 'accounts.profilePage.bannedUser' : 'accounts.profilePage.deletedUser',
      })
    : user.displayName;
  useDocumentTitle(name, !isPlaceholder && user.bio?.trim() ? clipMetaDescription(user.bio) : null);
  const since = new Intl.DateTimeFormat(formatLocale, { month: 'long', year: 'numeric' }).format(
    new Date(user.createdAt),
  );

  return (
    <div className="container profile-page">
      <header className="profile-page__header">
        <UserAvatar
          image={user.profileImage}
          initials={user.abbreviatedName}
          size={80}
          isPlaceholder={isPlaceholder}
        />
        <div>
          <h1 className="profile-page__name">{name}</h1>
          {!isPlaceholder && user.companyName ? (
            <p className="profile-page__company">{user.companyName}</p>
          ) : null}
          {!isPlaceholder ? (
            <p className="profile-page__since">
              <FormattedMessage id="accounts.profilePage.memberSince" values={{ date: since }} />
            </p>
          ) : null}
          {me?.id === user.id ? (
            <ButtonLink variant="secondary" size="small" to="/profile-settings">
              <FormattedMessage id="accounts.profilePage.edit" />
            </ButtonLink>
          ) : null}
        </div>
      </header>
      {!isPlaceholder && user.bio ? <p className="profile-page__bio">{user.bio}</p> : null}
      {!isPlaceholder ? <UserListings userId={user.id} /> : null}
      <section className="profile-page__section" aria-labelledby="profile-reviews">
        <h2 id="profile-reviews">
          <FormattedMessage id="accounts.profilePage.reviews" />
        </h2>
        <Suspense fallback={null}>
          <ReviewList about={{ userId: user.id }} emptyMessageId="accounts.profilePage.noReviews" />
        </Suspense>
      </section>
    </div>
  );
}

function UserListings({ userId }: { userId: string }) {
  const [params] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const listings = useQuery({
    queryKey: ['listings', { authorId: userId, page, perPage: listingsPerPage }],
    queryFn: ({ signal }) =>
      callApi(
        'GET /api/listings',
        { query: { authorId: userId, page: String(page), perPage: listingsPerPage } },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
  // People without published tours (travellers, affiliates) have no such section.
  if (listings.isSuccess && listings.data.meta.totalItems === 0) return null;
  return (
    <section className="profile-page__section" aria-labelledby="profile-listings">
      <h2 id="profile-listings">
        <FormattedMessage id="accounts.profilePage.listings" />
      </h2>
      {listings.isPending ? (
        <PageSkeleton />
      ) : listings.isError ? (
        <ErrorState error={listings.error} onRetry={() => void listings.refetch()} />
      ) : (
        <>
          <ul className="listing-grid">
            {listings.data.data.map((listing, index) => (
              <li key={listing.id}>
                <ListingCard listing={listing} eager={index < 3} />
              </li>
            ))}
          </ul>
          {listings.data.meta.totalPages > 1 ? (
            <Pagination page={page} totalPages={listings.data.meta.totalPages} />
          ) : null}
        </>
      )}
    </section>
  );
}
