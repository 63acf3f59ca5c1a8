import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

const hashWaitMs = 3000;

/**
 * On every navigation: scroll to the hash target (waiting briefly for it to render), or to the top.
 * A page that keeps its own state in the URL (the booking panel) navigates with
 * `state: keepScrollState` and stays where it is. On the first page the browser has already placed
 * it (top, hash, or where a reload was): only a hash target rendered later is scrolled to, so a
 * visitor who scrolled a server-rendered page before its code came stays where they are.
 */
export function ScrollManager() {
  const { pathname, search, hash, key, state } = useLocation();
  const isKept = isKeepScroll(state);
  // The first location's key until the first navigation (an effect that runs twice keeps it).
  const firstKey = useRef<string | null>(key);

  useEffect(() => {
    if (key !== firstKey.current) firstKey.current = null;
    const isFirst = firstKey.current !== null;
    if (isKept) return;
    const id = hash ? safeDecode(hash.slice(1)) : '';
    const target = () => (id ? document.getElementById(id) : null);
    const found = target();
    if (found) {
      if (!isFirst) found.scrollIntoView();
      return;
    }
    if (!isFirst) window.scrollTo(0, 0);
    if (!id) return;
    // The target may belong to a page still loading its code or data.
    const observer = new MutationObserver(() => {
      const element = target();
      if (element) {
        observer.disconnect();
        element.scrollIntoView();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const timer = window.setTimeout(() => observer.disconnect(), hashWaitMs);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [pathname, search, hash, key, isKept]);

  return null;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export const keepScrollState = { keepScroll: true } as const;
const isKeepScroll = (state: unknown) =>
  typeof state === 'object' &&
  state !== null &&
  (state as { keepScroll?: unknown }).keepScroll === true;
