import { pageCodeElementId } from '../contracts/page-code';

// The only script of a page the server rendered (decision 053). The page reads without its code, so the
// browser paints it first and fetches the code after: the code neither shares the line with the
// styles and photos nor holds up the first paint by running before it. Links and forms work meanwhile
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

// A frame's callback runs before that frame paints, a task queued from it after. A hidden tab paints nothing.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
