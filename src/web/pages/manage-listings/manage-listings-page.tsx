import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PageMessages } from '../../i18n/page-messages';
import { useState } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { useSearchParams } from 'react-router';
import type { ManagedListing as ManagedListingData } from '../../../contracts/own-listings';
import { canTransitionListing } from '../../../domain/listing-states';
import { listingPath } from '../../../domain/listing-urls';
import { parsePageParam } from '../../../domain/pagination';
import { useLocale } from '../../app/locale-context';
import { useCurrentUser } from '../../auth/use-current-user';
import { EmptyState, ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { ImageIcon } from '../../components/icons/icons';
import { Modal } from '../../components/modal/modal';
import { Pagination } from '../../components/pagination/pagination';
import { OperatorsOnly } from '../../features/listing-editor/operators-only';
import { PayoutPointer } from '../../features/payouts/payout-pointer';
import { payoutAccountQuery } from '../../features/payouts/payouts-api';
import {
  editListingPath,
  ownListingKey,
  ownListingsQuery,
  tabOfRequirement,
  ownListingsKeys,
} from '../../features/listing-editor/editor-queries';
import { problemLines } from '../../features/listing-editor/problems';
import { fallbackVariant, variantsOf } from '../../features/listings/listing-images';
import { callApi } from '../../lib/api-client';
import { formatPrice } from '../../lib/format-price';
import { useDocumentTitle } from '../../lib/use-document-title';
import './manage-listings-page.css';
import { Button } from '../../components/button/button';
import { ButtonLink } from '../../components/button/button-link';

/** /listings (spec 000 §2 ManageListingsPage): the operator's own listings, 42 a page, open and close. */
// The editor's messages ship with its pages, not in the catalogue every visit downloads.
const bundles = ['editor', 'manage.listings', 'payouts'] as const;

export default function ManageListingsPage() {
  return (
    <PageMessages bundles={bundles}>
      <ManageListingsPageContent />
    </PageMessages>
  );
}

function ManageListingsPageContent() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const page = parsePageParam(params.get('page'));
  const pending = params.get('pending');
  const publishedId = params.get('published');
  const auth = useCurrentUser();
  const isOperator = auth.user?.type === 2;
  const result = useQuery({
    ...ownListingsQuery(page),
    enabled: isOperator,
    placeholderData: keepPreviousData,
  });
  useDocumentTitle(intl.formatMessage({ id: 'manage.documentTitle' }));

  if (auth.status === 'signed-in' && !isOperator) return <OperatorsOnly />;
  if (result.isPending) return <PageSkeleton />;

  return (
    <div className="container manage">
      <header className="manage__header">
        <div>
          <h1 className="manage__title">
            <FormattedMessage id="manage.title" />
          </h1>
          {result.data ? (
            <p className="manage__count">
              <FormattedMessage id="manage.count" values={{ count: result.data.meta.totalItems }} />
            </p>
          ) : null}
        </div>
        <ButtonLink variant="accent" to="/l/new">
          <FormattedMessage id="manage.new" />
        </ButtonLink>
      </header>
      {result.data && result.data.meta.totalItems > 0 ? <PayoutPointer from="/listings" /> : null}
      {pending ? (
        <p className="form-notice" role="status">
          <FormattedMessage id="manage.pendingNotice" />
        </p>
      ) : null}
      {publishedId ? <PublishedNotice id={publishedId} listings={result.data?.data ?? []} /> : null}
      {result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : null}
      {result.data && result.data.data.length === 0 ? (
        <EmptyState
          title={<FormattedMessage id="manage.empty.title" />}
          action={
            <ButtonLink variant="primary" to="/l/new">
              <FormattedMessage id="manage.empty.action" />
            </ButtonLink>
          }
        >
          <p>
            <FormattedMessage id="manage.empty.text" />
          </p>
        </EmptyState>
      ) : null}
      {result.data && result.data.data.length > 0 ? (
        <>
          <ul className="manage__grid">
            {result.data.data.map((listing, index) => (
              <ManagedListing key={listing.id} listing={listing} eager={index < 6} />
            ))}
          </ul>
          <Pagination page={page} totalPages={result.data.meta.totalPages} />
        </>
      ) : null}
    </div>
  );
}

/**
 * After publishing (issue 14 item 7): it is live, with the links to see it and to change it. An
 * operator without verified payout details is not told travellers can book it (they cannot yet).
 */
function PublishedNotice({ id, listings }: { id: string; listings: ManagedListingData[] }) {
  const payoutAccount = useQuery(payoutAccountQuery());
  const listing = listings.find((l) => l.id === id);
  if (!listing || listing.state !== 'published' || payoutAccount.isPending) return null;
  const isBookable = payoutAccount.isError || payoutAccount.data?.isPayoutReady === true;
  return (
    <div className="form-notice manage__published" role="status">
      <p>
        <FormattedMessage
          id={isBookable ? 'manage.publishedNotice' : 'manage.publishedNoticeNotBookable'}
          values={{ title: listing.title }}
        />
      </p>
      <p className="manage__published-links">
        <ButtonLink variant="primary" size="small" to={listingPath(listing.id, listing.title)}>
          <FormattedMessage id="manage.publishedView" />
        </ButtonLink>
        <ButtonLink variant="secondary" size="small" to={editListingPath(listing, 'description')}>
          <FormattedMessage id="manage.publishedEdit" />
        </ButtonLink>
      </p>
    </div>
  );
}

