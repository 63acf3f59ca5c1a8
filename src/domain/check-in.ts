// Checking a departure's travellers in (issue 46 items 3 and 4; decisions 153 and 154): which scans
// are refused and why, and how scans made on several devices, online or not, merge into one state.
// The same rules run on a guide's device (offline, against its downloaded manifest) and on the server
// (at sync): the signature itself is checked by each side's own Ed25519 (WebCrypto, node:crypto).

/** A scan checks a party in (all of it or part), or marks the rest of it as not showing up. */
export const scanKinds = ['check-in', 'no-show'] as const;
export type ScanKind = (typeof scanKinds)[number];

/** Why a scan is refused: each has its translated text on the device (the `checkin` messages). */
export const scanRefusals = [
  // Not one of our ticket codes at all.
  'not-a-ticket',
  // A ticket code whose signature does not match: forged, or altered after it was signed.
  'invalid-signature',
  // No booking has this reference.
  'unknown-ticket',
  // A genuine ticket, of another tour or another time.
  'other-departure',
  // The booking is not (or no longer) confirmed: cancelled, declined, still a request.
  'not-confirmed',
  // More people checked in than the party has.
  'too-many-persons',
] as const;
export type ScanRefusal = (typeof scanRefusals)[number];

/** What a device is told about an accepted scan: it checked in first, or an earlier scan did. */
export type ScanResult = 'checked-in' | 'already-checked-in' | 'no-show';

/** What the scanned code turned out to be: none (typed reference), unreadable, badly signed or genuine. */
export type CodeCheck =
  | { kind: 'none' }
  | { kind: 'unreadable' }
  | { kind: 'bad-signature' }
  | { kind: 'valid'; start: Date };

/** The booking a scan names, as the device's manifest or the server knows it. */
export type ScannedBooking = {
  listingId: string;
  start: Date;
  confirmed: boolean;
  /** The party: adults, children and infants. */
  persons: number;
};

/** The departure being checked in. */
export type DepartureKey = { listingId: string; start: Date };

/**
 * Why a scan is refused, or null when it counts. The code is judged before the booking (a forged code
 * names no booking worth looking up); a genuine ticket of another time is another departure's even
 * when the device does not know its booking.
 */
export function refusalOf(input: {
  code: CodeCheck;
  booking: ScannedBooking | null;
  departure: DepartureKey;
  kind: ScanKind;
  persons: number | null;
}): ScanRefusal | null {
  const { code, booking, departure } = input;
  if (code.kind === 'unreadable') return 'not-a-ticket';
  if (code.kind === 'bad-signature') return 'invalid-signature';
  if (code.kind === 'valid' && code.start.getTime() !== departure.start.getTime())
    return 'other-departure';
  if (!booking) return 'unknown-ticket';
  if (
    booking.listingId !== departure.listingId ||
    booking.start.getTime() !== departure.start.getTime()
  )
    return 'other-departure';
  if (!booking.confirmed) return 'not-confirmed';
  if (input.kind === 'check-in' && (input.persons ?? booking.persons) > booking.persons)
    return 'too-many-persons';
  return null;
}

/** A booking's check-in as every device ends up showing it. */
export type CheckInState = {
  checkedInAt: Date | null;
  checkedInPersons: number;
  noShowAt: Date | null;
};

export const notCheckedIn: CheckInState = {
  checkedInAt: null,
  checkedInPersons: 0,
  noShowAt: null,
};

const earliest = (a: Date | null, b: Date) => (a === null || b < a ? b : a);

/**
 * An accepted scan merged into the state: the earliest check-in's time, the most people any scan
 * counted, the earliest no-show mark. Order and repetition do not matter (the same scans in any
 * order, any number of times, give the same state), so two devices syncing agree, and a scan sent
 * twice counts once.
 */
export function mergeScan(
  state: CheckInState,
  scan: { kind: ScanKind; scannedAt: Date; persons: number },
): CheckInState {
  if (scan.kind === 'no-show')
    return { ...state, noShowAt: earliest(state.noShowAt, scan.scannedAt) };
  return {
    ...state,
    checkedInAt: earliest(state.checkedInAt, scan.scannedAt),
    checkedInPersons: Math.max(state.checkedInPersons, scan.persons),
  };
}

/** What the device that made an accepted scan is told, once merged: was it the first? */
export function resultOf(
  scan: { kind: ScanKind; scannedAt: Date },
  state: CheckInState,
): ScanResult {
  if (scan.kind === 'no-show') return 'no-show';
  return state.checkedInAt !== null && state.checkedInAt < scan.scannedAt
    ? 'already-checked-in'
    : 'checked-in';
}

/** Of a party, who did not come: the rest of it once marked as not showing up, else nobody. */
export const noShowPersonsOf = (persons: number, state: CheckInState): number =>
  state.noShowAt === null ? 0 : Math.max(0, persons - state.checkedInPersons);

const day = 86_400_000;

/**
 * The time a scan is kept with: the device's clock, but never after it reached the server nor more
 * than a day before the departure (a device whose clock is far off cannot win "earliest" by years).
 */
export const scanTimeOf = (scannedAt: Date, start: Date, receivedAt: Date): Date =>
  new Date(Math.max(start.getTime() - day, Math.min(scannedAt.getTime(), receivedAt.getTime())));
