import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { entryChunks } from './entry-chunks-plugin';

const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({
  type: 'chunk' as const,
  fileName,
  imports,
  isEntry: facadeModuleId !== null,
  facadeModuleId,
});

/** The entry imports react and the shell; a page chunk imports react and a shared card chunk. */
const bundle = {
  'assets/index.js': chunk(
    'assets/index.js',
    ['assets/react.js', 'assets/shell.js'],
    '/app/index.html',
  ),
  'assets/react.js': chunk('assets/react.js', []),
  'assets/shell.js': chunk('assets/shell.js', ['assets/react.js']),
  'assets/page.js': chunk('assets/page.js', ['assets/react.js', 'assets/card.js']),
  'assets/card.js': chunk('assets/card.js', ['assets/react.js']),
  'assets/boot.js': chunk('assets/boot.js', [], '/app/boot.ts'),
  'assets/styles.css': { type: 'asset' as const, fileName: 'assets/styles.css' },
} as unknown as OutputBundle;

function written(entryModule: string) {
  const entry = entryChunks(entryModule);
  const generate = entry.plugin.generateBundle as (options: unknown, bundle: OutputBundle) => void;
  generate.call({}, {}, bundle);
  return entry;
}

describe('entryChunks', () => {
  it("leaves the entry's chunks out of a lazy import's preload list, and keeps the page's own", () => {
    const { resolveDependencies } = written('/app/index.html');
    expect(
      resolveDependencies('assets/page.js', [
        'assets/page.js',
        'assets/react.js',
        'assets/card.js',
        'assets/shell.js',
      ]),
    ).toEqual(['assets/page.js', 'assets/card.js']);
  });

  it('fails the build when the entry is not in the bundle, rather than preloading nothing', () => {
    expect(() => written('/app/missing.html')).toThrow(/no entry chunk/);
  });
});
