import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const web = path.resolve(import.meta.dirname, '..');
const files = fs
  .readdirSync(web, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(css|tsx?)$/.test(file) && !file.includes('.test.'))
  .map((file) => ({ file, text: fs.readFileSync(path.join(web, file), 'utf8') }));

// `--name:` in a stylesheet, `'--name':` in an inline style object.
const defined = new Set(
  files.flatMap(({ text }) => [...text.matchAll(/['"]?(--[\w-]+)['"]?\s*:/g)].map((m) => m[1]!)),
);

describe('the stylesheets', () => {
  it('use no custom property that is set nowhere (the whole declaration would silently drop)', () => {
    const unknown = files.flatMap(({ file, text }) =>
      // A var() with a fallback is fine without a definition.
      [...text.matchAll(/var\((--[\w-]+)\)/g)]
        .filter((m) => !defined.has(m[1]!))
        .map((m) => `${file}: ${m[0]}`),
    );
    expect(unknown).toEqual([]);
  });
});
