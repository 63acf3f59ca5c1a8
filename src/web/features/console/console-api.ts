// The console's reads and writes (issue 43): one query-key factory, so that every change can
// refresh what it touched.
import { queryOptions } from '@tanstack/react-query';
import type {
  AuditQuery,
  AuditResponse,
  ConsoleListing,
  ConsoleListingDetail,
  ConsoleListingsQuery,
  ConsoleListingsResponse,
  ChangeSettingsBody,
  ConsoleLedger,
  ConsoleLedgerQuery,
  ConsolePayoutsQuery,
  ConsolePayoutsResponse,
  ConsoleReferralsQuery,
  ConsoleReferralsResponse,
  ConsoleSettings,
  OperatorCommissionBody,
  ConsoleJob,
  ConsoleJobsQuery,
  ConsoleJobsResponse,
  ConsoleNote,
  ConsoleOutboxQuery,
  ConsoleErrorsQuery,
  ConsoleErrorsResponse,
  ConsoleOutboxResponse,
  ConsoleTransaction,
  ConsoleTransactionDetail,
  ConsoleTransactionsQuery,
  ConsoleTransactionsResponse,
  ConsoleUser,
  ConsoleUserDetail,
  ConsoleUsersQuery,
  ConsoleUsersResponse,
} from '../../../contracts/console';
import type {
  ConsoleReseller,
  CreateResellerBody,
  IssuedResellerKey,
} from '../../../contracts/octo';
import type {
  ConsoleAnalyticsResponse,
  ConsoleMarketingResponse,
} from '../../../contracts/tracking';
import { errorMessageId } from '../../components/feedback/feedback';
import { ApiError, getJson, sendJson } from '../../lib/api';

type Query = Record<string, string | number | undefined>;

/** The query string of the filters that are set. */
export function queryString(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const consoleKeys = {
  all: ['console'] as const,
  queue: (page: number) => [...consoleKeys.all, 'queue', page] as const,
  listings: (query: ConsoleListingsQuery) => [...consoleKeys.all, 'listings', query] as const,
  listing: (id: string) => [...consoleKeys.all, 'listing', id] as const,
  users: (query: ConsoleUsersQuery) => [...consoleKeys.all, 'users', query] as const,
  user: (id: string) => [...consoleKeys.all, 'user', id] as const,
  audit: (query: AuditQuery) => [...consoleKeys.all, 'audit', query] as const,
  transactions: (query: ConsoleTransactionsQuery) =>
    [...consoleKeys.all, 'transactions', query] as const,
  transaction: (id: string) => [...consoleKeys.all, 'transaction', id] as const,
  outbox: (query: ConsoleOutboxQuery) => [...consoleKeys.all, 'outbox', query] as const,
  errors: (query: ConsoleErrorsQuery) => [...consoleKeys.all, 'errors', query] as const,
  analytics: () => [...consoleKeys.all, 'analytics'] as const,
  marketing: () => [...consoleKeys.all, 'marketing'] as const,
  jobs: (query: ConsoleJobsQuery) => [...consoleKeys.all, 'jobs', query] as const,
  settings: () => [...consoleKeys.all, 'settings'] as const,
  ledger: (query: ConsoleLedgerQuery) => [...consoleKeys.all, 'ledger', query] as const,
  payouts: (query: ConsolePayoutsQuery) => [...consoleKeys.all, 'payouts', query] as const,
  referrals: (query: ConsoleReferralsQuery) => [...consoleKeys.all, 'referrals', query] as const,
};

export const consoleQueueQuery = (page: number) =>
  queryOptions({
    queryKey: consoleKeys.queue(page),
    queryFn: ({ signal }) =>
      getJson<ConsoleListingsResponse>(`/api/console/listings/queue${queryString({ page })}`, {
        signal,
      }),
  });

export const consoleListingsQuery = (query: ConsoleListingsQuery) =>
  queryOptions({
    queryKey: consoleKeys.listings(query),
    queryFn: ({ signal }) =>
      getJson<ConsoleListingsResponse>(`/api/console/listings${queryString(query)}`, { signal }),
  });

export const consoleListingQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.listing(id),
    queryFn: ({ signal }) =>
      getJson<{ data: ConsoleListingDetail }>(`/api/console/listings/${encodeURIComponent(id)}`, {
        signal,
      }).then((r) => r.data),
  });

