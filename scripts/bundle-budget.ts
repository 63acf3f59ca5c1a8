// The bundle budget (issue 12, decision 051): the JavaScript a first visit to each public page must
// download before it works, gzipped. Run after `vite build`; `npm test` runs it.
//   npx tsx scripts/bundle-budget.ts [distDir]
// The target, 120 KiB on every public route, is what the check enforces (every route met it
// on 2026-11-25, decision 051); it prints each route's figure and its room under the target. The
// shared floor (React, router, query, intl, shell, main catalogue) is ~110 KiB, so a page's own first
// load has ~10: what it does not need to show loads beside it (components/lazy-beside.tsx). Each
// route counts its page's own message bundles (src/web/i18n/route-messages.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bootModuleKey } from '../src/contracts/page-code';
import { routeTable, type RouteName } from '../src/contracts/routes';
import { defaultLocale } from '../src/web/i18n/locales';
import { messagesOfRoute } from '../src/web/i18n/route-messages';
import { pageSources } from './vite/page-sources';

export const targetBytes = 120 * 1024;

type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

/** A chunk and everything it imports statically (what the browser fetches before running it), and their styles. */
function closure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
  styles = new Set<string>(),
): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const file of chunk.css ?? []) styles.add(file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen, styles);
  return seen;
}

const gzipSize = (dist: string, file: string): number => {
  const packed = path.join(dist, `${file}.gz`);
  if (fs.existsSync(packed)) return fs.statSync(packed).size;
  return zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
};

/** Render-blocking stylesheets a public page may link: the app's own, in one file (decision 053). */
export const maxStylesheets = 1;

export type RouteFigure = {
  route: string;
  path: string;
  bytes: number;
  files: number;
  stylesheets: number;
};

/** The initial JavaScript of every public page route: entry, page and the English catalogue (and the page's own messages). */
export function measure(dist: string, registrySource: string): RouteFigure[] {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const pages = pageSources(registrySource);
  const catalogue = (bundle: string) => `../../virtual:levada-messages/${defaultLocale}/${bundle}`;
  const figures: RouteFigure[] = [];
  for (const route of routeTable) {
    if (route.access !== 'public' || 'redirectTo' in route) continue;
    const page = pages[route.name] ?? pages.UnderConstructionPage!;
    const styles = new Set<string>();
    const files = closure(manifest, 'index.html', new Set(), styles);
    // A server-rendered page's boot script (decision 053), counted on every route: 0.3 KiB.
    closure(manifest, bootModuleKey, files, styles);
    closure(manifest, page, files, styles);
    closure(manifest, catalogue('main'), files, styles);
    // The page's own message bundles (src/web/i18n/route-messages.ts): its route renders with them.
    for (const bundle of messagesOfRoute(
      pages[route.name] ? (route.name as RouteName) : 'UnderConstructionPage',
    ))
      closure(manifest, catalogue(bundle), files);
    if (!manifest[page]) throw new Error(`No chunk for ${page} (route ${route.name})`);
    const bytes = [...files].reduce((sum, file) => sum + gzipSize(dist, file), 0);
    figures.push({
      route: route.name,
      path: route.path,
      bytes,
      files: files.size,
      stylesheets: styles.size,
    });
  }
  return figures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist/web');
  const registry = fs.readFileSync(path.resolve('src/web/app/page-registry.ts'), 'utf8');
  const figures = measure(dist, registry);
  let failed = 0;
  for (const f of figures.sort((a, b) => b.bytes - a.bytes)) {
    const over = f.bytes > targetBytes || f.stylesheets > maxStylesheets;
    if (over) failed += 1;
    const kib = (bytes: number) => (bytes / 1024).toFixed(1);
    const gap =
      f.bytes > targetBytes
        ? `+${kib(f.bytes - targetBytes)} KiB over the target`
        : `${kib(targetBytes - f.bytes)} KiB under the target`;
    console.log(
      `${over ? 'OVER' : 'ok  '} ${kib(f.bytes).padStart(6)} KiB  ${String(f.files).padStart(2)} files  ${f.stylesheets} stylesheet${f.stylesheets === 1 ? ' ' : 's'}  ${f.path} (${f.route}) ${gap}`,
    );
  }
  // The boot script runs while the page's code is on its way (decision 053): it fetches nothing itself.
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const bootImports = manifest[bootModuleKey]?.imports ?? [];
  if (bootImports.length > 0) failed += 1;
  console.log(
    `${bootImports.length > 0 ? 'OVER' : 'ok  '} the boot script imports ${bootImports.length} chunks (none allowed)`,
  );
  console.log(
    `bundle budget: ${figures.length + 1 - failed} passed, ${failed} failed (initial JavaScript gzipped ≤ ${targetBytes / 1024} KiB on each of ${figures.length} public routes; at most ${maxStylesheets} stylesheet)`,
  );
  process.exit(failed ? 1 : 0);
}
