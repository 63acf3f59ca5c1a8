import { useQuery, useQueryClient } from '@tanstack/react-query';
import { PageMessages } from '../../i18n/page-messages';
import { useEffect, useState, type ComponentType, type MouseEvent } from 'react';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import { Link, useNavigate, useParams } from 'react-router';
import type { OwnListing } from '../../../contracts/own-listings';
import { isUuid, listingPath } from '../../../domain/listing-urls';
import { authInfoKey } from '../../auth/auth-queries';
import { useCurrentUser } from '../../auth/use-current-user';
import { ErrorState, PageSkeleton } from '../../components/feedback/feedback';
import { CheckIcon } from '../../components/icons/icons';
import { OperatorsOnly } from '../../features/listing-editor/operators-only';
import { PayoutPointer } from '../../features/payouts/payout-pointer';
import { payoutAccountQuery } from '../../features/payouts/payouts-api';
import {
  draftSteps,
  editListingPath,
  editorTabs,
  isEditorTab,
  ownListingKey,
  ownListingQuery,
  type EditorTab,
  ownListingsKeys,
} from '../../features/listing-editor/editor-queries';
import { isNotFound } from '../../lib/api';
import { callApi, type ApiInput } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useSelectedTabInView } from '../../lib/use-selected-tab-in-view';
import NotFoundPage from '../not-found/not-found-page';
import { AvailabilityTab } from './tabs/availability-tab';
import { DescriptionTab } from './tabs/description-tab';
import { FeaturesTab } from './tabs/features-tab';
import { LocationTab } from './tabs/location-tab';
import { PhotosTab } from './tabs/photos-tab';
import { PoliciesTab } from './tabs/policies-tab';
import { PricingTab } from './tabs/pricing-tab';
import { TranslationsTab } from './tabs/translations-tab';
import type { TabProps } from './tabs/tab-form';
import { UnsavedChangesContext } from './tabs/unsaved-changes';
import './edit-listing.css';

type CreateListingInput = ApiInput<'POST /api/own-listings'>['body'];

const tabComponents: Record<EditorTab, ComponentType<TabProps>> = {
  description: DescriptionTab,
  features: FeaturesTab,
  location: LocationTab,
  pricing: PricingTab,
  availability: AvailabilityTab,
  photos: PhotosTab,
  policies: PoliciesTab,
  translations: TranslationsTab,
};

/**
 * The listing wizard (spec 000 §2): /l/new starts a draft on the Description tab; then
 * /l/{slug}/{id}/{draft|edit}/{tab}. On a draft each tab saves and moves on, and the last one
 * publishes; on a live listing each tab saves in place.
 */
// The editor's messages ship with its pages, not in the catalogue every visit downloads.
const bundles = ['editor', 'payouts'] as const;

export default function EditListingPage() {
  return (
    <PageMessages bundles={bundles}>
      <EditListingPageContent />
    </PageMessages>
  );
}

function EditListingPageContent() {
  const { id, tab: tabParam, returnURLType } = useParams();
  const isNew = id === undefined;
  const tab: EditorTab | null = isNew ? 'description' : isEditorTab(tabParam) ? tabParam : null;
  const valid = isNew || (isUuid(id) && tab !== null);
  const listing = useQuery({
    ...ownListingQuery((id ?? '').toLowerCase()),
    enabled: !isNew && valid,
  });
  const auth = useCurrentUser();

  if (!valid) return <NotFoundPage />;
  if (auth.user && auth.user.type !== 2) return <OperatorsOnly />;
  if (!isNew && listing.isPending) return <PageSkeleton />;
  if (!isNew && listing.isError) {
    if (isNotFound(listing.error)) return <NotFoundPage />;
    return (
      <div className="container">
        <ErrorState error={listing.error} onRetry={() => void listing.refetch()} />
      </div>
    );
  }
  return (
    <Wizard
      key={listing.data?.id ?? 'new'}
      listing={listing.data ?? null}
      tab={tab!}
      returnURLType={returnURLType}
    />
  );
}

