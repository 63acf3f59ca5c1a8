// How a server-rendered page's code reaches the browser (decision 053), shared by the server, which
// names the files, and the web app's boot script, which fetches them once the page has painted.

/** The element holding the page's code files as JSON: the entry first, then what it imports. */
export const pageCodeElementId = 'levada-code';

/** The boot script's build manifest key (a path from src/web). */
export const bootModuleKey = 'boot.ts';