export const consoleUsersQuery = (query: ConsoleUsersQuery) =>
  queryOptions({
    queryKey: consoleKeys.users(query),
    queryFn: ({ signal }) =>
      getJson<ConsoleUsersResponse>(`/api/console/users${queryString(query)}`, { signal }),
  });

export const consoleUserQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.user(id),
    queryFn: ({ signal }) =>
      getJson<{ data: ConsoleUserDetail }>(`/api/console/users/${encodeURIComponent(id)}`, {
        signal,
      }).then((r) => r.data),
  });

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: consoleKeys.audit(query),
    queryFn: ({ signal }) =>
      getJson<AuditResponse>(`/api/console/audit${queryString(query)}`, { signal }),
  });

export type ListingAction = 'approve' | 'reject' | 'close' | 'reopen' | 'featured';

/** A listing action; the answer is the listing as it is now. */
export const actOnListing = (id: string, action: ListingAction, body: object = {}) =>
  sendJson<{ data: ConsoleListing }>(
    'POST',
    `/api/console/listings/${encodeURIComponent(id)}/${action}`,
    body,
  ).then((r) => r.data);

export type UserAction = 'ban' | 'unban' | 'delete';

export const actOnUser = (id: string, action: UserAction, body: object = {}) =>
  sendJson<{ data: ConsoleUser }>(
    'POST',
    `/api/console/users/${encodeURIComponent(id)}/${action}`,
    body,
  ).then((r) => r.data);

export const logInAs = (id: string, body: { password: string; reason: string }) =>
  sendJson<{ data: { userId: string; expiresAt: string } }>(
    'POST',
    `/api/console/users/${encodeURIComponent(id)}/log-in-as`,
    body,
  );

export const consoleTransactionsQuery = (query: ConsoleTransactionsQuery) =>
  queryOptions({
    queryKey: consoleKeys.transactions(query),
    queryFn: ({ signal }) =>
      getJson<ConsoleTransactionsResponse>(`/api/console/transactions${queryString(query)}`, {
        signal,
      }),
  });

/** The CSV of the filtered transactions (a download link, not a fetch). */
export const transactionsCsvPath = (query: Omit<ConsoleTransactionsQuery, 'page'>) =>
  `/api/console/transactions.csv${queryString(query)}`;

export const cancelBooking = (id: string, reason: string) =>
  sendJson<{ data: ConsoleTransaction }>(
    'POST',
    `/api/console/transactions/${encodeURIComponent(id)}/cancel`,
    { reason },
  ).then((r) => r.data);

/**
 * The message of a failed console call: the console's own codes are translated with the console's
 * pages (kept out of the main catalogue every visitor downloads), the others as everywhere.
 */
export function consoleErrorId(error: unknown): string {
  if (error instanceof ApiError && error.code.startsWith('console-'))
    return `console.error.${error.code}`;
  return errorMessageId(error);
}

export const consoleTransactionQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.transaction(id),
    queryFn: ({ signal }) =>
      getJson<{ data: ConsoleTransactionDetail }>(
        `/api/console/transactions/${encodeURIComponent(id)}`,
        { signal },
      ).then((r) => r.data),
  });

export const addTransactionNote = (id: string, body: string) =>
  sendJson<{ data: ConsoleNote }>(
    'POST',
    `/api/console/transactions/${encodeURIComponent(id)}/notes`,
    { body },
  ).then((r) => r.data);

export const consoleOutboxQuery = (query: ConsoleOutboxQuery) =>
  queryOptions({
    queryKey: consoleKeys.outbox(query),
    queryFn: ({ signal }) =>
      getJson<ConsoleOutboxResponse>(`/api/console/outbox${queryString(query)}`, { signal }),
  });

export const consoleErrorsQuery = (query: ConsoleErrorsQuery) =>
  queryOptions({
    queryKey: consoleKeys.errors(query),
    queryFn: ({ signal }) =>
      getJson<ConsoleErrorsResponse>(`/api/console/errors${queryString(query)}`, { signal }),
  });

