import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ConsoleListing, ConsoleListingDetail } from '../../../contracts/console';
import { listingPath } from '../../../domain/listing-urls';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { FormMessage } from '../../components/form/form-fields';
import {
  actOnListing,
  consoleKeys,
  consoleListingQuery,
  type ListingAction,
  consoleErrorId,
} from '../../features/console/console-api';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { formatPrice } from '../../lib/format-price';
import { ConsoleLayout, useDateTime } from './console-layout';
import { ReasonForm, StateBadge } from './console-parts';
import { Link } from 'react-router';
import { Button } from '../../components/button/button';

/** /console/listings/:id: a listing's facts, the listing as travellers see it, and what may be done with it. */
export default function ConsoleListingPage() {
  const { id = '' } = useParams();
  const detail = useQuery(consoleListingQuery(id));
  return (
    <ConsoleLayout titleId="console.listing.title">
      {detail.isPending ? (
        <PageSkeleton />
      ) : detail.isError ? (
        <ErrorState error={detail.error} onRetry={() => void detail.refetch()} />
      ) : (
        <div className="console-detail">
          <div className="console-detail__side">
            <ListingFacts listing={detail.data.listing} />
            <ListingActions listing={detail.data.listing} />
          </div>
          <Preview preview={detail.data.preview} />
        </div>
      )}
    </ConsoleLayout>
  );
}

function ListingFacts({ listing }: { listing: ConsoleListing }) {
  const dateTime = useDateTime();
  return (
    <section className="console-card" aria-labelledby="console-listing-facts">
      <h2 id="console-listing-facts" className="console-card__title">
        {listing.title}
      </h2>
      <p>
        <StateBadge state={listing.state} />{' '}
        {listing.featured ? (
          <span className="console-badge console-badge--featured">
            <FormattedMessage id="console.listing.featuredBadge" />
          </span>
        ) : null}
      </p>
      <dl className="console-facts">
        <dt>
          <FormattedMessage id="console.listing.operator" />
        </dt>
        <dd>
          <Link to={`/console/users/${listing.operator.id}`}>{listing.operator.name}</Link> (
          {listing.operator.email})
          {listing.operator.banned ? (
            <>
              {' '}
              <span className="console-badge console-badge--banned">
                <FormattedMessage id="console.listing.bannedOperator" />
              </span>
            </>
          ) : null}
        </dd>
        <dt>
          <FormattedMessage id="console.listing.place" />
        </dt>
        <dd>{listing.place ?? '—'}</dd>
        <dt>
          <FormattedMessage id="console.listing.created" />
        </dt>
        <dd>{dateTime(listing.createdAt)}</dd>
        <dt>
          <FormattedMessage id="console.listing.updated" />
        </dt>
        <dd>{dateTime(listing.updatedAt)}</dd>
        {listing.rejectionReason ? (
          <>
            <dt>
              <FormattedMessage id="console.listing.rejectionReason" />
            </dt>
            <dd>{listing.rejectionReason}</dd>
          </>
        ) : null}
      </dl>
      {listing.state === 'published' ? (
        <p>
          <Link to={listingPath(listing.id, listing.title)}>
            <FormattedMessage id="console.listing.open" />
          </Link>
        </p>
      ) : null}
    </section>
  );
}

/** Approve or send back (pending), close (published), reopen (closed), and the featured mark. */
function ListingActions({ listing }: { listing: ConsoleListing }) {
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: ({ action, body }: { action: ListingAction; body?: object; doneId: string }) =>
      actOnListing(listing.id, action, body),
    onSuccess: (_listing, { doneId }) => {
      setDone(doneId);
      void queryClient.invalidateQueries({ queryKey: consoleKeys.all });
    },
    // A conflict shows what the listing is now.
    onError: () =>
      void queryClient.invalidateQueries({ queryKey: consoleKeys.listing(listing.id) }),
  });
  const run = (action: ListingAction, doneId: string, body?: object) => {
    setDone(null);
    act.mutate({ action, body, doneId });
  };
  const failure = act.error ? consoleErrorId(act.error) : null;
  return (
    <section className="console-card" aria-live="polite">
      <FormMessage id={done} tone="success" />
      {listing.state === 'pendingApproval' ? (
        <>
          <div className="console-action">
            <Button
              variant="primary"
              disabled={act.isPending}
              onClick={() => run('approve', 'console.done.approve')}
            >
              <FormattedMessage id="console.actions.approve" />
            </Button>
          </div>
          <ReasonForm
            title={<FormattedMessage id="console.actions.reject" />}
            text={<FormattedMessage id="console.actions.rejectText" />}
            submitId="console.actions.reject"
            isRequired
            isPending={act.isPending}
            error={null}
            onSubmit={(reason) => run('reject', 'console.done.reject', { reason })}
          />
        </>
      ) : null}
      {listing.state === 'published' ? (
        <ReasonForm
          title={<FormattedMessage id="console.actions.close" />}
          submitId="console.actions.close"
          isRequired={false}
          isPending={act.isPending}
          error={null}
          onSubmit={(reason) => run('close', 'console.done.close', reason ? { reason } : {})}
        />
      ) : null}
      {listing.state === 'closed' ? (
        <ReasonForm
          title={<FormattedMessage id="console.actions.reopen" />}
          submitId="console.actions.reopen"
          isRequired={false}
          isPending={act.isPending}
          error={null}
          onSubmit={(reason) => run('reopen', 'console.done.reopen', reason ? { reason } : {})}
        />
      ) : null}
      <div className="console-action">
        <Button
          variant="secondary"
          disabled={act.isPending}
          onClick={() =>
            listing.featured
              ? run('featured', 'console.done.unfeature', { featured: false })
              : run('featured', 'console.done.feature', { featured: true })
          }
        >
          <FormattedMessage
            id={listing.featured ? 'console.actions.unfeature' : 'console.actions.feature'}
          />
        </Button>
      </div>
      <FormMessage id={failure} />
    </section>
  );
}

/** The listing as travellers see it: photos, texts, price and place. */
function Preview({ preview }: { preview: ConsoleListingDetail['preview'] }) {
  const intl = useIntl();
  const price = preview.price
    ? formatPrice(preview.price.amount, preview.price.currency, intl.locale)
    : null;
  return (
    <section className="console-card console-preview" aria-labelledby="console-preview-title">
      <h2 id="console-preview-title" className="console-card__kicker">
        <FormattedMessage id="console.listing.preview" />
      </h2>
      <div className="console-preview__photos">
        {preview.images.slice(0, 3).map((image) => {
          const variant =
            image.variants.find((v) => v.name === 'landscape-crop') ?? image.variants[0];
          return variant ? (
            <img
              key={image.id}
              src={variant.url}
              width={variant.width}
              height={variant.height}
              alt={`${preview.title}, ${preview.publicData.place ?? ''}`}
              loading="lazy"
            />
          ) : null;
        })}
      </div>
      <h3 className="console-preview__title">{preview.title}</h3>
      <p className="console-preview__short">{preview.shortDescription}</p>
      {price ? (
        <p className="console-preview__price">
          <FormattedMessage id="console.listing.price" values={{ price }} />
        </p>
      ) : null}
      <p className="console-preview__description">{preview.description}</p>
    </section>
  );
}
