import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CheckInResult, CheckInScan, Manifest } from '../../../contracts/departures';

// The check-in app's data on the device (issue 46 item 3; decision 153), in IndexedDB so that it
// outlives a reload and works without a signal: each downloaded manifest, every scan (kept until the
// server has answered it, then with its answer), the published ticket key and the device's id.

export type StoredManifest = { key: string; manifest: Manifest; downloadedAt: string };
export type StoredScan = CheckInScan & {
  departure: string;
  /** The server's answer, once synced. */
  answer: CheckInResult | null;
};

interface CheckInDb extends DBSchema {
  manifests: { key: string; value: StoredManifest };
  scans: { key: string; value: StoredScan; indexes: { departure: string } };
  meta: { key: string; value: string };
}

export const departureApiPath = (listingId: string, start: string) =>
  `/api/departures/${encodeURIComponent(listingId)}/${encodeURIComponent(start)}`;

export const departureKeyOf = (listingId: string, start: string) =>
  `${listingId}|${new Date(start).toISOString()}`;

let opened: Promise<IDBPDatabase<CheckInDb>> | null = null;
const db = () =>
  (opened ??= openDB<CheckInDb>('levada-checkin', 1, {
    upgrade(database) {
      database.createObjectStore('manifests', { keyPath: 'key' });
      database.createObjectStore('scans', { keyPath: 'id' }).createIndex('departure', 'departure');
      database.createObjectStore('meta');
    },
  }));

export async function saveManifest(manifest: Manifest, now: Date): Promise<StoredManifest> {
  const stored = {
    key: departureKeyOf(manifest.listing.id, manifest.start),
    manifest,
    downloadedAt: now.toISOString(),
  };
  await (await db()).put('manifests', stored);
  return stored;
}

export const loadManifest = async (key: string) => (await db()).get('manifests', key);
export const listManifests = async () => (await db()).getAll('manifests');

export const saveScan = async (scan: StoredScan) => {
  await (await db()).put('scans', scan);
};
export const scansOf = async (departure: string) =>
  (await db()).getAllFromIndex('scans', 'departure', departure);

export const readMeta = async (name: string) => (await db()).get('meta', name);
export const writeMeta = async (name: string, value: string) => {
  await (await db()).put('meta', value, name);
};

/** The device's own id (random, made once): which device a scan came from. */
export async function deviceId(): Promise<string> {
  const known = await readMeta('device-id');
  if (known) return known;
  const made = crypto.randomUUID();
  await writeMeta('device-id', made);
  return made;
}
