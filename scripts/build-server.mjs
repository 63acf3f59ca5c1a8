// Compiles the server (src/server/main.ts and what it imports) into JavaScript, dist/server/main.js
// and its chunks, when it is missing or older than its sources: `npm start` then runs plain node,
// with no TypeScript compiler in the process. Packages stay in node_modules (not bundled). What the
// sources import with import() is a chunk loaded only when asked for: the real clients of services
// that are not configured, the demo seed, the server itself in a cluster's primary (decision 163).
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const builtServer = path.join(root, 'dist/server/main.js');
const sourceDirs = ['src/server', 'src/domain', 'src/contracts', 'src/integrations'].map((dir) =>
  path.join(root, dir),
);

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

export const isServerBuildStale = () =>
  !fs.existsSync(builtServer) ||
  Math.max(
    fs.statSync(path.join(root, 'package-lock.json')).mtimeMs,
    ...sourceDirs.map(newestMtime),
  ) > fs.statSync(builtServer).mtimeMs;

export async function buildServer() {
  // Chunks of an earlier build would otherwise pile up beside the new ones.
  fs.rmSync(path.dirname(builtServer), { recursive: true, force: true });
  await build({
    entryPoints: { main: path.join(root, 'src/server/main.ts') },
    outdir: path.dirname(builtServer),
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // Names kept: error classes and stack traces read as in the sources.
    keepNames: true,
    logLevel: 'warning',
    // Bundled CommonJS helpers (none today) would need require in an ES module.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = performance.now();
  await buildServer();
  console.log(
    `Built ${path.relative(root, builtServer)} in ${Math.round(performance.now() - started)} ms`,
  );
}
