// Import cycles among a folder's TypeScript files (tests left out), type-only imports included: a
// layer that imports the one above it, even for a type, is a cycle (issue "A house easy to live in").
//
//   npx tsx scripts/import-cycles.ts src/server src/web   prints each cycle longer than two files
import fs from 'node:fs';
import path from 'node:path';

const staticImport =
  /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm;

function sourcesOf(root: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(root, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
      found.push(file);
  }
  return found;
}

/** The files each file imports statically (relative imports that resolve inside the folder). */
export function importGraph(root: string): Map<string, string[]> {
  const files = new Set(sourcesOf(path.resolve(root)));
  const resolve = (from: string, specifier: string) => {
    if (!specifier.startsWith('.')) return null;
    const base = path.resolve(path.dirname(from), specifier);
    const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
    return candidates.find((candidate) => files.has(candidate)) ?? null;
  };
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(staticImport)]
      .map((match) => resolve(file, match[1]!))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected groups of more than one file (Tarjan), each as its files, largest first. */
export function importCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    order.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!order.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, order.get(target)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return groups.sort((a, b) => b.length - a.length);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  let isClean = true;
  for (const root of process.argv.slice(2)) {
    for (const group of importCycles(importGraph(root)).filter((g) => g.length > 2)) {
      isClean = false;
      console.log(
        `${root}: ${group.length} files: ${group.map((f) => path.relative(root, f)).join(', ')}`,
      );
    }
  }
  process.exitCode = isClean ? 0 : 1;
}
