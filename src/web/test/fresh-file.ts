// The web tests share their workers' DOM (`isolate: false`: a third of their time went to new
// environments and imports). Before each file: our modules load afresh (their state is the file's
// own), and the page, storage, cookies, globals and timers are as a new browser tab has them.
import { vi } from 'vitest';

vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();
vi.restoreAllMocks();
if (typeof window !== 'undefined') {
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
  for (const { name } of [...document.documentElement.attributes])
    document.documentElement.removeAttribute(name);
}
