import path from 'node:path';
import type { ImageStorage } from '../../integrations/image-storage/image-storage';
import { createLocalImageStorage } from '../../integrations/image-storage/local-image-storage';
import { ConfigError, type Config } from '../config';

/**
 * The configured image storage: the S3 bucket (checked first: a server that cannot store images
 * does not start half-ready), or files under DATA_DIR/images.
 */
export async function openImageStorage(
  config: Pick<Config, 's3' | 'dataDir'>,
): Promise<ImageStorage> {
  if (!config.s3) return createLocalImageStorage(path.join(config.dataDir, 'images'));
  const { createS3ImageStorage } =
    await import('../../integrations/image-storage/s3-image-storage');
  const storage = createS3ImageStorage(config.s3);
  try {
    await storage.check();
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  return storage;
}
