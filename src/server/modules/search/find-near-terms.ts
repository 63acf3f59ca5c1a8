import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Words shorter than this are never corrected: too many words are near a two-letter one. */
const minCorrectableLength = 3;
const nearTermsPerWord = 3;
/**
 * A near word counts only if nearly as near as the nearest: "levda" is levada (0.44), not leva
 * (0.38), whose Portuguese stem "lev" would find every text with "leva" or "levam" in it.
 */
const nearTermsMinShareOfBest = 0.85;

/**
 * For each searched word that no published listing contains, the known words nearest to it by trigram
 * similarity (pg_trgm's % operator: similarity of at least 0.3), best first, at most three, and only
 * those at least 85 % as similar as the nearest.
 * "levda" → levada; "dolfin" → dolphin; "baleas" → baleias.
 */
export async function findNearTerms(db: Db, terms: string[]): Promise<Map<string, string[]>> {
  const candidates = terms.filter((t) => [...t].length >= minCorrectableLength);
  const near = new Map<string, string[]>();
  if (candidates.length === 0) return near;
  const words = sql.join(
    candidates.map((t) => sql`${t}`),
    sql`, `,
  );
  // Both drivers (node-postgres and PGlite) answer a raw query with { rows }.
  const result = (await db.execute(sql`
    select w.word, t.term
    from unnest(array[${words}]::text[]) as w(word)
    cross join lateral (select public.levada_unaccent(w.word) as plain) as u
    cross join lateral (
      select term, similarity(term, u.plain) as score from search_terms
      where term % u.plain
      order by score desc, term
      limit ${nearTermsPerWord}
    ) as t
    where not exists (select 1 from search_terms known where known.term = u.plain)
      and t.score >= ${nearTermsMinShareOfBest} * (
        select max(similarity(best.term, u.plain)) from search_terms best where best.term % u.plain)
  `)) as unknown as { rows: { word: string; term: string }[] };
  for (const row of result.rows) near.set(row.word, [...(near.get(row.word) ?? []), row.term]);
  return near;
}
