import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuidesResponse } from '../../../contracts/guides';
import { getJson, sendJson } from '../../lib/api';

// The operator's guides (issue 46 item 2; decision 152), managed from the departures tab.

export const guidesQuery = queryOptions({
  queryKey: ['guides'] as const,
  queryFn: ({ signal }) => getJson<GuidesResponse>('/api/guides', { signal }).then((r) => r.data),
  staleTime: 0,
  retry: false,
});

export function useGuideChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: guidesQuery.queryKey });
  return {
    invite: useMutation({
      mutationFn: (email: string) => sendJson('POST', '/api/guides/invitations', { email }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (target: { kind: 'guide' | 'invitation'; id: string }) =>
        sendJson(
          'DELETE',
          target.kind === 'guide'
            ? `/api/guides/${encodeURIComponent(target.id)}`
            : `/api/guides/invitations/${encodeURIComponent(target.id)}`,
        ),
      onSuccess: refresh,
    }),
  };
}
