import { queryOptions } from '@tanstack/react-query';
import type { OwnListing } from '../../../contracts/own-listings';
import { createSlug } from '../../../domain/listing-urls';
import { callApi } from '../../lib/api-client';

export const editorTabs = [
  'description',
  'features',
  'location',
  'pricing',
  'availability',
  'policies',
  // The last step publishes (spec 000 §2).
  'photos',
  'translations',
] as const;
export type EditorTab = (typeof editorTabs)[number];
/** The tabs a draft walks through before publishing; the others (translations) are optional and save in place. */
export const draftSteps: readonly EditorTab[] = editorTabs.filter((tab) => tab !== 'translations');
export const isEditorTab = (value: unknown): value is EditorTab =>
  (editorTabs as readonly unknown[]).includes(value);

/** The tab where each publish requirement is met. */
export const tabOfRequirement: Record<OwnListing['missingForPublish'][number], EditorTab> = {
  'title-required': 'description',
  'description-required': 'description',
  'short-description-required': 'description',
  'location-required': 'location',
  'price-required': 'pricing',
  'availability-required': 'availability',
  'images-required': 'photos',
};

/** /l/{slug}/{id}/{draft|edit}/{tab} (spec 000 §2 EditListingPage). */
export const editListingPath = (
  listing: Pick<OwnListing, 'id' | 'title' | 'state'>,
  tab: EditorTab,
): string =>
  `/l/${createSlug(listing.title)}/${listing.id}/${listing.state === 'draft' ? 'draft' : 'edit'}/${tab}`;

export const ownListingKey = (id: string) => ['own-listing', id] as const;
/** The operator's list of listings, every page of it (`ownListingsKeys.all`) or one. */
export const ownListingsKeys = {
  all: ['own-listings'] as const,
  page: (page: number) => [...ownListingsKeys.all, page] as const,
};
export const ownListingQuery = (id: string) =>
  queryOptions({
    queryKey: ownListingKey(id),
    queryFn: ({ signal }) =>
      callApi('GET /api/own-listings/:id', { params: { id } }, { signal }).then((r) => r.data),
    staleTime: 0,
  });

export const ownListingsQuery = (page: number) =>
  queryOptions({
    queryKey: ownListingsKeys.page(page),
    queryFn: ({ signal }) => callApi('GET /api/own-listings', { query: { page } }, { signal }),
    staleTime: 0,
  });

export const exceptionsKey = (id: string) => ['availability-exceptions', id] as const;
export const exceptionsQuery = (id: string) =>
  queryOptions({
    queryKey: exceptionsKey(id),
    queryFn: ({ signal }) =>
      callApi(
        'GET /api/own-listings/:id/availability-exceptions',
        { params: { id } },
        { signal },
      ).then((r) => r.data),
    staleTime: 0,
  });
