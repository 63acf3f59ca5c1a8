import { ApiError } from './api';

// The data a server-rendered page carries (decision 053) goes through JSON: dates and API errors are
// tagged on the way in and made whole again in the browser, so the page renders the same on both sides.

type Tagged = { $date: string } | { $apiError: { status: number; code: string; details: unknown } };

/** A value as JSON can carry it: Date and ApiError tagged, everything else as is. */
export function toPageState(value: unknown): unknown {
  if (value instanceof Date) return { $date: value.toISOString() } satisfies Tagged;
  if (value instanceof ApiError)
    return {
      $apiError: { status: value.status, code: value.code, details: value.details },
    } satisfies Tagged;
  if (value instanceof Error)
    return { $apiError: { status: 500, code: 'internal-error', details: [] } };
  if (Array.isArray(value)) return value.map(toPageState);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toPageState(item)]));
  return value;
}

/** The value `toPageState` tagged, with its dates and API errors back. */
export function fromPageState(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromPageState);
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length === 1 && typeof record.$date === 'string') return new Date(record.$date);
  if (keys.length === 1 && record.$apiError && typeof record.$apiError === 'object') {
    const { status, code, details } = record.$apiError as Record<string, unknown>;
    return new ApiError(
      typeof status === 'number' ? status : 500,
      code as ApiError['code'],
      Array.isArray(details) ? details : [],
    );
  }
  return Object.fromEntries(keys.map((key) => [key, fromPageState(record[key])]));
}
