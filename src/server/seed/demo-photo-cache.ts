import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../project-root';
import sharp from 'sharp';

/**
 * The demo photos, drawn and encoded, kept on disk between seeds: drawing and encoding them is most
 * of a seed's time, and a test run seeds three times (PGlite, PostgreSQL, the browser journeys' servers).
 * Kept under the code that makes them: a change to the drawing or to the image pipeline starts afresh.
 * A photo's files are its drawn JPEG (`source`) and each encoding the pipeline keyed (`800x533.avif`).
 */
export type DemoPhotoCache = {
  read(photo: string): Promise<Map<string, Buffer>>;
  write(photo: string, files: Map<string, Buffer>): Promise<void>;
};

const src = path.join(projectRoot, 'src');
const here = path.join(src, 'server/seed');
/** What the photos and their files are made by (drawing, pipeline, variant sizes, libvips). */
const makers = [
  path.join(here, 'generate-photo.ts'),
  path.join(src, 'server/modules/images/create-image-variants.ts'),
  path.join(src, 'domain/image-variants.ts'),
];
const cacheRoot = path.resolve(src, '../node_modules/.cache/levada-demo-photos');

const safeName = (name: string) => name.replace(/[^a-z0-9.-]/gi, '_');

/**
 * The cache in node_modules/.cache, or one that keeps nothing when the makers' sources cannot be
 * read (a build without them) or the folder cannot be written.
 */
export async function openDemoPhotoCache(root = cacheRoot): Promise<DemoPhotoCache> {
  let dir: string;
  try {
    const hash = createHash('sha256').update(JSON.stringify(sharp.versions));
    for (const file of makers) hash.update(await fs.readFile(file));
    const version = hash.digest('hex').slice(0, 16);
    dir = path.join(root, version);
    await fs.mkdir(dir, { recursive: true });
    // Files of older code are never read again.
    for (const entry of await fs.readdir(root))
      if (entry !== version) await fs.rm(path.join(root, entry), { recursive: true, force: true });
  } catch {
    return { read: async () => new Map(), write: async () => {} };
  }
  return {
    async read(photo) {
      const folder = path.join(dir, safeName(photo));
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      const files = new Map<string, Buffer>();
      for (const name of names.filter((n) => !n.endsWith('.tmp')))
        files.set(name, await fs.readFile(path.join(folder, name)));
      return files;
    },
    async write(photo, files) {
      const folder = path.join(dir, safeName(photo));
      try {
        await fs.mkdir(folder, { recursive: true });
        for (const [name, data] of files) {
          // Written aside then renamed: a seed running alongside never reads half a file.
          const target = path.join(folder, safeName(name));
          const aside = `${target}.${process.pid}.tmp`;
          await fs.writeFile(aside, data);
          await fs.rename(aside, target);
        }
      } catch {
        // A cache that cannot be written only makes the next seed slower.
      }
    },
  };
}