/** The local analytics' daily funnel (decision 166). */
export const consoleAnalyticsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.analytics(),
    queryFn: ({ signal }) =>
      getJson<ConsoleAnalyticsResponse>('/api/console/analytics', { signal }),
  });

/** The local email marketing's newest profiles and events (decision 165). */
export const consoleMarketingQuery = () =>
  queryOptions({
    queryKey: consoleKeys.marketing(),
    queryFn: ({ signal }) =>
      getJson<ConsoleMarketingResponse>('/api/console/marketing', { signal }),
  });

export const consoleJobsQuery = (query: ConsoleJobsQuery) =>
  queryOptions({
    queryKey: consoleKeys.jobs(query),
    queryFn: ({ signal }) =>
      getJson<ConsoleJobsResponse>(`/api/console/jobs${queryString(query)}`, { signal }),
  });

export const actOnJob = (id: string, action: 'retry' | 'discard') =>
  sendJson<{ data: ConsoleJob }>(
    'POST',
    `/api/console/jobs/${encodeURIComponent(id)}/${action}`,
    {},
  ).then((r) => r.data);

export const consoleSettingsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.settings(),
    queryFn: ({ signal }) =>
      getJson<{ data: ConsoleSettings }>('/api/console/settings', { signal }).then((r) => r.data),
  });

export const changeSettings = (body: ChangeSettingsBody) =>
  sendJson<{ data: ConsoleSettings }>('POST', '/api/console/settings', body).then((r) => r.data);

export const setOperatorCommission = (id: string, body: OperatorCommissionBody) =>
  sendJson<{ data: ConsoleSettings }>(
    'POST',
    `/api/console/settings/operators/${encodeURIComponent(id)}`,
    body,
  ).then((r) => r.data);

export const consoleLedgerQuery = (query: ConsoleLedgerQuery) =>
  queryOptions({
    queryKey: consoleKeys.ledger(query),
    queryFn: ({ signal }) =>
      getJson<{ data: ConsoleLedger }>(`/api/console/ledger${queryString(query)}`, {
        signal,
      }).then((r) => r.data),
  });

export const consolePayoutsQuery = (query: ConsolePayoutsQuery) =>
  queryOptions({
    queryKey: consoleKeys.payouts(query),
    queryFn: ({ signal }) =>
      getJson<ConsolePayoutsResponse>(`/api/console/payouts${queryString(query)}`, { signal }),
  });

export const retryPayout = (kind: 'operator' | 'affiliate', id: string) =>
  sendJson<unknown>('POST', `/api/console/payouts/${kind}/${encodeURIComponent(id)}/retry`, {});

export const consoleReferralsQuery = (query: ConsoleReferralsQuery) =>
  queryOptions({
    queryKey: consoleKeys.referrals(query),
    queryFn: ({ signal }) =>
      getJson<ConsoleReferralsResponse>(`/api/console/referrals${queryString(query)}`, {
        signal,
      }),
  });

export const reviewReferral = (id: string, decision: 'approved' | 'refused') =>
  sendJson<unknown>('POST', `/api/console/referrals/${encodeURIComponent(id)}/review`, {
    decision,
  });

// Resellers of the OCTO API and their keys (issue 47, decision 149).
export const consoleResellersQuery = () =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'resellers'] as const,
    queryFn: ({ signal }) =>
      getJson<{ data: ConsoleReseller[] }>('/api/console/resellers', { signal }).then(
        (r) => r.data,
      ),
  });

export const createReseller = (body: CreateResellerBody) =>
  sendJson<{ data: ConsoleReseller[] }>('POST', '/api/console/resellers', body).then((r) => r.data);

export const issueResellerKey = (resellerId: string, testMode: boolean) =>
  sendJson<{ data: IssuedResellerKey }>(
    'POST',
    `/api/console/resellers/${encodeURIComponent(resellerId)}/keys`,
    { testMode },
  ).then((r) => r.data);

export const revokeResellerKey = (resellerId: string, keyId: string) =>
  sendJson<{ data: ConsoleReseller[] }>(
    'POST',
    `/api/console/resellers/${encodeURIComponent(resellerId)}/keys/${encodeURIComponent(keyId)}/revoke`,
  ).then((r) => r.data);
