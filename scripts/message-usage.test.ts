import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable, type RouteName } from '../src/contracts/routes';
import { bundlesOfKey } from '../src/web/i18n/locales';
import { messagesOfRoute } from '../src/web/i18n/route-messages';
import { messageIds, readSources, staticClosure, type SourceFile } from './message-usage';
import { pageSources } from './vite/page-sources';

// No page shows a message id instead of its text (decision 051): each message a page's code names is
// in the main catalogue or in one of the bundles its route loads (or that the component wraps itself
// in, as `PageMessages bundles={bundles}` or `besideThePage(…, bundles)` with a `const bundles = [...]`);
// the shell's all in main.
const src = path.resolve(import.meta.dirname, '../src');
const web = path.join(src, 'web');
const ids = messageIds(path.join(web, 'i18n/messages'));
const sources = readSources(src, ids);
const registry = fs.readFileSync(path.join(web, 'app/page-registry.ts'), 'utf8');
const pages = Object.fromEntries(
  Object.entries(pageSources(registry)).map(([route, file]) => [route, path.join(web, file)]),
);
const pageFiles = new Set(Object.values(pages));
const shell = staticClosure(sources, [
  path.join(web, 'main.tsx'),
  path.join(web, 'entry-server.tsx'),
]);
const bundlesOfId = (id: string) => {
  const [namespace, ...key] = id.split('.');
  return bundlesOfKey(namespace!, key.join('.'));
};
/** The bundles a component wraps itself in (`const …bundles = [...]` beside `<PageMessages` or `besideThePage(`). */
const ownBundles = (file: string): string[] => {
  const text = fs.readFileSync(file, 'utf8');
  if (!text.includes('<PageMessages') && !text.includes('besideThePage(')) return [];
  // Every `const bundles = [...]` or `const reviewBundles = [...]` of the file (one per wrapper).
  const lists = [...text.matchAll(/const \w*[bB]undles(?::[^=]+)? = \[([^\]]*)\]/g)];
  return lists.flatMap(([, list]) =>
    [...list!.matchAll(/'([^']+)'/g)].map(([, bundle]) => bundle!),
  );
};

/** The messages a file and what it loads name that none of the bundles in reach holds. */
function missing(start: string, bundles: readonly string[], skip: Set<string>): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (file: string, reach: Set<string>) => {
    const source: SourceFile | undefined = sources.get(file);
    const key = `${file}|${[...reach].sort().join(',')}`;
    if (!source || seen.has(key)) return;
    seen.add(key);
    const inReach = new Set([...reach, ...ownBundles(file)]);
    for (const id of source.ids)
      if (!bundlesOfId(id).some((bundle) => inReach.has(bundle)))
        out.push(`${id} (${path.relative(src, file)})`);
    for (const next of [...source.imports, ...source.lazyImports])
      if (!skip.has(next) && !pageFiles.has(next)) visit(next, inReach);
  };
  visit(start, new Set(['main', ...bundles]));
  return [...new Set(out)].sort();
}

describe('which messages each page finds', () => {
  it('finds the messages of the shell (and of what it loads later) in the main catalogue', () => {
    const found = [...shell].flatMap((file) => missing(file, [], new Set()));
    expect([...new Set(found)]).toEqual([]);
  });

  const routes = routeTable.filter((route) => !('redirectTo' in route));
  it.each(routes.map((route) => route.name))(
    '%s finds every message its code names in main or its bundles',
    (name) => {
      const page = pages[name] ?? pages.UnderConstructionPage!;
      const bundles = messagesOfRoute((pages[name] ? name : 'UnderConstructionPage') as RouteName);
      expect(missing(page, bundles, shell)).toEqual([]);
    },
  );

  it('reads templates as every key they can make, and a page as what it imports', () => {
    const login = pages.LoginPage!;
    const reached = [...staticClosure(sources, [login])].flatMap((file) => [
      ...(sources.get(file)?.ids ?? []),
    ]);
    expect(reached).toContain('accounts.login.title');
    const card = sources.get(path.join(web, 'components/listing-card/listing-card.tsx'))!;
    expect([...card.ids]).toContain('durations.1to2');
  });
});
