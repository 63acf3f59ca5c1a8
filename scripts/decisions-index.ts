// The index of the decisions (docs/decisions/README.md), made from each file's title and status line.
//   npx tsx scripts/decisions-index.ts        rewrites it; scripts/decisions-index.test.ts keeps it current
import fs from 'node:fs';
import path from 'node:path';

export const decisionsDir = path.resolve(import.meta.dirname, '../docs/decisions');
export const indexFile = path.join(decisionsDir, 'README.md');

type Decision = { file: string; title: string; status: string; statusLine: string; text: string };

/** Each decision's title (its heading without the number) and status (the first clause of its line). */
export function readDecisions(dir = decisionsDir): Decision[] {
  return fs
    .readdirSync(dir)
    .filter((file) => /^\d{3}-.+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(dir, file), 'utf8');
      const heading = /^# (.+)$/m.exec(text)?.[1] ?? file;
      // The status paragraph, its lines joined.
      const status =
        /^Status: ([\s\S]+?)(?:\n\n|\n#|$)/m.exec(text)?.[1]?.replace(/\s+/g, ' ') ?? '';
      return {
        file,
        title: heading.replace(/^\d{3}\s*(—|-|:)?\s*/, ''),
        // "superseded by 140", "amended by 140 and 141" (after "accepted,"), else its first word.
        status:
          /^superseded by [\d ,and]+\d/.exec(status)?.[0] ??
          /^(?:accepted, )?(amended by [\d ,and]+\d)/.exec(status)?.[1] ??
          (status.split(/[\s.(;,]/)[0]!.toLowerCase() || 'unknown'),
        statusLine: status,
        text,
      };
    });
}

export function renderIndex(decisions: Decision[]): string {
  const lines = [
    '# Decisions',
    '',
    'Why Levada is built the way it is, one choice a file, in the order they were made. Each says its',
    'context, the decision, its consequences and its status; a superseded one names what replaced it.',
    'A new one: copy `TEMPLATE.md` to the next free number, then run `npx tsx scripts/decisions-index.ts`.',
    '',
    ...decisions.map(
      (d) =>
        `- [${d.file.slice(0, 3)} — ${d.title}](${d.file})${d.status === 'accepted' ? '' : ` — ${d.status}`}`,
    ),
    '',
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  fs.writeFileSync(indexFile, renderIndex(readDecisions()));
  console.log(`wrote ${path.relative(process.cwd(), indexFile)}`);
}
