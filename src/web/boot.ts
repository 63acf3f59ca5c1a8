import { pageCodeElementId } from '../contracts/page-code';

// The only script of a page the server rendered (decision 053). The page reads without its code, so the
// browser paints it first and fetches the code after: the code neither shares the line with the
// styles and photos nor holds up the first paint by running before it. Links and search forms work meanwhile
// as plain HTML. Pages rendered in the browser load main.tsx directly.
function start() {
  const element = document.getElementById(pageCodeElementId);
  const [entry, ...imports] = JSON.parse(element?.textContent || '[]') as string[];
  // Everything the entry and the page import, in parallel rather than as each import is discovered.
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  if (!entry) return;
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = entry;
  document.head.append(script);
}

// A form only its code can send, submitted before that code runs, waits for it (lib/held-submit.ts;
// its names spelled out here: a module shared with the app would become a chunk this script fetches
// first, scripts/bundle-budget.ts checks that it imports nothing).
const liveFormAttribute = 'data-form-live';
const heldSubmitAttribute = 'data-submit-held';
document.addEventListener(
  'submit',
  (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.method !== 'post') return;
    if (form.hasAttribute(liveFormAttribute)) return;
    event.preventDefault();
    form.setAttribute(heldSubmitAttribute, '');
  },
  true,
);

// A click on a button of a part whose code has not come yet (React would drop it) waits for that code,
// which clicks it again (lib/use-held-click.ts; names spelled out here for the same reason). Only the
// last one: what a later click meant depends on what the first one changes.
const heldClicksAttribute = 'data-clicks-held';
const livePartAttribute = 'data-part-live';
const heldClickAttribute = 'data-click-held';
document.addEventListener(
  'click',
  (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    const part = button?.closest(`[${heldClicksAttribute}]`);
    if (!button || !part || part.hasAttribute(livePartAttribute) || button.disabled) return;
    event.preventDefault();
    event.stopPropagation();
    document.querySelector(`[${heldClickAttribute}]`)?.removeAttribute(heldClickAttribute);
    button.setAttribute(heldClickAttribute, '');
  },
  true,
);

// A frame's callback runs before that frame paints, a task queued from it after. A hidden tab paints nothing.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
