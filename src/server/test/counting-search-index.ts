import type { SearchIndex } from '../modules/search/search-index';

/** The index `of()` gives, counting the searches it answered itself (not sent back to the database). */
export function countingAnswers(of: () => SearchIndex): SearchIndex & { answered: number } {
  const counted = {
    answered: 0,
    search: async (input: Parameters<SearchIndex['search']>[0]) => {
      const found = await of().search(input);
      if (found) counted.answered += 1;
      return found;
    },
    remember: <T>(key: string, compute: () => Promise<T>) => of().remember(key, compute),
    ready: () => of().ready(),
    close: () => of().close(),
  };
  return counted;
}
