// The calendar date and the wall clock time of an instant in a time zone, on their own: the search
// page's dates filter needs today's date in Portugal, the checkout's summary the times of a booking,
// and nothing else of the zone rules in zone-time.ts.
import { AppError } from './errors';
import type { ListingTimeZone } from './listing';

const formats = new Map<string, Intl.DateTimeFormat>();

/** The instant's wall clock in the zone, by the platform's zone rules (the ICU data zone-time.ts reads offsets from). */
function wallParts(instant: Date, timeZone: ListingTimeZone) {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        numberingSystem: 'latn',
        calendar: 'gregory',
      });
    } catch {
      throw new AppError('validation-invalid-value', `Unknown time zone ${timeZone}`);
    }
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
}

/**
 * The local calendar date ('YYYY-MM-DD') of an instant in a time zone, so a page that needs only
 * today's date in Portugal downloads no time zone library.
 */
export function localDateOf(instant: Date, timeZone: ListingTimeZone): string {
  const value = wallParts(instant, timeZone);
  return `${value('year').padStart(4, '0')}-${value('month')}-${value('day')}`;
}

/** The local wall clock time ('HH:MM') of an instant in a time zone. */
export function localTimeOf(instant: Date, timeZone: ListingTimeZone): string {
  const value = wallParts(instant, timeZone);
  return `${value('hour')}:${value('minute')}`;
}

/** Whether an instant starts a local day in the zone (local midnight, or the first instant after a skipped one). */
export function isLocalMidnight(instant: Date, timeZone: ListingTimeZone): boolean {
  const t = instant.getTime();
  if (!Number.isFinite(t)) return false;
  return localDateOf(instant, timeZone) !== localDateOf(new Date(t - 1), timeZone);
}
