import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client';

// The operator's guides (issue 46 item 2; decision 152), managed from the departures tab.

export const guidesQuery = queryOptions({
  queryKey: ['guides'] as const,
  queryFn: ({ signal }) => callApi('GET /api/guides', {}, { signal }).then((r) => r.data),
  staleTime: 0,
  retry: false,
});

export function useGuideChanges() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: guidesQuery.queryKey });
  return {
    invite: useMutation({
      mutationFn: (email: string) => callApi('POST /api/guides/invitations', { body: { email } }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: (target: { kind: 'guide' | 'invitation'; id: string }) =>
        target.kind === 'guide'
          ? callApi('DELETE /api/guides/:id', { params: { id: target.id } })
          : callApi('DELETE /api/guides/invitations/:id', { params: { id: target.id } }),
      onSuccess: refresh,
    }),
  };
}
