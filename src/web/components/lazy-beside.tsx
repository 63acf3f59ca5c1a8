import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useIntl } from '../i18n/intl';

/**
 * A part of a page that loads beside it, not before it (decision 051): its code is a chunk of its
 * own, fetched when the part first renders (with its texts, if `load` brings them: `withTexts`).
 * On a server-rendered page the server has rendered it and React hydrates it once it is there;
 * rendered in the browser, `room` stands in meanwhile.
 */
export function besideThePage<P extends object>(
  load: (formatLocale: string) => Promise<ComponentType<P>>,
  room: ReactNode,
): ComponentType<P> & { preload: (formatLocale: string) => void } {
  // The language of the render that first asks for the part: `load` fetches its texts in it.
  let formatLocale = '';
  const Part = lazy(() => load(formatLocale).then((component) => ({ default: component })));
  function BesideThePage(props: P) {
    formatLocale = useIntl().locale;
    return (
      <Suspense fallback={room}>
        <Part {...props} />
      </Suspense>
    );
  }
  // Starts fetching the part before it is shown (a page waiting for its data knows it will show it):
  // the module and message caches make the later load a hit.
  BesideThePage.preload = (language: string) => void load(language).catch(() => null);
  return BesideThePage;
}
