// Calendar dates without time zones: what search and links read, apart from the time zone rules of
// time-slots.ts (which pages that only read a date need not download).

/** 'YYYY-MM-DD' to the wall ms of that local midnight; null when not a real date. */
export function parseLocalDate(date: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const wall = Date.UTC(y, m - 1, d);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d)
    return null;
  return wall;
}
