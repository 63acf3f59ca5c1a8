import { and, desc, isNotNull, sql } from 'drizzle-orm';
import { mapPointsCap, type MapPointsResponse } from '../../../contracts/search';
import { fromPrice } from '../../../domain/from-price';
import type { SearchParams } from '../../../domain/search';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { listings } from '../../db/schema';
import { searchConditions, type SearchLanguage } from './search-listings';
import { keywordSearches, type KeywordSearch } from './understand-keywords';

/**
 * Every result of a search that has a place, for the map (issue 14 item 8): id, title in the reader's
 * language, position and price only, the newest first up to the cap, so the map shows all that is in
 * view, not one page.
 */
export async function searchMapPoints(
  deps: { db: Db; clock: Clock },
  params: SearchParams,
  language: SearchLanguage,
  cap = mapPointsCap,
): Promise<MapPointsResponse> {
  // The same reading of the keywords as the list's, tried in the same order (decision 110).
  const { searches } = keywordSearches(params);
  for (const [i, search] of searches.entries()) {
    const answer = await pointsOf(deps, params, language, cap, search);
    if (answer.data.length > 0 || i === searches.length - 1) return answer;
  }
  return pointsOf(deps, params, language, cap, null);
}

async function pointsOf(
  deps: { db: Db; clock: Clock },
  params: SearchParams,
  language: SearchLanguage,
  cap: number,
  search: KeywordSearch | null,
): Promise<MapPointsResponse> {
  const { where } = await searchConditions(deps, params, language, undefined, search);
  const rows = await deps.db
    .select({
      id: listings.id,
      title: sql<string>`coalesce(nullif(${listings.publicData} -> 'translations' -> ${language}::text ->> 'title', ''), ${listings.title})`,
      lat: listings.lat,
      lng: listings.lng,
      priceAmount: listings.priceAmount,
      priceCurrency: listings.priceCurrency,
      discountPercent: sql<number | null>`(${listings.publicData} ->> 'discountPercent')::int`,
    })
    .from(listings)
    .where(and(where(), isNotNull(listings.lat), isNotNull(listings.lng)))
    .orderBy(sql`${listings.createdAt} desc nulls last`, desc(listings.id))
    .limit(cap + 1);
  return {
    data: rows.slice(0, cap).map((row) => ({
      id: row.id,
      title: row.title,
      lat: row.lat!,
      lng: row.lng!,
      // The marker shows what the card says: the "from" price, the listing's discount taken off (issue 49).
      price:
        row.priceAmount !== null
          ? {
              amount: fromPrice(row.priceAmount, row.discountPercent ?? undefined),
              currency: row.priceCurrency,
            }
          : null,
    })),
    meta: { isCapped: rows.length > cap },
  };
}
