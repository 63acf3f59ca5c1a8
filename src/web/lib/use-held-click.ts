import { useEffect, type RefObject } from 'react';

// A part loaded beside its page (decision 051) shows its server-rendered buttons before its code has
// come, and React drops a click on them (it cannot hydrate the part without its code). The boot script
// holds the last such click on a part marked with `heldClicksAttribute` (on the button, as
// `heldClickAttribute`), and the part's code clicks that button again once it has taken the part over.

/** On a part's root (or a part that is one button): clicks on its buttons wait for its code. */
export const heldClicksAttribute = 'data-clicks-held';
/** Props of such a root. */
export const holdsClicks = { [heldClicksAttribute]: '' } as const;
/** Set on that root by the part's code once its buttons work. */
export const livePartAttribute = 'data-part-live';
/** Set by the boot script on the button last clicked before then. */
export const heldClickAttribute = 'data-click-held';

/** Marks the part at `ref` (rendered with `heldClicksAttribute`) live, and replays a click held meanwhile. */
export function useHeldClick(ref: RefObject<HTMLElement | null>): void {
  // After every render: the element may be a new one (a button shown again once the user changed).
  useEffect(() => {
    const part = ref.current;
    if (!part) return;
    part.setAttribute(livePartAttribute, '');
    // A part inside it (loaded on its own, e.g. a calendar) replays its own.
    const held = [part, ...part.querySelectorAll<HTMLElement>(`[${heldClickAttribute}]`)].find(
      (button) =>
        button.hasAttribute(heldClickAttribute) &&
        button.closest(`[${heldClicksAttribute}]`) === part,
    );
    held?.removeAttribute(heldClickAttribute);
    held?.click();
  });
}
