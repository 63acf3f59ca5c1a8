// Page links of spec 001 §2: the first page, the last page and the pages within one of the current
// page; gaps become an ellipsis, except a gap of exactly one page, which shows that page instead
// (an ellipsis standing for a single number helps nobody). At most 7 items.
export type PageItem = { type: 'page'; page: number } | { type: 'gap'; before: number };

export function pageItems(currentPage: number, totalPages: number): PageItem[] {
  if (!Number.isInteger(totalPages) || totalPages < 1) return [];
  const current = Number.isInteger(currentPage)
    ? Math.min(Math.max(currentPage, 1), totalPages)
    : 1;
  const shown: number[] = [];
  for (let p = 1; p <= totalPages; p++) {
    if (p === 1 || p === totalPages || Math.abs(p - current) <= 1) shown.push(p);
  }
  const items: PageItem[] = [];
  let previous = 0;
  for (const page of shown) {
    const missing = page - previous - 1;
    if (missing === 1) items.push({ type: 'page', page: previous + 1 });
    else if (missing > 1) items.push({ type: 'gap', before: page });
    items.push({ type: 'page', page });
    previous = page;
  }
  return items;
}

/** A page number from the query string: a whole number from 1 to 10 000, otherwise page 1. */
export function parsePageParam(raw: string | null | undefined): number {
  if (raw === null || raw === undefined || !/^\d{1,5}$/.test(raw.trim())) return 1;
  const page = Number(raw.trim());
  return page >= 1 && page <= 10_000 ? page : 1;
}
