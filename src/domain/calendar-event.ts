// A booking's calendar event (.ics), the same in the booking emails and the booking page's "Add to
// calendar": one UID per booking, and a SEQUENCE that grows with each change of it, so a calendar
// replaces the event it holds with a newer file and keeps it against an older one (RFC 5545 §3.8.7.4).

// Seconds since this instant grow with each change and fit 32 bits.
const sequenceEpoch = Date.UTC(2026, 0, 1);

export const bookingEventUid = (transactionId: string): string => `${transactionId}@levada`;

/** The SEQUENCE of the event as it stood after the change made at this instant (accept or reschedule). */
export const bookingEventSequence = (changedAt: Date): number =>
  Math.max(0, Math.floor((changedAt.getTime() - sequenceEpoch) / 1000));

/** The transitions that make or change the event (accepting, moving an accepted booking). */
const eventChanges: ReadonlySet<string> = new Set([
  'accept',
  'accept-instantly',
  'update-accepted-booking',
]);

/** When the booking's event last changed, from its transition history (null before it is accepted). */
export function bookingEventChangedAt(
  history: readonly { transition: string; createdAt: string | Date }[],
): Date | null {
  const changes = history.filter((record) => eventChanges.has(record.transition));
  const last = changes[changes.length - 1];
  return last ? new Date(last.createdAt) : null;
}
