import type { Plugin } from 'vite';

/**
 * What every page has loaded before any of its lazy imports runs: the app entry's chunks. Vite lists
 * each lazy import's chunks to preload them together; these need no listing (the entry's lazy
 * imports named them all: 0.5 KiB gzipped of every first visit). Stylesheets stay listed: Vite
 * keeps them whatever this says, and the app has one.
 * `plugin` finds them when the browser build is written; `resolveDependencies` (Vite's
 * `build.modulePreload.resolveDependencies`) then leaves them out.
 */
export function entryChunks(entryModule: string) {
  const loaded = new Set<string>();
  const plugin: Plugin = {
    name: 'levada-entry-chunks',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    // Runs before Vite's import analysis writes the preload lists (a post plugin).
    generateBundle(_options, bundle) {
      loaded.clear();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (loaded.has(file) || chunk?.type !== 'chunk') return;
        loaded.add(file);
        for (const imported of chunk.imports) visit(imported);
      };
      const entry = Object.values(bundle).find(
        (chunk) => chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId === entryModule,
      );
      if (!entry) throw new Error(`entry-chunks: no entry chunk for ${entryModule}`);
      visit(entry.fileName);
    },
  };
  const resolveDependencies = (_file: string, deps: string[]) =>
    deps.filter((dep) => !loaded.has(dep));
  return { plugin, resolveDependencies };
}
