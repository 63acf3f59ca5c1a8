import { verify } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { CheckInResult, CheckInSyncBody } from '../../../contracts/departures';
import { bookingStatusOf } from '../../../domain/booking-process';
import { personsOf } from '../../../domain/booking-questions';
import { bookingReferenceOf, referenceNumberOf } from '../../../domain/booking-reference';
import {
  refusalOf,
  resultOf,
  scanTimeOf,
  type CheckInState,
  type CodeCheck,
  type ScanRefusal,
} from '../../../domain/check-in';
import { AppError } from '../../../domain/errors';
import { decodeTicketCode } from '../../../domain/ticket';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import { checkInScans, listings, transactions } from '../../db/schema';
import { runsDeparturesOf } from '../guides/list-departure-operators';
import { ticketKeys } from '../tickets/ticket-keys';
import { quantitiesOf } from './list-departures';

type Scan = CheckInSyncBody['scans'][number];

const scanIdTaken = () =>
  new AppError('validation-invalid-value', 'A scan id already used elsewhere', [
    { path: 'body.scans', code: 'scan-id-taken', message: 'Give each scan a new id' },
  ]);
type TransactionRow = typeof transactions.$inferSelect;

const stateOf = (row: Pick<TransactionRow, 'checkedInAt' | 'checkedInPersons' | 'noShowAt'>) => ({
  checkedInAt: row.checkedInAt,
  checkedInPersons: row.checkedInPersons ?? 0,
  noShowAt: row.noShowAt,
});

const answer = (
  scan: { id: string; kind: Scan['kind']; scannedAt: Date },
  refusal: ScanRefusal | null,
  row: TransactionRow | null,
  reference: string | null,
  state: CheckInState | null,
): CheckInResult => ({
  id: scan.id,
  result: refusal === null && state ? resultOf(scan, state) : null,
  refusal,
  transactionId: row?.id ?? null,
  reference: row ? bookingReferenceOf(row.referenceNumber) : reference,
  checkedInAt: state?.checkedInAt?.toISOString() ?? null,
  checkedInPersons: state?.checkedInPersons ?? 0,
  noShowAt: state?.noShowAt?.toISOString() ?? null,
});

/**
 * POST /api/departures/:listingId/:start/check-ins: a device's scans of a departure, made online or
 * kept offline (decision 153), for the listing's operator and their guides (404 to anyone else).
 * Each scan is judged by the same rules as on the device (domain/check-in.ts), the ticket's signature
 * checked with the server's key, and kept under the device's id for it, refused or not: sent again it
 * changes nothing and answers the same. An accepted one merges into the booking in one statement —
 * the earliest check-in time, the most people counted, the earliest no-show mark — so devices syncing
 * in any order, at once, agree; each is told whether its scan was the first.
 */
export async function syncCheckIns(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewerId: string,
  listingId: string,
  start: Date,
  body: CheckInSyncBody,
): Promise<CheckInResult[]> {
  const [listing] = await deps.db
    .select({ id: listings.id, authorId: listings.authorId })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!listing || !(await runsDeparturesOf(deps.db, viewerId, listing.authorId)))
    throw new AppError('not-found', 'Departure not found');
  const { publicKey } = await ticketKeys(deps);
  const departure = { listingId, start };
  // A scan id another departure's scan already has: the batch is refused before anything is kept.
  const taken = await deps.db
    .select({ listingId: checkInScans.listingId, start: checkInScans.departureStart })
    .from(checkInScans)
    .where(
      inArray(
        checkInScans.id,
        body.scans.map((scan) => scan.id),
      ),
    );
  if (
    taken.some((kept) => kept.listingId !== listingId || kept.start.getTime() !== start.getTime())
  )
    throw scanIdTaken();

  const results: CheckInResult[] = [];
  for (const scan of body.scans) {
    const receivedAt = deps.clock.now();
    const scannedAt = scanTimeOf(new Date(scan.scannedAt), start, receivedAt);
    let code: CodeCheck = { kind: 'none' };
    let reference = scan.reference?.trim() ?? null;
    if (scan.code !== undefined) {
      const decoded = decodeTicketCode(scan.code);
      reference = decoded?.fields.reference ?? null;
      if (!decoded) code = { kind: 'unreadable' };
      else if (
        !verify(
          null,
          Buffer.from(decoded.message),
          publicKey,
          Buffer.from(decoded.signature, 'base64url'),
        )
      )
        code = { kind: 'bad-signature' };
      else code = { kind: 'valid', start: decoded.fields.start };
    }
    const number = reference === null ? null : referenceNumberOf(reference);
    const [row] =
      number === null || code.kind === 'unreadable' || code.kind === 'bad-signature'
        ? []
        : await deps.db.select().from(transactions).where(eq(transactions.referenceNumber, number));
    const booking =
      row && row.bookingStart
        ? {
            listingId: row.listingId,
            start: row.bookingStart,
            confirmed: bookingStatusOf(row.state) === 'accepted',
            persons: personsOf(quantitiesOf(row)),
          }
        : null;
    const refusal = refusalOf({
      code,
      booking,
      departure,
      kind: scan.kind,
      persons: scan.persons ?? null,
    });
    // A refused scan names its booking only when it is this departure's (nothing of others leaks).
    const ownRow = row && row.listingId === listingId ? row : null;
    results.push(
      await deps.db.transaction(async (tx) =>
        keepScan(tx, {
          scan: { ...scan, scannedAt },
          refusal,
          row: refusal === null ? row! : ownRow,
          reference: refusal === null || ownRow ? null : (scan.reference ?? reference),
          persons: scan.persons ?? booking?.persons ?? null,
          departure,
          viewerId,
          deviceId: body.deviceId,
          receivedAt,
        }),
      ),
    );
  }
  return results;
}

