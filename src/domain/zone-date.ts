// The calendar date of an instant in a time zone, on its own: the search page's dates filter needs
// today's date in Portugal and nothing else of the zone rules in zone-time.ts.
import { AppError } from './errors';
import type { ListingTimeZone } from './listing';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The local calendar date ('YYYY-MM-DD') of an instant in a time zone, by the platform's zone rules
 * (the same ICU data zone-time.ts reads offsets from), so a page that needs only today's date in
 * Portugal downloads no time zone library.
 */
export function localDateOf(instant: Date, timeZone: ListingTimeZone): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        numberingSystem: 'latn',
        calendar: 'gregory',
      });
    } catch {
      throw new AppError('validation-invalid-value', `Unknown time zone ${timeZone}`);
    }
    dateFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const value = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${value('year').padStart(4, '0')}-${value('month')}-${value('day')}`;
}
