// `npm start`: builds the web app and the server when missing or older than their sources, then runs
// the compiled server in this process (plain JavaScript: no TypeScript compiler, no second process).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, builtServer, isServerBuildStale } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () =>
  !fs.existsSync(builtIndex) ||
  Math.max(
    newestMtime(path.join(root, 'src/web')),
    newestMtime(path.join(root, 'src/contracts')),
    newestMtime(path.join(root, 'src/domain')),
  ) > fs.statSync(builtIndex).mtimeMs;

if (sourcesChanged()) {
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (isServerBuildStale()) {
  console.log('Building the server…');
  await buildServer();
}

process.env.NODE_ENV ??= 'production';
// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(builtServer).href);
