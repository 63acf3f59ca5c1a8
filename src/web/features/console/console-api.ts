// The console's reads and writes (issue 43): one query-key factory, so that every change can
// refresh what it touched.
import { queryOptions } from '@tanstack/react-query';
import type {
  AuditQuery,
  ConsoleListingsQuery,
  ChangeSettingsBody,
  ConsoleLedgerQuery,
  ConsolePayoutsQuery,
  ConsoleReferralsQuery,
  OperatorCommissionBody,
  ConsoleJobsQuery,
  ConsoleOutboxQuery,
  ConsoleErrorsQuery,
  ConsoleTransactionsQuery,
  ConsoleUsersQuery,
} from '../../../contracts/console';
import type { CreateResellerBody } from '../../../contracts/octo';
import { errorMessageId } from '../../components/feedback/feedback';
import { ApiError } from '../../lib/api';
import { apiUrl, callApi } from '../../lib/api-client';

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
      callApi('GET /api/console/listings/queue', { query: { page } }, { signal }),
  });

export const consoleListingsQuery = (query: ConsoleListingsQuery) =>
  queryOptions({
    queryKey: consoleKeys.listings(query),
    queryFn: ({ signal }) => callApi('GET /api/console/listings', { query }, { signal }),
  });

export const consoleListingQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.listing(id),
    queryFn: ({ signal }) =>
      callApi('GET /api/console/listings/:id', { params: { id } }, { signal }).then((r) => r.data),
  });

export const consoleUsersQuery = (query: ConsoleUsersQuery) =>
  queryOptions({
    queryKey: consoleKeys.users(query),
    queryFn: ({ signal }) => callApi('GET /api/console/users', { query }, { signal }),
  });

export const consoleUserQuery = (id: string) =>
  queryOptions({
    queryKey: consoleKeys.user(id),
    queryFn: ({ signal }) =>
      callApi('GET /api/console/users/:id', { params: { id } }, { signal }).then((r) => r.data),
  });

export const auditQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: consoleKeys.audit(query),
    queryFn: ({ signal }) => callApi('GET /api/console/audit', { query }, { signal }),
  });

export type ListingAction = 'approve' | 'reject' | 'close' | 'reopen' | 'featured';

/** A listing action; the answer is the listing as it is now. */
export const actOnListing = (id: string, action: ListingAction, body: object = {}) =>
  (action === 'approve'
    ? callApi('POST /api/console/listings/:id/approve', { params: { id } })
    : callApi(`POST /api/console/listings/:id/${action}`, {
        params: { id },
        // Each action's own body (a reason, a note, a flag) as its form built it; the server checks it.
        body: body as never,
      })
  ).then((r) => r.data);

export type UserAction = 'ban' | 'unban' | 'delete';

export const actOnUser = (id: string, action: UserAction, body: object = {}) =>
  callApi(`POST /api/console/users/:id/${action}`, { params: { id }, body: body as never }).then(
    (r) => r.data,
  );

export const logInAs = (id: string, body: { password: string; reason: string }) =>
  callApi('POST /api/console/users/:id/log-in-as', { params: { id }, body });

export const consoleTransactionsQuery = (query: ConsoleTransactionsQuery) =>
  queryOptions({
    queryKey: consoleKeys.transactions(query),
    queryFn: ({ signal }) => callApi('GET /api/console/transactions', { query }, { signal }),
  });

/** The CSV of the filtered transactions (a download link, not a fetch). */
export const transactionsCsvPath = (query: Omit<ConsoleTransactionsQuery, 'page'>) =>
  apiUrl('GET /api/console/transactions.csv', { query });

export const cancelBooking = (id: string, reason: string) =>
  callApi('POST /api/console/transactions/:id/cancel', {
    params: { id },
    body: { reason },
  }).then((r) => r.data);

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
      callApi('GET /api/console/transactions/:id', { params: { id } }, { signal }).then(
        (r) => r.data,
      ),
  });

export const addTransactionNote = (id: string, body: string) =>
  callApi('POST /api/console/transactions/:id/notes', { params: { id }, body: { body } }).then(
    (r) => r.data,
  );