/** The coming departures, in the listing's own time, with how many seats are booked. */
function NextDepartures({ listing }: { listing: ManagedListingData }) {
  const { formatLocale } = useLocale();
  const timeZone =
    listing.availabilityPlan?.timezone ?? listing.publicData.timezone ?? 'Atlantic/Madeira';
  const format = new Intl.DateTimeFormat(formatLocale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  if (listing.state === 'draft') return null;
  return (
    <div className="managed__departures">
      <p className="managed__departures-title">
        <FormattedMessage id="manage.nextDepartures" />
      </p>
      {listing.nextDepartures.length === 0 ? (
        <p className="managed__hint">
          <FormattedMessage id="manage.noDepartures" />
        </p>
      ) : (
        <ul>
          {listing.nextDepartures.map((departure) => (
            <li key={departure.start}>
              <time dateTime={departure.start}>{format.format(new Date(departure.start))}</time>
              <span>
                <FormattedMessage
                  id="manage.booked"
                  values={{ booked: departure.booked, seats: departure.seats }}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ManagedListing({ listing, eager }: { listing: ManagedListingData; eager: boolean }) {
  const intl = useIntl();
  const { formatLocale } = useLocale();
  const queryClient = useQueryClient();
  const [isConfirmingClose, setIsConfirmingClose] = useState(false);
  const variants = variantsOf(listing.images[0], 'listing-card');
  const src = fallbackVariant(variants, 300);
  const price = listing.price
    ? formatPrice(listing.price.amount, listing.price.currency, formatLocale)
    : null;
  const firstMissing = listing.missingForPublish[0];

  // Pending until the list is read again, so the buttons stay off until it shows the new state.
  const changeState = useMutation({
    mutationFn: (action: 'open' | 'close') =>
      callApi(`POST /api/own-listings/:id/${action}`, { params: { id: listing.id } }),
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(ownListingKey(listing.id), data);
      await queryClient.invalidateQueries({ queryKey: ownListingsKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['listings'] });
    },
  });
  const busy = changeState.isPending;
  const error = changeState.error;
  const change = (action: 'open' | 'close') => {
    setIsConfirmingClose(false);
    changeState.mutate(action);
  };

  return (
    <li className={`managed managed--${listing.state}`}>
      <div className="managed__media">
        {src ? (
          <img
            src={src.url}
            width={src.width}
            height={src.height}
            alt={listing.title}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <div
            className="managed__no-image"
            role="img"
            aria-label={intl.formatMessage({ id: 'common.noImage' })}
          >
            <ImageIcon size={28} />
          </div>
        )}
        <span className={`badge managed__state managed__state--${listing.state}`}>
          <FormattedMessage id={`manage.state.${listing.state}`} />
        </span>
      </div>
      <div className="managed__body">
        <h2 className="managed__title">{listing.title}</h2>
        <p className="managed__meta">
          {price ? (
            <FormattedMessage
              id={`common.price.from.${listing.publicData.unitType}`}
              values={{ price }}
            />
          ) : (
            <FormattedMessage id="manage.noPrice" />
          )}
        </p>
        {listing.state === 'draft' && firstMissing ? (
          <p className="managed__hint">
            <FormattedMessage
              id="manage.draftHint"
              values={{ count: listing.missingForPublish.length }}
            />
          </p>
        ) : null}
        <NextDepartures listing={listing} />
        {error ? (
          <p className="field__error" role="alert">
            {problemLines(error, intl).join(' ')}
          </p>
        ) : null}
        <div className="managed__actions">
          {listing.state === 'draft' ? (
            <ButtonLink
              variant="primary"
              size="small"
              to={editListingPath(
                listing,
                firstMissing ? tabOfRequirement[firstMissing] : 'photos',
              )}
            >
              <FormattedMessage id="manage.finish" />
            </ButtonLink>
          ) : (
            <ButtonLink
              variant="secondary"
              size="small"
              to={editListingPath(listing, 'description')}
            >
              <FormattedMessage id="manage.edit" />
            </ButtonLink>
          )}
          {listing.state === 'published' ? (
            <ButtonLink
              variant="secondary"
              size="small"
              to={listingPath(listing.id, listing.title)}
            >
              <FormattedMessage id="manage.view" />
            </ButtonLink>
          ) : null}
          {canTransitionListing(listing.state, 'close') ? (
            <Button
              variant="secondary"
              size="small"
              disabled={busy}
              onClick={() => setIsConfirmingClose(true)}
              aria-label={intl.formatMessage({ id: 'manage.closeLabel' }, { title: listing.title })}
            >
              <FormattedMessage id="manage.close" />
            </Button>
          ) : null}
          <Modal
            isOpen={isConfirmingClose}
            onClose={() => setIsConfirmingClose(false)}
            title={
              <FormattedMessage id="manage.closeConfirm.title" values={{ title: listing.title }} />
            }
          >
            <p>
              <FormattedMessage id="manage.closeConfirm.text" />
            </p>
            <div className="form-actions">
              <Button variant="secondary" onClick={() => setIsConfirmingClose(false)}>
                <FormattedMessage id="manage.closeConfirm.cancel" />
              </Button>
              <Button variant="primary" disabled={busy} onClick={() => change('close')}>
                <FormattedMessage id="manage.closeConfirm.confirm" />
              </Button>
            </div>
          </Modal>
          {canTransitionListing(listing.state, 'open') ? (
            <Button
              variant="primary"
              size="small"
              disabled={busy}
              onClick={() => change('open')}
              aria-label={intl.formatMessage({ id: 'manage.openLabel' }, { title: listing.title })}
            >
              <FormattedMessage id="manage.open" />
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}
