// The waitlist of a full departure (issue 46 item 5; docs/decisions/160-waitlist.md and
// 161-waitlist-offers-hold-seats.md). Pure: the line, the free seats and `now` are arguments.

/**
 * An entry's life: waiting in line; offered (its seats held until the offer expires); booked (the
 * traveller used the offer); left (the traveller left the line); expired (the offer was not used, or
 * the departure started while waiting).
 */
export const waitlistStates = ['waiting', 'offered', 'booked', 'left', 'expired'] as const;
export type WaitlistState = (typeof waitlistStates)[number];

/** The entries still in line: waiting, or holding an offer. */
export const openWaitlistStates: readonly WaitlistState[] = ['waiting', 'offered'];
export const isOpenWaitlistState = (state: WaitlistState): boolean =>
  openWaitlistStates.includes(state);

/** How long an offer holds its seats, set per listing: 1 to 48 hours, 2 by default. */
export const waitlistOfferHours = { min: 1, max: 48, default: 2 } as const;

/** The listing's offer hours, from its public data. */
export const offerHoursOf = (data: { waitlistOfferHours?: number | null }): number =>
  data.waitlistOfferHours ?? waitlistOfferHours.default;

/**
 * When an offer made at `now` expires: after the listing's hours, never past the booking cut-off
 * (the departure's start: a booking takes seats of a departure that has not started).
 */
export function offerExpiryOf(now: Date, start: Date, hours: number): Date {
  return new Date(Math.min(now.getTime() + hours * 3_600_000, start.getTime()));
}

/** A party in line; `seq` is the order it joined in (who joined first comes first). */
export type WaitingParty = { id: string; seats: number; seq: number };

/**
 * Who is offered `free` seats: the waiting parties in line order (who joined first), each that fits
 * in what is still free; a party too large for the seats is passed over, not skipped for good (it
 * stays first in line for the next seats).
 */
export function partiesToOffer<T extends WaitingParty>(free: number, waiting: readonly T[]): T[] {
  const offered: T[] = [];
  let left = free;
  for (const party of [...waiting].sort(byLine)) {
    if (left <= 0) break;
    if (party.seats <= left) {
      offered.push(party);
      left -= party.seats;
    }
  }
  return offered;
}

const byLine = (a: WaitingParty, b: WaitingParty) => a.seq - b.seq;

/** A party's place in the line of the open entries (1 is next), or null when it is not in line. */
export function placeInLine(
  entries: readonly (WaitingParty & { state: WaitlistState })[],
  id: string,
): number | null {
  const line = entries.filter((entry) => isOpenWaitlistState(entry.state)).sort(byLine);
  const index = line.findIndex((entry) => entry.id === id);
  return index === -1 ? null : index + 1;
}

export type JoinRefusal = 'departure-started' | 'party-too-large' | 'departure-not-full';

/**
 * Why a party may not join a departure's waitlist, or null: the departure has started; the party is
 * larger than the listing takes (its group size, or the departure's seats); the departure has the
 * seats for the party now (book it instead).
 */
export function joinRefusal(input: {
  start: Date;
  now: Date;
  /** The seats the party takes, and how many people it is (the same unless priced per group). */
  seats: number;
  persons?: number;
  capacity: number;
  free: number;
  maxGroupSize?: number | null;
}): JoinRefusal | null {
  if (input.start.getTime() <= input.now.getTime()) return 'departure-started';
  if (input.seats > input.capacity) return 'party-too-large';
  if ((input.persons ?? input.seats) > (input.maxGroupSize ?? Number.POSITIVE_INFINITY))
    return 'party-too-large';
  if (input.free >= input.seats) return 'departure-not-full';
  return null;
}
