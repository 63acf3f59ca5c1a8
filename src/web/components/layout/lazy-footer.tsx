import { besideThePage } from '../lazy-beside';
import { withTexts } from '../../i18n/page-messages';

const bundles = ['layout.footer'] as const;

/** Below every page's fold: the server renders it, the browser hydrates it once its code and texts are there. */
export const LazyFooter = besideThePage(
  (locale) =>
    withTexts(
      import('./footer').then((module) => module.Footer),
      bundles,
      locale,
    ),
  null,
);
