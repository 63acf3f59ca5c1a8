export type StoredImage = { data: Buffer; contentType: string };

/** Where image bytes live. The local default writes files; an object store can replace it. */
export interface ImageStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredImage | null>;
  delete(key: string): Promise<void>;
  /** The public URL the web app uses for this key. */
  urlFor(key: string): string;
}

export const isSafeImageKey = (key: string): boolean =>
  /^[a-z0-9][a-z0-9/_.-]{0,200}$/i.test(key) && !key.includes('..');
