// Ranking quality measures for the search relevance set (search-relevance.test.ts).

/**
 * Precision at k, out of what is reachable: the relevant among the first k results, divided by
 * the first k results or, when fewer come back, by the relevant that could have filled them. A
 * query with two relevant listings scores 1 when exactly those two come back, 0.4 when three
 * false matches follow them.
 */
export function precisionAtK(ranked: string[], relevant: ReadonlySet<string>, k: number): number {
  const shown = Math.min(k, Math.max(relevant.size, ranked.length));
  if (shown === 0) return 1;
  const hits = ranked.slice(0, k).filter((id) => relevant.has(id)).length;
  return hits / shown;
}

/** Normalised discounted cumulative gain at k with binary gains: 1 when the relevant come first. */
export function ndcgAtK(ranked: string[], relevant: ReadonlySet<string>, k: number): number {
  const gain = (position: number) => 1 / Math.log2(position + 2);
  const ideal = Array.from({ length: Math.min(k, relevant.size) }, (_, i) => gain(i)).reduce(
    (a, b) => a + b,
    0,
  );
  if (ideal === 0) return 1;
  const actual = ranked
    .slice(0, k)
    .reduce((sum, id, i) => sum + (relevant.has(id) ? gain(i) : 0), 0);
  return actual / ideal;
}

/** Success at k: 1 when one of the relevant is among the first k results, else 0. */
export function successAtK(ranked: string[], relevant: ReadonlySet<string>, k: number): number {
  return ranked.slice(0, k).some((id) => relevant.has(id)) ? 1 : 0;
}
