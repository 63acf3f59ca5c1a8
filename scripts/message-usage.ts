// Which messages each page's code names, read from the source (decision 051): every `namespace.key`
// string, and every template `namespace.prefix.${…}` as all the keys it can make (a
// placeholder standing for one part of a key). Used by
// message-usage.test.ts to check that each route's page finds its messages in the main catalogue or in
// its own bundles (src/web/i18n/route-messages.ts), and that the shell's are all in the main one.
import fs from 'node:fs';
import path from 'node:path';

export type SourceFile = {
  /** Relative imports that load with the file (not `import type`). */
  imports: string[];
  /** Relative `import('…')`s: code loaded later, where it shows. */
  lazyImports: string[];
  /** The message ids the file names. */
  ids: Set<string>;
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every message id of the English catalogue ({namespace}.{key}). */
export function messageIds(messagesDir: string): string[] {
  const ids: string[] = [];
  for (const file of fs.readdirSync(path.join(messagesDir, 'en')).sort()) {
    if (!file.endsWith('.json')) continue;
    const namespace = file.replace(/\.json$/, '');
    const messages = JSON.parse(
      fs.readFileSync(path.join(messagesDir, 'en', file), 'utf8'),
    ) as Record<string, string>;
    for (const key of Object.keys(messages)) ids.push(`${namespace}.${key}`);
  }
  return ids;
}

/** The source files under a folder (tests and declarations left out), keyed by absolute path. */
export function readSources(srcDir: string, ids: readonly string[]): Map<string, SourceFile> {
  const known = new Set(ids);
  const namespaces = new Set(ids.map((id) => id.split('.')[0]!));
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
        files.push(full);
    }
  };
  walk(srcDir);
  const resolve = (from: string, spec: string): string | null => {
    if (!spec.startsWith('.')) return null;
    const base = path.resolve(path.dirname(from), spec);
    for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
      if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
    return null;
  };
  const out = new Map<string, SourceFile>();
  for (const file of files) {
    const text = fs
      .readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    const imports: string[] = [];
    const lazyImports: string[] = [];
    for (const [statement, spec] of text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s+(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/g,
    )) {
      if (/^\s*(?:import|export)\s+type\s/.test(statement)) continue;
      const target = resolve(file, spec!);
      if (target) imports.push(target);
    }
    for (const [, spec] of text.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      const target = resolve(file, spec!);
      if (target) lazyImports.push(target);
    }
    const used = new Set<string>();
    for (const [, single, double] of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"/g)) {
      const literal = (single ?? double)!;
      if (known.has(literal)) used.add(literal);
    }
    for (const [, template] of text.matchAll(/`([^`]*)`/g)) {
      if (known.has(template!)) used.add(template!);
      const head = template!.split('${')[0]!;
      if (!template!.includes('${') || !head.includes('.') || !namespaces.has(head.split('.')[0]!))
        continue;
      const pattern = new RegExp(
        `^${template!
          .split(/\$\{[^}]*\}/)
          .map(escape)
          .join('[^.]+')}$`,
      );
      for (const id of ids) if (pattern.test(id)) used.add(id);
    }
    out.set(file, { imports, lazyImports, ids: used });
  }
  return out;
}

/** A file and everything it imports, statically (what loads with it). */
export function staticClosure(
  sources: Map<string, SourceFile>,
  start: readonly string[],
): Set<string> {
  const seen = new Set<string>();
  const stack = [...start];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...(sources.get(file)?.imports ?? []));
  }
  return seen;
}
