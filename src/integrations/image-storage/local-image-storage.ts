import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeImageKey, type ImageStorage } from './image-storage';

const contentTypeByExt: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

/** Files under a folder, served by the app at /images/{key}. */
export function createLocalImageStorage(root: string): ImageStorage {
  const fileOf = (key: string) => {
    if (!isSafeImageKey(key)) throw new Error(`Unsafe image key ${key}`);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async get(key) {
      if (!isSafeImageKey(key)) return null;
      try {
        const data = await fs.readFile(fileOf(key));
        return {
          data,
          contentType:
            contentTypeByExt[path.extname(key).toLowerCase()] ?? 'application/octet-stream',
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    urlFor: (key) => `/images/${key}`,
  };
}
