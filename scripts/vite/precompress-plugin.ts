import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Writes file.br and file.gz beside every text file of the build over 1 KB, at maximum quality (decision 050). */
export function precompressPlugin(outDir: string): Plugin {
  const isText = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
  return {
    name: 'levada-precompress',
    apply: 'build',
    // The browser's files only: the server renderer is read from disk by the server.
    applyToEnvironment: (environment) => environment.name === 'client',
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
          const file = path.join(dir, entry.name);
          return entry.isDirectory() ? walk(file) : [file];
        });
      for (const file of walk(outDir)) {
        if (!isText.test(file)) continue;
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }));
      }
    },
  };
}