function Wizard({
  listing,
  tab,
  returnURLType,
}: {
  listing: OwnListing | null;
  tab: EditorTab;
  /** Back from the payout provider's onboarding (spec 000 §2 EditListingStripeOnboardingPage). */
  returnURLType?: string | undefined;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [savedTab, setSavedTab] = useState<EditorTab | null>(null);
  const [hasUnsaved, setUnsaved] = useState(false);
  // Another tab is another form: nothing of it is unsaved yet.
  useEffect(() => setUnsaved(false), [tab]);
  useEffect(() => {
    if (!hasUnsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsaved]);
  /** Leaving the tab with changes not saved asks first; staying keeps them. */
  const askBeforeLeaving = (event: MouseEvent) => {
    if (hasUnsaved && !window.confirm(intl.formatMessage({ id: 'editor.unsaved.leave' })))
      event.preventDefault();
  };
  const isDraft = !listing || listing.state === 'draft';
  const index = draftSteps.indexOf(tab);
  const isStep = index >= 0;
  const isLast = index === draftSteps.length - 1;
  const currentTabRef = useSelectedTabInView<HTMLLIElement>(tab);
  useEffect(() => {
    // The provider's onboarding may have changed what the account still needs.
    if (returnURLType)
      void queryClient.invalidateQueries({ queryKey: payoutAccountQuery().queryKey });
  }, [returnURLType, queryClient]);
  useDocumentTitle(
    intl.formatMessage(
      { id: listing ? 'editor.documentTitle.edit' : 'editor.documentTitle.new' },
      { title: listing?.title ?? '' },
    ),
  );

  const remember = (saved: OwnListing) => {
    queryClient.setQueryData(ownListingKey(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: ownListingsKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['listings'] });
    void queryClient.invalidateQueries({ queryKey: ['listing', saved.id] });
  };

  /** Saves the tab (null: nothing to save), then moves on: the next tab of a draft, or publishes after the last. */
  const submit: TabProps['submit'] = async (body, afterSave) => {
    setSavedTab(null);
    let saved = listing;
    if (body !== null) {
      saved = listing
        ? (await callApi('PATCH /api/own-listings/:id', { params: { id: listing.id }, body })).data
        : // A new listing starts from the Description step, whose body always has its title.
          (await callApi('POST /api/own-listings', { body: body as CreateListingInput })).data;
      remember(saved);
    }
    if (!saved) return;
    if (afterSave) await afterSave(saved);
    if (!isDraft || !isStep) {
      setSavedTab(tab);
      return;
    }
    if (!isLast) {
      navigate(editListingPath(saved, draftSteps[index + 1]!));
      return;
    }
    const published = (
      await callApi('POST /api/own-listings/:id/publish', { params: { id: saved.id } })
    ).data;
    remember(published);
    void queryClient.invalidateQueries({ queryKey: authInfoKey });
    // Manage listings confirms it, with links to view and edit it (or says it waits for approval).
    navigate(
      published.state === 'published'
        ? `/listings?published=${published.id}`
        : `/listings?pending=${published.id}`,
    );
  };

  const Tab = tabComponents[tab];
  const submitLabel =
    !isDraft || !isStep
      ? 'editor.action.save'
      : isLast
        ? 'editor.action.publish'
        : 'editor.action.next';

  return (
    <div className="container editor">
      <header className="editor__header">
        <p className="editor__eyebrow">
          <FormattedMessage id={listing ? `editor.state.${listing.state}` : 'editor.state.new'} />
        </p>
        <h1 className="editor__title">
          {listing ? listing.title : <FormattedMessage id="editor.newTitle" />}
        </h1>
        {listing && listing.state === 'published' ? (
          <Link
            className="link-arrow"
            to={listingPath(listing.id, listing.title)}
            onClick={askBeforeLeaving}
          >
            <FormattedMessage id="editor.viewListing" />
          </Link>
        ) : null}
        {listing && listing.state !== 'published' ? (
          <Link
            className="link-arrow"
            to={`${listingPath(listing.id, listing.title)}/preview`}
            onClick={askBeforeLeaving}
          >
            <FormattedMessage id="editor.preview" />
          </Link>
        ) : null}
      </header>
      <div className="editor__layout">
        <nav className="editor__tabs" aria-label={intl.formatMessage({ id: 'editor.tabs.label' })}>
          <ol>
            {editorTabs.map((name, i) => {
              const done = listing ? isTabComplete(listing, name) : false;
              const label = (
                <>
                  <span className="editor__tab-number" aria-hidden="true">
                    {done ? <CheckIcon size={16} /> : i + 1}
                  </span>
                  <FormattedMessage id={`editor.tab.${name}`} />
                </>
              );
              return (
                <li key={name} ref={name === tab ? currentTabRef : undefined}>
                  {listing ? (
                    <Link
                      className={`editor__tab${name === tab ? ' editor__tab--current' : ''}`}
                      to={editListingPath(listing, name)}
                      aria-current={name === tab ? 'step' : undefined}
                      onClick={name === tab ? undefined : askBeforeLeaving}
                    >
                      {label}
                    </Link>
                  ) : (
                    <span
                      className={`editor__tab${name === tab ? ' editor__tab--current' : ' editor__tab--disabled'}`}
                      aria-current={name === tab ? 'step' : undefined}
                    >
                      {label}
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <section className="editor__panel" aria-labelledby="editor-tab-title">
          <h2 id="editor-tab-title" className="editor__panel-title">
            <FormattedMessage id={`editor.tab.${tab}`} />
          </h2>
          <p className="editor__panel-intro">
            <FormattedMessage id={`editor.intro.${tab}`} />
          </p>
          {listing?.rejectionReason ? (
            <div className="form-notice form-notice--warning" role="note">
              <p>
                <strong>
                  <FormattedMessage id="editor.rejected.title" />
                </strong>
              </p>
              <p>{listing.rejectionReason}</p>
              <p>
                <FormattedMessage id="editor.rejected.next" />
              </p>
            </div>
          ) : null}
          {returnURLType === 'success' || returnURLType === 'failure' ? (
            <p className="form-notice" role="status">
              <FormattedMessage id={`payouts.returned.${returnURLType}`} />
            </p>
          ) : null}
          {listing && ((isDraft && isLast) || returnURLType) ? (
            <PayoutPointer from={editListingPath(listing, tab)} />
          ) : null}
          {savedTab === tab ? (
            <p className="form-notice" role="status">
              <FormattedMessage id="editor.saved" />
            </p>
          ) : null}
          <UnsavedChangesContext value={setUnsaved}>
            <Tab
              key={`${listing?.id ?? 'new'}-${tab}`}
              listing={listing}
              submit={submit}
              submitLabel={submitLabel}
              isDraft={isDraft}
            />
          </UnsavedChangesContext>
        </section>
      </div>
    </div>
  );
}

/** A tab counts as done when the listing has what it asks for (drives the check marks). */
function isTabComplete(listing: OwnListing, tab: EditorTab): boolean {
  const missing = new Set(listing.missingForPublish);
  const data = listing.publicData;
  switch (tab) {
    case 'description':
      return (
        !missing.has('title-required') &&
        !missing.has('description-required') &&
        !missing.has('short-description-required')
      );
    case 'features':
      return (data.included?.length ?? 0) > 0 || (data.languages?.length ?? 0) > 0;
    case 'location':
      return !missing.has('location-required');
    case 'pricing':
      return !missing.has('price-required');
    case 'availability':
      return !missing.has('availability-required');
    case 'photos':
      return !missing.has('images-required');
    case 'policies':
      return listing.state !== 'draft';
    case 'translations':
      return Object.keys(data.translations ?? {}).length > 0;
  }
}
