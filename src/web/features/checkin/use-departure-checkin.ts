import { useCallback, useEffect, useRef, useState } from 'react';
import type { ManifestEntry } from '../../../contracts/departures';
import { personsOf } from '../../../domain/booking-questions';
import {
  mergeScan,
  refusalOf,
  type CheckInState,
  type CodeCheck,
  type ScanKind,
  type ScanRefusal,
} from '../../../domain/check-in';
import { callApi } from '../../lib/api-client';
import {
  deviceId,
  loadManifest,
  readMeta,
  saveManifest,
  saveScan,
  scansOf,
  type StoredManifest,
  type StoredScan,
} from './checkin-store';
import { keepForOffline } from './download-departure';
import { checkTicketCode } from './verify-ticket';

// One departure's check-in on the device (decision 153): its downloaded manifest, the scans made
// here, each party's state (the manifest's as last downloaded, with this device's scans not yet
// synced merged in by the same rule as the server's), and the sync when the device is online.

/** What the guide is told after a scan or a tap. */
export type Feedback =
  | { tone: 'success' | 'warning'; id: string; values: Record<string, string | number> }
  | { tone: 'error'; id: string; values?: Record<string, string | number> };

export type EntryState = CheckInState & { persons: number; noShowPersons: number };

const stateOfEntry = (entry: ManifestEntry): CheckInState => ({
  checkedInAt: entry.checkedInAt ? new Date(entry.checkedInAt) : null,
  checkedInPersons: entry.checkedInPersons,
  noShowAt: entry.noShowAt ? new Date(entry.noShowAt) : null,
});

/** Each party's state: the manifest's, with this device's scans the server has not answered yet. */
export function entryStates(stored: StoredManifest, scans: StoredScan[]): Map<string, EntryState> {
  const states = new Map<string, EntryState>();
  for (const entry of stored.manifest.entries) {
    const persons = personsOf(entry.quantities);
    let state = stateOfEntry(entry);
    for (const scan of scans)
      if (scan.answer === null && referenceOfScan(scan, stored) === entry.reference)
        state = mergeScan(state, {
          kind: scan.kind,
          scannedAt: new Date(scan.scannedAt),
          persons: scan.persons ?? persons,
        });
    const noShowPersons = state.noShowAt ? Math.max(0, persons - state.checkedInPersons) : 0;
    states.set(entry.id, { ...state, persons, noShowPersons });
  }
  return states;
}

const referenceOfScan = (scan: StoredScan, stored: StoredManifest): string | null => {
  if (scan.reference) return scan.reference;
  const reference = scan.code?.split(':')[1];
  return stored.manifest.entries.some((entry) => entry.reference === reference) ? reference! : null;
};

