import { CategorySuggestions } from './category-suggestions';
import { UnderstoodLine, type Understood } from './understood-line';

/**
 * Above the results of a search with keywords: what they were read as (decision 110) and, when
 * something matched, the categories they name (decision 073).
 */
export function KeywordAids({
  understood,
  suggest,
  focusAfterLast,
}: {
  understood: Understood | undefined;
  suggest: boolean;
  /** The id of the element that takes the focus once the last category chip is chosen. */
  focusAfterLast: string;
}) {
  return (
    <>
      {understood ? <UnderstoodLine understood={understood} /> : null}
      {suggest ? <CategorySuggestions focusAfterLast={focusAfterLast} /> : null}
    </>
  );
}
