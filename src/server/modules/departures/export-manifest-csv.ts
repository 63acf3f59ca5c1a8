import type { Manifest } from '../../../contracts/departures';
import type { BookingQuestion } from '../../../domain/booking-questions';
import type { ListingTimeZone } from '../../../domain/listing';
import { localDateOf, localTimeOf } from '../../../domain/zone-date';
import type { AppDeps } from '../../app-deps';
import { showManifest } from './show-manifest';

/**
 * A cell as a spreadsheet reads it safely: one starting with =, +, - or @ (or a tab or carriage
 * return) is a formula to Excel and LibreOffice, so it is prefixed with a quote (OWASP's CSV
 * injection advice); a cell with a comma, a quote or a line break is quoted.
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const answerText = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : value === true
      ? 'yes'
      : value === false
        ? 'no'
        : String(value);

/** The manifest as CSV: a header row, then one row per confirmed booking. */
export function manifestCsv(manifest: Manifest): string {
  const questions = new Map<string, BookingQuestion>();
  for (const entry of manifest.entries)
    for (const question of entry.answers.questions)
      if (!questions.has(question.id)) questions.set(question.id, question);
  const header = [
    'Reference',
    'Lead traveller',
    'Phone',
    'Adults',
    'Children',
    'Infants',
    'Seats',
    'Checked in',
    'Present',
    'No-shows',
    ...[...questions.values()].map((question) => question.label),
  ];
  const timeZone = manifest.listing.timezone;
  const rows = manifest.entries.map((entry) => [
    entry.reference,
    entry.leadTraveller.name,
    entry.leadTraveller.phone,
    entry.quantities.adults,
    entry.quantities.children,
    entry.quantities.infants,
    entry.seats,
    entry.checkedInAt
      ? `${localDateOf(new Date(entry.checkedInAt), timeZone)} ${localTimeOf(new Date(entry.checkedInAt), timeZone)}`
      : '',
    entry.checkedInAt ? entry.checkedInPersons : '',
    entry.noShowAt ? entry.noShowPersons : '',
    ...[...questions.keys()].map((id) => {
      const answer = entry.answers.answers[id];
      return Array.isArray(answer) ? answer.map(answerText).join(' | ') : answerText(answer);
    }),
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** GET /api/departures/:listingId/:start/manifest.csv: the file and its name, for the owner only. */
export async function exportManifestCsv(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewerId: string,
  listingId: string,
  start: Date,
): Promise<{ fileName: string; body: string }> {
  const manifest = await showManifest(deps, viewerId, listingId, start);
  const zone: ListingTimeZone = manifest.listing.timezone;
  const when = `${localDateOf(start, zone)}-${localTimeOf(start, zone).replace(':', '')}`;
  // A UTF-8 byte order mark, so that spreadsheets read names with accents right.
  return { fileName: `manifest-${when}.csv`, body: `\uFEFF${manifestCsv(manifest)}` };
}
