import { useIntl, type IntlShape } from '../../i18n/intl';
import { publishRequirements } from '../../../domain/listing-states';
import { ApiError } from '../../lib/api';
import { errorMessageId } from '../../components/feedback/feedback';
import { AlertIcon } from '../../components/icons/icons';

/** Detail codes the editor explains in its own words (editor.problem.*). */
const knownProblems = new Set<string>([
  ...publishRequirements,
  'too-many-images',
  'image-set-mismatch',
  'location-not-served',
  'end-before-start',
  'overlapping-entries',
  'negative-seats',
  'too-many-seats',
  'invalid-seats',
  'unknown-weekday',
  'unknown-time-zone',
  'not-on-half-hour',
  'invalid-time',
  'missing-time',
  'too-many-entries',
  'in-the-past',
  'too-far-ahead',
  'not-whole-days',
  'overlapping-exception',
  'seats-below-booked',
  'not-heic',
  'heic-unreadable',
]);

/** What went wrong, in the reader's language: one line per known detail, else the error code's message. */
export function problemLines(error: unknown, intl: IntlShape): string[] {
  if (error instanceof ApiError) {
    const lines = error.details
      .filter((d) => typeof d.code === 'string' && knownProblems.has(d.code))
      .map((d) => {
        const entry = typeof d.entry === 'number' ? d.entry + 1 : undefined;
        const text = intl.formatMessage(
          { id: `editor.problem.${String(d.code)}` },
          { max: typeof d.max === 'number' ? d.max : 20 },
        );
        if (d.code === 'seats-below-booked' && typeof d.start === 'string') {
          const when = intl.formatDate(new Date(d.start), {
            dateStyle: 'medium',
            timeStyle: 'short',
          });
          return `${when}: ${intl.formatMessage({ id: 'editor.problem.bookedSeats' }, { booked: Number(d.booked) })}`;
        }
        return entry ? intl.formatMessage({ id: 'editor.problem.entry' }, { entry, text }) : text;
      });
    // What to do about booked departures, once after them: a request waiting for an answer holds seats too.
    if (error.details.some((d) => d.code === 'seats-below-booked'))
      lines.push(intl.formatMessage({ id: 'editor.problem.bookedSeatsHelp' }));
    const unique = [...new Set(lines)];
    if (unique.length > 0) return unique;
    // Its text ships with the editor's pages, not with every first load.
    if (error.code === 'listing-seats-below-booked')
      return [intl.formatMessage({ id: 'editor.problem.seatsBelowBooked' })];
  }
  return [intl.formatMessage({ id: errorMessageId(error) })];
}

/** The box at the top of a form after a refused save. */
export function ProblemBox({ error }: { error: unknown }) {
  const intl = useIntl();
  if (!error) return null;
  const lines = problemLines(error, intl);
  return (
    <div className="form-error" role="alert">
      <AlertIcon size={22} />
      <div>
        <strong>{intl.formatMessage({ id: 'editor.saveFailed' })}</strong>
        <ul>
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}
