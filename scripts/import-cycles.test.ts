import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { importCycles, importGraph } from './import-cycles';

const longCycles = (root: string) =>
  importCycles(importGraph(root))
    .filter((group) => group.length > 2)
    .map((group) => group.map((file) => path.relative(root, file)));

describe('import cycles', () => {
  it('finds a cycle through a type-only import, and none among files that import one way', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'levada-cycles-'));
    onTestFinished(() => fs.rmSync(root, { recursive: true, force: true }));
    const write = (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
      fs.writeFileSync(path.join(root, name), text);
    };
    write(
      'app.ts',
      "import { route } from './routes/route';\nexport type Deps = { db: string };\n",
    );
    write(
      'routes/route.ts',
      "import { useCase } from '../modules/use-case';\nexport const route = useCase;\n",
    );
    write(
      'modules/use-case.ts',
      "import type { Deps } from '../app';\nexport const useCase = (d: Deps) => d;\n",
    );
    write(
      'modules/apart.ts',
      "import { useCase } from './use-case';\nexport const apart = useCase;\n",
    );
    write('modules/use-case.test.ts', "import { apart } from './apart';\n");
    expect(longCycles(root)).toEqual([['app.ts', 'modules/use-case.ts', 'routes/route.ts']]);

    write('deps.ts', 'export type Deps = { db: string };\n');
    write(
      'modules/use-case.ts',
      "import type { Deps } from '../deps';\nexport const useCase = (d: Deps) => d;\n",
    );
    expect(longCycles(root)).toEqual([]);
  });

  it('has no cycle longer than two files in the server or the web app', () => {
    expect(longCycles('src/server')).toEqual([]);
    expect(longCycles('src/web')).toEqual([]);
  });
});
