import { useEffect, useRef } from 'react';

/** Below the desktop layout (1024 px) tabs stand in a row that scrolls sideways. */
const tabsInARow = '(max-width: 1023px)';

/**
 * A ref for the selected tab of a row of tabs: on narrow screens (up to 1023 px), where the row
 * scrolls sideways, the tab is scrolled to the row's middle whenever `selected` changes, so the page
 * opens with the tab it shows in sight. Wider screens show every tab and scroll nothing.
 */
export function useSelectedTabInView<T extends HTMLElement>(selected: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function' || !window.matchMedia(tabsInARow).matches) return;
    ref.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [selected]);
  return ref;
}
