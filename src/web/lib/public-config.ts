import { queryOptions } from '@tanstack/react-query';
import type { PublicConfig } from '../../contracts/search';
import { getJson } from './api';

/** The site's public settings (GET /api/config): map style, card form, message retention. */
export const publicConfigQuery = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: ({ signal }) => getJson<PublicConfig>('/api/config', { signal }),
    staleTime: Infinity,
  });
