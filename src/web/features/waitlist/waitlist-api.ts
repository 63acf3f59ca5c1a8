import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { JoinWaitlistBody } from '../../../contracts/waitlist';
import { ApiError } from '../../lib/api';
import { callApi } from '../../lib/api-client';

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
      callApi(
        'GET /api/waitlist',
        { query: { listingId: listingId ?? undefined } },
        { signal },
      ).then((r) => r.data),
    staleTime: 0,
  });

/** A listing's full departures of the next 60 days. */
export const fullDeparturesQuery = (listingId: string, now = new Date()) =>
  queryOptions({
    queryKey: waitlistKeys.full(listingId),
    queryFn: ({ signal }) =>
      callApi(
        'GET /api/listings/:id/full-departures',
        {
          params: { id: listingId },
          query: {
            start: now.toISOString(),
            end: new Date(now.getTime() + 60 * 86_400_000).toISOString(),
          },
        },
        { signal },
      ).then((r) => r.data),
    staleTime: 30_000,
  });

export function useWaitlistChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: waitlistKeys.all });
  return {
    join: useMutation({
      mutationFn: (body: JoinWaitlistBody) => callApi('POST /api/waitlist', { body }),
      onSuccess: refresh,
    }),
    leave: useMutation({
      mutationFn: (id: string) => callApi('DELETE /api/waitlist/:id', { params: { id } }),
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
