import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page that loads beside it, not before it (decision 051): its code is a chunk of its
 * own, fetched when the part first renders. On a server-rendered page the server has rendered it
 * and React hydrates it once the chunk is there; rendered in the browser, `room` stands in meanwhile.
 */
export function besideThePage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  room: ReactNode,
): ComponentType<P> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function BesideThePage(props: P) {
    return (
      <Suspense fallback={room}>
        <Part {...props} />
      </Suspense>
    );
  };
}
