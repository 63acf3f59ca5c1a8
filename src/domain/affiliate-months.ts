// The affiliate programme's months as instants (docs/decisions/047-affiliates.md): apart from the
// tier and commission rules because they need the time zone rules, which the pages showing the
// tiers (FAQ, contact, the affiliates' landing page) do not (decision 051).
import { addMonths, programmeTimeZone, type Month } from './affiliates';
import { addLocalDays, localDateOf, startOfLocalDate } from './time-slots';

export const monthOf = (instant: Date): Month =>
  localDateOf(instant, programmeTimeZone).slice(0, 7);

/** The instants a month starts and ends (the next month's start), and its first and last local dates. */
export function monthRange(month: Month): {
  start: Date;
  end: Date;
  firstDate: string;
  lastDate: string;
} {
  const firstDate = `${month}-01`;
  const nextFirst = `${addMonths(month, 1)}-01`;
  return {
    start: startOfLocalDate(firstDate, programmeTimeZone),
    end: startOfLocalDate(nextFirst, programmeTimeZone),
    firstDate,
    lastDate: addLocalDays(nextFirst, -1),
  };
}

/**
 * The months a tier for `month` averages over: the 3 before it, less those that ended before the
 * affiliate joined (a new affiliate is judged on the months it has had).
 */
export function tierWindow(month: Month, joinedAt: Date): Month[] {
  const joined = monthOf(joinedAt);
  return [3, 2, 1].map((back) => addMonths(month, -back)).filter((m) => m >= joined);
}

/** The months the dashboard's "remaining sales" covers: this one and the two before, from joining. */
export const currentTierWindow = (now: Date, joinedAt: Date): Month[] =>
  tierWindow(addMonths(monthOf(now), 1), joinedAt);
