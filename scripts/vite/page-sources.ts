import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where the build writes each route's page module (read by the server to preload a page's code). */
export const routePagesFile = '.vite/route-pages.json';

/**
 * The page module of each route, read from the page registry source (`Name: () => import('…')` or a
 * named importer), as manifest keys (paths from src/web).
 */
export function pageSources(registrySource: string): Record<string, string> {
  const importers = new Map<string, string>();
  for (const [, name, spec] of registrySource.matchAll(
    /const (\w+) = \(\) => import\('([^']+)'\)/g,
  ))
    importers.set(name!, spec!);
  const out: Record<string, string> = {};
  for (const [, route, spec, ref] of registrySource.matchAll(
    /^\s+(\w+): (?:\(\) => import\('([^']+)'\)|(\w+)),$/gm,
  )) {
    const target = spec ?? importers.get(ref!);
    if (target) out[route!] = `${path.posix.join('app', target)}.tsx`;
  }
  return out;
}

/** Where the build writes each route's own message bundles (read by the server to preload them). */
export const routeMessagesFile = '.vite/route-messages.json';

/** Emits routePagesFile from the page registry, and routeMessagesFile, at build. */
export function routePagesPlugin(
  registryFile: string,
  routeMessages: Record<string, readonly string[]>,
): Plugin {
  return {
    name: 'levada-route-pages',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle() {
      const pages = pageSources(fs.readFileSync(registryFile, 'utf8'));
      this.emitFile({ type: 'asset', fileName: routePagesFile, source: JSON.stringify(pages) });
      this.emitFile({
        type: 'asset',
        fileName: routeMessagesFile,
        source: JSON.stringify(routeMessages),
      });
    },
  };
}
