import { loadMessages, type CompiledMessages } from './catalog';
import type { Locale, MessageBundle } from './locales';

/** A promise `use` reads at once when it has settled (React reads these fields instead of suspending). */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled' | 'rejected'; value?: T };
const track = <T>(promise: Promise<T>): Tracked<T> => {
  // No status while pending: React then watches it as it does any promise (a status set beforehand
  // means "instrumented elsewhere" to it, and the page would not render again once it settles).
  const tracked = promise as Tracked<T>;
  promise.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    () => {
      tracked.status = 'rejected';
    },
  );
  return tracked;
};

// One promise per language and bundle, and per language and set of bundles, kept: `use` needs the
// same promise on every attempt, and one whose bundles were preloaded reads without suspending.
const one = new Map<string, Tracked<CompiledMessages>>();
const sets = new Map<string, Tracked<CompiledMessages>>();
const bundleOf = (locale: Locale, bundle: MessageBundle): Tracked<CompiledMessages> => {
  const key = `${locale}/${bundle}`;
  let messages = one.get(key);
  if (!messages || messages.status === 'rejected') {
    messages = track(loadMessages(locale, bundle));
    one.set(key, messages);
  }
  return messages;
};
export const bundlesOf = (
  locale: Locale,
  bundles: readonly MessageBundle[],
): Promise<CompiledMessages> => {
  const key = `${locale}/${bundles.join(',')}`;
  let messages = sets.get(key);
  if (!messages || messages.status === 'rejected') {
    const parts = bundles.map((bundle) => bundleOf(locale, bundle));
    messages = track(
      Promise.all(parts).then((loaded) => Object.assign({}, ...loaded) as CompiledMessages),
    );
    if (parts.every((part) => part.status === 'fulfilled')) {
      messages.status = 'fulfilled';
      messages.value = Object.assign({}, ...parts.map((part) => part.value)) as CompiledMessages;
    }
    sets.set(key, messages);
  }
  return messages;
};

/** What a promise of this cache holds once it has settled well, else nothing. */
export const loadedValue = <T>(promise: Promise<T>): T | undefined =>
  (promise as Tracked<T>).status === 'fulfilled' ? (promise as Tracked<T>).value : undefined;

/**
 * Loads bundles ahead of the page that shows them (before hydrating, switching language or
 * navigating), so that `PageMessages` then renders at once instead of suspending.
 */
export const preloadMessages = (
  locale: Locale,
  bundles: readonly MessageBundle[],
): Promise<unknown> => Promise.all(bundles.map((bundle) => bundleOf(locale, bundle)));

/** The bundles loaded in a language so far: what a page on screen may show (another language loads them before switching). */
export const loadedBundles = (locale: Locale): MessageBundle[] =>
  [...one].flatMap(([key, messages]) =>
    key.startsWith(`${locale}/`) && messages.status === 'fulfilled'
      ? [key.slice(locale.length + 1) as MessageBundle]
      : [],
  );

/**
 * Tests: bundles of a language taken as loaded, with messages that hold them (the web tests'
 * catalogue has every message): nothing waits for one inside a test's synchronous act.
 */
export const takeAsLoaded = (
  locale: Locale,
  bundles: readonly MessageBundle[],
  messages: CompiledMessages,
) => {
  for (const bundle of bundles) {
    const loaded: Tracked<CompiledMessages> = Promise.resolve(messages);
    loaded.status = 'fulfilled';
    loaded.value = messages;
    one.set(`${locale}/${bundle}`, loaded);
  }
};
