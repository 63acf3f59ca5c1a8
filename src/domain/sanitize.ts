// Spec 000 §3: user-entered text has < and > replaced with full-width look-alikes on every write.
export const sanitizeText = (value: string): string =>
  value.replace(/</g, '\uFF1C').replace(/>/g, '\uFF1E');

type Sanitisable =
  string | number | boolean | null | undefined | Sanitisable[] | { [key: string]: Sanitisable };

/** Sanitises every string inside a JSON-like value (publicData, protectedData). */
export function sanitizeDeep<T>(value: T): T {
  if (typeof value === 'string') return sanitizeText(value) as T;
  if (Array.isArray(value)) return value.map((item) => sanitizeDeep(item)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, Sanitisable>).map(([k, v]) => [k, sanitizeDeep(v)]),
    ) as T;
  }
  return value;
}