export const consoleOutboxQuery = (query: ConsoleOutboxQuery) =>
  queryOptions({
    queryKey: consoleKeys.outbox(query),
    queryFn: ({ signal }) => callApi('GET /api/console/outbox', { query }, { signal }),
  });

export const consoleErrorsQuery = (query: ConsoleErrorsQuery) =>
  queryOptions({
    queryKey: consoleKeys.errors(query),
    queryFn: ({ signal }) => callApi('GET /api/console/errors', { query }, { signal }),
  });

/** The local analytics' daily funnel (decision 166). */
export const consoleAnalyticsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.analytics(),
    queryFn: ({ signal }) => callApi('GET /api/console/analytics', {}, { signal }),
  });

/** The local email marketing's newest profiles and events (decision 165). */
export const consoleMarketingQuery = () =>
  queryOptions({
    queryKey: consoleKeys.marketing(),
    queryFn: ({ signal }) => callApi('GET /api/console/marketing', {}, { signal }),
  });

export const consoleJobsQuery = (query: ConsoleJobsQuery) =>
  queryOptions({
    queryKey: consoleKeys.jobs(query),
    queryFn: ({ signal }) => callApi('GET /api/console/jobs', { query }, { signal }),
  });

export const actOnJob = (id: string, action: 'retry' | 'discard') =>
  callApi(`POST /api/console/jobs/:id/${action}`, { params: { id }, body: {} as never }).then(
    (r) => r.data,
  );

export const consoleSettingsQuery = () =>
  queryOptions({
    queryKey: consoleKeys.settings(),
    queryFn: ({ signal }) =>
      callApi('GET /api/console/settings', {}, { signal }).then((r) => r.data),
  });

export const changeSettings = (body: ChangeSettingsBody) =>
  callApi('POST /api/console/settings', { body }).then((r) => r.data);

export const setOperatorCommission = (id: string, body: OperatorCommissionBody) =>
  callApi('POST /api/console/settings/operators/:id', { params: { id }, body }).then((r) => r.data);

export const consoleLedgerQuery = (query: ConsoleLedgerQuery) =>
  queryOptions({
    queryKey: consoleKeys.ledger(query),
    queryFn: ({ signal }) =>
      callApi('GET /api/console/ledger', { query }, { signal }).then((r) => r.data),
  });

export const consolePayoutsQuery = (query: ConsolePayoutsQuery) =>
  queryOptions({
    queryKey: consoleKeys.payouts(query),
    queryFn: ({ signal }) => callApi('GET /api/console/payouts', { query }, { signal }),
  });

export const retryPayout = (kind: 'operator' | 'affiliate', id: string) =>
  callApi('POST /api/console/payouts/:kind/:id/retry', { params: { kind, id }, body: {} as never });

export const consoleReferralsQuery = (query: ConsoleReferralsQuery) =>
  queryOptions({
    queryKey: consoleKeys.referrals(query),
    queryFn: ({ signal }) => callApi('GET /api/console/referrals', { query }, { signal }),
  });

export const reviewReferral = (id: string, decision: 'approved' | 'refused') =>
  callApi('POST /api/console/referrals/:id/review', { params: { id }, body: { decision } });

// Resellers of the OCTO API and their keys (issue 47, decision 149).
export const consoleResellersQuery = () =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'resellers'] as const,
    queryFn: ({ signal }) =>
      callApi('GET /api/console/resellers', {}, { signal }).then((r) => r.data),
  });

export const createReseller = (body: CreateResellerBody) =>
  callApi('POST /api/console/resellers', { body }).then((r) => r.data);

export const issueResellerKey = (resellerId: string, testMode: boolean) =>
  callApi('POST /api/console/resellers/:id/keys', {
    params: { id: resellerId },
    body: { testMode },
  }).then((r) => r.data);

export const revokeResellerKey = (resellerId: string, keyId: string) =>
  callApi('POST /api/console/resellers/:id/keys/:keyId/revoke', {
    params: { id: resellerId, keyId },
  }).then((r) => r.data);