async function keepScan(
  db: Db,
  input: {
    scan: Omit<Scan, 'scannedAt'> & { scannedAt: Date };
    refusal: ScanRefusal | null;
    row: TransactionRow | null;
    reference: string | null;
    persons: number | null;
    departure: { listingId: string; start: Date };
    viewerId: string;
    deviceId: string;
    receivedAt: Date;
  },
): Promise<CheckInResult> {
  const { scan, refusal, row } = input;
  const [kept] = await db
    .insert(checkInScans)
    .values({
      id: scan.id,
      listingId: input.departure.listingId,
      departureStart: input.departure.start,
      transactionId: row?.id ?? null,
      kind: scan.kind,
      persons: scan.kind === 'check-in' ? input.persons : null,
      reference: (row ? bookingReferenceOf(row.referenceNumber) : input.reference)?.slice(0, 20),
      outcome: refusal ?? 'accepted',
      scannedAt: scan.scannedAt,
      receivedAt: input.receivedAt,
      recordedBy: input.viewerId,
      deviceId: input.deviceId,
    })
    .onConflictDoNothing({ target: checkInScans.id })
    .returning({ id: checkInScans.id });
  if (!kept) return sentBefore(db, input);
  if (refusal !== null || !row) return answer(scan, refusal, row, input.reference, null);

  const at = scan.scannedAt;
  const [merged] =
    scan.kind === 'check-in'
      ? await db
          .update(transactions)
          .set({
            checkedInAt: sql`least(coalesce(${transactions.checkedInAt}, ${at}), ${at})`,
            checkedInPersons: sql`greatest(coalesce(${transactions.checkedInPersons}, 0), ${input.persons})`,
          })
          .where(eq(transactions.id, row.id))
          .returning()
      : await db
          .update(transactions)
          .set({ noShowAt: sql`least(coalesce(${transactions.noShowAt}, ${at}), ${at})` })
          .where(eq(transactions.id, row.id))
          .returning();
  return answer(scan, null, merged!, null, stateOf(merged!));
}

/** A scan already kept (the device sent it again): its first answer, with the booking as it is now. */
async function sentBefore(
  db: Db,
  input: { scan: { id: string }; departure: { listingId: string; start: Date } },
): Promise<CheckInResult> {
  const [first] = await db.select().from(checkInScans).where(eq(checkInScans.id, input.scan.id));
  // An id another departure's scan has: refused, and nothing of that scan is told.
  if (
    !first ||
    first.listingId !== input.departure.listingId ||
    first.departureStart.getTime() !== input.departure.start.getTime()
  )
    throw scanIdTaken();
  const refusal = first.outcome === 'accepted' ? null : (first.outcome as ScanRefusal);
  const [row] = first.transactionId
    ? await db.select().from(transactions).where(eq(transactions.id, first.transactionId))
    : [];
  return answer(
    { id: first.id, kind: first.kind as Scan['kind'], scannedAt: first.scannedAt },
    refusal,
    row ?? null,
    first.reference,
    refusal === null && row ? stateOf(row) : null,
  );
}
