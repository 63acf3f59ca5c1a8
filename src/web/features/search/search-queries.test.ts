// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { emptySearchParams, parseSearchParams } from '../../../domain/search';
import { apiHandler, setupApiServer } from '../../test/msw';
import { apiSearchQueryString, mapPointsQuery } from './search-queries';
import { searchHref } from './use-search-state';

const server = setupApiServer();

describe('apiSearchQueryString', () => {
  it('sends the filters, order and page, but not the place as shown', () => {
    const { params } = parseSearchParams(
      new URLSearchParams(
        'address=Santana&origin=32.8,-16.88&bounds=32.84,-16.8,32.73,-16.98&keywords=levada&pub_categories=hiking&price=0,60&region=madeira&sort=-price&page=2',
      ),
    );
    expect(apiSearchQueryString(params, 36)).toBe(
      'bounds=32.84%2C-16.8%2C32.73%2C-16.98&keywords=levada&pub_categories=hiking&price=0%2C60&sort=-price&page=2',
    );
  });

  it('asks for another page size only when it differs from the search page size', () => {
    expect(apiSearchQueryString(emptySearchParams, 36)).toBe('');
    expect(apiSearchQueryString(emptySearchParams, 6)).toBe('perPage=6');
  });

  it("sends the reader's language with keywords (not English, the default), so they are stemmed in it", () => {
    const withWords = { ...emptySearchParams, keywords: 'Wanderungen' };
    expect(apiSearchQueryString(withWords, 36, 'de')).toBe('keywords=Wanderungen&language=de');
    expect(apiSearchQueryString(withWords, 36, 'en')).toBe('keywords=Wanderungen');
    // Without keywords the language changes nothing: one cached answer for every reader.
    expect(apiSearchQueryString(emptySearchParams, 36, 'de')).toBe('');
  });
});

describe('searchHref', () => {
  it('gives the bare path for an empty search', () => {
    expect(searchHref('/s/map', emptySearchParams)).toBe('/s/map');
    expect(searchHref('/s', { ...emptySearchParams, categories: ['wine'] })).toBe(
      '/s?pub_categories=wine',
    );
  });
});

describe('mapPointsQuery', () => {
  it('asks for every result in the bounds with the filters, never a page or an order', async () => {
    const { params } = parseSearchParams(
      new URLSearchParams(
        'address=Santana&bounds=32.84,-16.8,32.73,-16.98&pub_categories=hiking&sort=-price&page=3',
      ),
    );
    const urls: string[] = [];
    server.use(
      apiHandler('GET /api/listings/map-points', ({ request }) => {
        const url = new URL(request.url);
        urls.push(url.pathname + url.search);
        return { data: [], meta: { isCapped: false } };
      }),
    );
    const query = mapPointsQuery(params, 'pt');
    await query.queryFn!({ signal: new AbortController().signal } as never);
    expect(urls).toEqual([
      '/api/listings/map-points?bounds=32.84%2C-16.8%2C32.73%2C-16.98&pub_categories=hiking&language=pt',
    ]);
  });
});
