import { Link } from 'react-router';
import { FormattedMessage, useIntl } from '../../i18n/intl';
import type { ListingSearchResponse } from '../../../contracts/search';
import { keywordsWithoutPlace } from '../../../domain/query-understanding';
import { searchHref, useSearchState } from './use-search-state';
import './understood-line.css';

export type Understood = NonNullable<ListingSearchResponse['understood']>;

/**
 * What the keywords were read as (issue 44 item 1, decision 110), above the results: the words
 * searched and the place they named, as a chip that searches the same words without it (the
 * keywords less the place's words, so the server reads no place from them); and, when fewer words
 * or no place had to be asked for to find anything, says so.
 */
export function UnderstoodLine({ understood }: { understood: Understood }) {
  const intl = useIntl();
  // The view shown (/s, /s/listings, /s/map) stays when the place is removed.
  const { params, pathname } = useSearchState();
  const { place, relaxed } = understood;
  const words = understood.words.join(' ');
  const chip = place ? (
    <Link
      className="understood__place"
      to={searchHref(pathname, {
        ...params,
        keywords: keywordsWithoutPlace(params.keywords ?? '', place.words) || null,
        page: 1,
      })}
      aria-label={intl.formatMessage(
        { id: 'search.understood.removePlace' },
        { place: place.name },
      )}
    >
      {place.name}
    </Link>
  ) : null;
  const line =
    place && words ? (
      <FormattedMessage id="search.understood.wordsIn" values={{ words, place: chip }} />
    ) : place ? (
      <FormattedMessage id="search.understood.placeOnly" values={{ place: chip }} />
    ) : words ? (
      <FormattedMessage id="search.understood.words" values={{ words }} />
    ) : null;
  return (
    <div className="understood">
      {line ? <p className="understood__line">{line}</p> : null}
      {relaxed === 'some-words' ? (
        <p className="understood__notice">
          <FormattedMessage id="search.understood.someWords" />
        </p>
      ) : relaxed === 'without-place' ? (
        <p className="understood__notice">
          <FormattedMessage id="search.understood.withoutPlace" />
        </p>
      ) : null}
    </div>
  );
}