export function useDepartureCheckIn(key: string) {
  const [stored, setStored] = useState<StoredManifest | null | undefined>(undefined);
  const [scans, setScans] = useState<StoredScan[]>([]);
  const [isOnline, setOnline] = useState(() =>
    typeof navigator === 'undefined' ? true : navigator.onLine,
  );
  const [isSyncing, setSyncing] = useState(false);
  // Failed syncs in a row: a phone can report a signal that carries nothing (a weak bar on a path).
  const [failedSyncs, setFailedSyncs] = useState(0);
  const syncing = useRef(false);

  const reload = useCallback(async () => {
    const [manifest, kept] = await Promise.all([loadManifest(key), scansOf(key)]);
    kept.sort((a, b) => a.scannedAt.localeCompare(b.scannedAt));
    setStored(manifest ?? null);
    setScans(kept);
    return { manifest, kept };
  }, [key]);

  const sync = useCallback(async () => {
    if (syncing.current) return;
    const { manifest, kept } = await reload();
    if (!manifest) return;
    syncing.current = true;
    setSyncing(true);
    try {
      const pending = kept.filter((scan) => scan.answer === null);
      const params = { listingId: manifest.manifest.listing.id, start: manifest.manifest.start };
      if (pending.length > 0) {
        const response = await callApi('POST /api/departures/:listingId/:start/check-ins', {
          params,
          body: {
            deviceId: await deviceId(),
            scans: pending.map(({ departure: _departure, answer: _answer, ...scan }) => scan),
          },
        });
        const answers = new Map(response.data.results.map((result) => [result.id, result]));
        for (const scan of pending)
          await saveScan({ ...scan, answer: answers.get(scan.id) ?? null });
      }
      // Every device's scans, as the server merged them.
      const fresh = await callApi('GET /api/departures/:listingId/:start/manifest', { params });
      await saveManifest(fresh.data, new Date());
      setFailedSyncs(0);
      void keepForOffline();
    } catch {
      setFailedSyncs((count) => count + 1);
    } finally {
      syncing.current = false;
      setSyncing(false);
      await reload();
    }
  }, [reload]);

  useEffect(() => {
    void reload().then(() => {
      if (navigator.onLine) void sync();
    });
    const online = () => {
      setOnline(true);
      void sync();
    };
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [reload, sync]);

  // After a failed sync the device tries again by itself, 5 s later and then less often (up to a
  // minute), without waiting for an "online" event that may never come.
  useEffect(() => {
    if (failedSyncs === 0) return;
    const timer = window.setTimeout(
      () => {
        if (navigator.onLine) void sync();
      },
      Math.min(60_000, 5_000 * 2 ** (failedSyncs - 1)),
    );
    return () => window.clearTimeout(timer);
  }, [failedSyncs, sync]);

  /** Keeps a scan on the device, then syncs it when online. */
  const keep = async (
    scan: Omit<StoredScan, 'id' | 'departure' | 'answer' | 'scannedAt'>,
  ): Promise<void> => {
    await saveScan({
      ...scan,
      id: crypto.randomUUID(),
      departure: key,
      answer: null,
      scannedAt: new Date().toISOString(),
    });
    await reload();
    if (navigator.onLine) void sync();
  };

  // Scans are handled one at a time, each against the state kept on the device (not the last
  // render's): a ticket read twice in quick succession is checked in once.
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(work, work);
    queue.current = next.catch(() => undefined);
    return next;
  };
  const current = async () => {
    const [manifest, kept] = await Promise.all([loadManifest(key), scansOf(key)]);
    return { manifest: manifest ?? null, kept };
  };

  /** A party checked in (all of it, or `persons` of it) or marked as a no-show, from the list. */
  const mark = (entry: ManifestEntry, kind: ScanKind, persons: number | undefined) =>
    serially(() => markNow(entry, kind, persons));
  const markNow = async (
    entry: ManifestEntry,
    kind: ScanKind,
    persons: number | undefined,
  ): Promise<Feedback> => {
    const { manifest: stored, kept } = await current();
    if (!stored) return { tone: 'error', id: 'errors.code.internal-error' };
    const state = entryStates(stored, kept).get(entry.id)!;
    const name = entry.leadTraveller.name;
    if (kind === 'check-in' && state.checkedInAt && state.checkedInPersons >= (persons ?? 0))
      return alreadyIn(name, state.checkedInAt);
    await keep({ kind, reference: entry.reference, ...(persons ? { persons } : {}) });
    return kind === 'no-show'
      ? { tone: 'success', id: 'checkin.result.no-show', values: { name } }
      : {
          tone: 'success',
          id: 'checkin.result.checked-in',
          values: { name, count: persons ?? state.persons },
        };
  };

  /** A scanned QR code: checked offline against the key and the manifest, then kept. */
  const scanCode = (code: string) => serially(() => scanNow(code));
  const scanNow = async (code: string): Promise<Feedback> => {
    const { manifest: stored, kept } = await current();
    if (!stored) return { tone: 'error', id: 'errors.code.internal-error' };
    const ticketKey = await readMeta('ticket-key');
    const { check, reference } = await checkTicketCode(code, ticketKey ?? '');
    const entry = stored.manifest.entries.find((e) => e.reference === reference) ?? null;
    const departure = {
      listingId: stored.manifest.listing.id,
      start: new Date(stored.manifest.start),
    };
    const refusal: ScanRefusal | null = refusalOf({
      code: check,
      booking: entry
        ? { ...departure, confirmed: true, persons: personsOf(entry.quantities) }
        : null,
      departure,
      kind: 'check-in',
      persons: null,
    });
    // A genuine ticket of this departure the downloaded manifest does not know (booked since):
    // kept, and checked by the server at sync.
    if (refusal === 'unknown-ticket' && isGenuine(check)) {
      await keep({ kind: 'check-in', code });
      return { tone: 'warning', id: 'checkin.result.pending', values: {} };
    }
    if (refusal !== null || !entry) return { tone: 'error', id: `checkin.refusal.${refusal}` };
    const state = entryStates(stored, kept).get(entry.id)!;
    if (state.checkedInAt && state.checkedInPersons >= state.persons)
      return alreadyIn(entry.leadTraveller.name, state.checkedInAt);
    await keep({ kind: 'check-in', code });
    return {
      tone: 'success',
      id: 'checkin.result.checked-in',
      values: { name: entry.leadTraveller.name, count: state.persons },
    };
  };

  const alreadyIn = (name: string, at: Date): Feedback => ({
    tone: 'warning',
    id: 'checkin.result.already-checked-in',
    values: { name, time: at.toISOString() },
  });

  return {
    stored,
    scans,
    isOnline,
    isSyncing,
    syncFailed: failedSyncs > 0,
    sync,
    mark,
    scanCode,
  };
}

const isGenuine = (check: CodeCheck) => check.kind === 'valid';
