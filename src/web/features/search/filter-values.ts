import { emptySearchParams, type SearchParams } from '../../../domain/search';

/** The filters of spec 000 §2 (the place and the keywords are in the search box). */
export type FilterValues = Pick<
  SearchParams,
  'categories' | 'durations' | 'pickup' | 'price' | 'dates' | 'minDuration'
>;

export const filtersOf = (p: SearchParams): FilterValues => ({
  categories: p.categories,
  durations: p.durations,
  pickup: p.pickup,
  price: p.price,
  dates: p.dates,
  minDuration: p.minDuration,
});

export const clearedFilters: FilterValues = filtersOf(emptySearchParams);

export const activeFilterCount = (f: FilterValues): number =>
  f.categories.length +
  f.durations.length +
  (f.pickup ? 1 : 0) +
  (f.price ? 1 : 0) +
  (f.dates ? 1 : 0);
