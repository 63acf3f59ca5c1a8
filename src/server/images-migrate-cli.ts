// `npm run images:migrate`: copies the images under DATA_DIR/images into the configured S3 bucket
// (decision 136), skipping those already there. Run it once when switching to S3; it may be run again.
import fs from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, loadConfig } from './config';
import { openImageStorage } from './providers/open-image-storage';
import { createLocalImageStorage } from '../integrations/image-storage/local-image-storage';
import { isSafeImageKey } from '../integrations/image-storage/image-storage';

async function keysUnder(root: string, dir = root): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const keys: string[] = [];
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) keys.push(...(await keysUnder(root, full)));
    else keys.push(path.relative(root, full).split(path.sep).join('/'));
  }
  return keys;
}

export async function migrateImages(print: (line: string) => void): Promise<number> {
  const config = loadConfig();
  if (!config.s3) {
    print('Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT) first.');
    return 1;
  }
  const root = path.join(config.dataDir, 'images');
  const local = createLocalImageStorage(root);
  const bucket = await openImageStorage(config);
  let copied = 0;
  let present = 0;
  for (const key of (await keysUnder(root)).filter(isSafeImageKey)) {
    if (await bucket.get(key)) {
      present += 1;
      continue;
    }
    const image = await local.get(key);
    if (!image) continue;
    await bucket.put(key, image.data, image.contentType);
    copied += 1;
  }
  print(
    `Copied ${copied} images from ${root} to S3_BUCKET=${config.s3.bucket}; ${present} were there.`,
  );
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = await migrateImages((line) => console.log(line)).catch((error: unknown) => {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  });
}
