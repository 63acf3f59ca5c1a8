import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { indexFile, readDecisions, renderIndex } from './decisions-index';

describe('docs/decisions/README.md', () => {
  it('lists every decision with its status (npx tsx scripts/decisions-index.ts rewrites it)', () => {
    expect(fs.readFileSync(indexFile, 'utf8')).toBe(renderIndex(readDecisions()));
  });

  it('gives every decision a title, a status line and the sections of the short form', () => {
    const decisions = readDecisions();
    expect(decisions.length).toBeGreaterThanOrEqual(100);
    for (const d of decisions) {
      expect(d.status, d.file).not.toBe('unknown');
      expect(d.title, d.file).not.toMatch(/^\d/);
      // One short form (TEMPLATE.md): context, decision, consequences, in that order.
      const sections = [...d.text.matchAll(/^## (Context|Decision|Consequences)$/gm)].map(
        (m) => m[1],
      );
      expect(sections, d.file).toEqual(['Context', 'Decision', 'Consequences']);
    }
  });

  it('says in its status what superseded or amended it: a decision that amends or supersedes another is named there', () => {
    const decisions = readDecisions();
    const byNumber = new Map(decisions.map((d) => [d.file.slice(0, 3), d]));
    for (const d of decisions) {
      expect(d.status, d.file).toMatch(/^(accepted|superseded by \d{3}|amended by \d{3})/);
      for (const named of d.status.match(/\d{3}/g) ?? [])
        expect(byNumber.has(named), d.file).toBe(true);
    }
    for (const d of decisions) {
      const own = d.file.slice(0, 3);
      for (const [, verb, targets] of d.text.matchAll(
        /\b(amends|supersedes)(?:\s+decisions?)?\s+((?:\d{3}(?:, | and |\/)?)+)/gi,
      )) {
        for (const target of targets!.match(/\d{3}/g) ?? []) {
          const word = verb!.toLowerCase() === 'amends' ? 'amended' : 'superseded';
          expect(byNumber.get(target)?.statusLine, `${d.file} ${verb} ${target}`).toMatch(
            new RegExp(`${word} by [\\d ,and]*${own}`),
          );
        }
      }
    }
  });
});
