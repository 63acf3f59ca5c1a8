import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  FullDeparturesResponse,
  JoinWaitlistBody,
  WaitlistEntriesResponse,
} from '../../../contracts/waitlist';
import { ApiError, getJson, sendJson, toQueryString } from '../../lib/api';

// The waitlist of a full departure (issue 46 item 5; decisions 160 and 161).

export const waitlistKeys = {
  all: ['waitlist'] as const,
  mine: (listingId: string | null) => ['waitlist', 'mine', listingId] as const,
  full: (listingId: string) => ['waitlist', 'full', listingId] as const,
};

/** The signed-in traveller's entries (of one listing, or all). */
export const myWaitlistQuery = (listingId: string | null) =>
  queryOptions({
    queryKey: waitlistKeys.mine(listingId),
    queryFn: ({ signal }) =>
      getJson<WaitlistEntriesResponse>(
        `/api/waitlist${toQueryString({ listingId: listingId ?? undefined })}`,
        { signal },
      ).then((r) => r.data),
    staleTime: 0,
  });

/** A listing's full departures of the next 60 days. */
export const fullDeparturesQuery = (listingId: string, now = new Date()) =>
  queryOptions({
    queryKey: waitlistKeys.full(listingId),
    queryFn: ({ signal }) =>
      getJson<FullDeparturesResponse>(
        `/api/listings/${encodeURIComponent(listingId)}/full-departures${toQueryString({
          start: now.toISOString(),
          end: new Date(now.getTime() + 60 * 86_400_000).toISOString(),
        })}`,
        { signal },
      ).then((r) => r.data),
    staleTime: 30_000,
  });

export function useWaitlistChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
  return {
    join: useMutation({
      mutationFn: (body: JoinWaitlistBody) => sendJson('POST', '/api/waitlist', body),
      onSuccess: refresh,
    }),
    leave: useMutation({
      mutationFn: (id: string) => sendJson('DELETE', `/api/waitlist/${encodeURIComponent(id)}`),
      onSettled: refresh,
    }),
  };
}

/** The message id of a refused join or leave: the waitlist's own codes, else the shell's. */
export function waitlistErrorId(error: unknown): string {
  if (error instanceof ApiError) {
    const code = error.details[0]?.code;
    if (
      code === 'party-too-large' ||
      code === 'departure-not-full' ||
      code === 'already-waiting' ||
      code === 'departure-started' ||
      code === 'own-listing'
    )
      return `waitlist.error.${code}`;
    return `errors.code.${error.code}`;
  }
  return 'errors.code.internal-error';
}
