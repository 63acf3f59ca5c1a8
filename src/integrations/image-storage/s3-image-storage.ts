import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { isSafeImageKey, type ImageStorage } from './image-storage';

export type S3ImageStorageOptions = {
  bucket: string;
  /** An S3-compatible server (MinIO, R2, …); none: AWS. */
  endpoint?: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Where browsers read the bucket's objects directly (a CDN, a public bucket); none: the app serves /images/{key}. */
  publicUrl?: string;
};

/**
 * Image bytes in an S3-compatible bucket (decision 136): every machine reads and writes the same
 * images. Objects are immutable (a key is never written twice), so they are cached for a year.
 */
export function createS3ImageStorage(options: S3ImageStorageOptions): ImageStorage & {
  /** Fails with a message naming the setting when the bucket cannot be reached with the keys. */
  check(): Promise<void>;
} {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    // Path-style addresses work with every S3-compatible server; only AWS needs virtual hosts.
    forcePathStyle: !!options.endpoint,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // Checksums only where the operation needs them: older S3-compatible servers refuse the rest.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const keyOf = (key: string) => {
    if (!isSafeImageKey(key)) throw new Error(`Unsafe image key ${key}`);
    return key;
  };
  const base = options.publicUrl?.replace(/\/+$/, '');
  return {
    async put(key, data, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: options.bucket,
          Key: keyOf(key),
          Body: data,
          ContentType: contentType,
          CacheControl: 'public, max-age=31536000, immutable',
        }),
      );
    },
    async get(key) {
      if (!isSafeImageKey(key)) return null;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: options.bucket, Key: key }),
        );
        const bytes = await answer.Body!.transformToByteArray();
        return {
          data: Buffer.from(bytes),
          contentType: answer.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey')
          return null;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(key) }));
    },
    urlFor: (key) => (base ? `${base}/${key}` : `/images/${key}`),
    async check() {
      try {
        await client.send(new HeadBucketCommand({ Bucket: options.bucket }));
      } catch (error) {
        const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata
          ?.httpStatusCode;
        const reason =
          status === 403
            ? 'the keys are refused (S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY)'
            : status === 404
              ? 'no such bucket'
              : `${(error as Error).name}: ${(error as Error).message}`;
        throw new Error(
          `The image bucket S3_BUCKET=${options.bucket}${options.endpoint ? ` at S3_ENDPOINT=${options.endpoint}` : ''} cannot be used: ${reason}.`,
          { cause: error },
        );
      }
    },
  };
}
