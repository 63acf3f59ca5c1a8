/** A value kept in the browser's storage, or null when there is none or storage is blocked. */
export function readStored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null; // storage blocked (private mode, a sandboxed frame)
  }
}

/** Keeps a value in the browser's storage (null removes it); does nothing when storage is blocked. */
export function writeStored(storage: () => Storage, key: string, value: string | null): void {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // storage blocked
  }
}
