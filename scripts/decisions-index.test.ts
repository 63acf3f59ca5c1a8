import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexFile, readDecisions, renderIndex } from './decisions-index';

describe('docs/decisions/README.md', () => {
  it('lists every decision with its status (npx tsx scripts/decisions-index.ts rewrites it)', () => {
    expect(fs.readFileSync(indexFile, 'utf8')).toBe(renderIndex(readDecisions()));
  });

  it('gives every decision a title and a status line', () => {
    const decisions = readDecisions();
    expect(decisions.length).toBeGreaterThanOrEqual(100);
    for (const d of decisions) {
      expect(d.status, d.file).not.toBe('unknown');
      expect(d.title, d.file).not.toMatch(/^\d/);
    }
  });
});
