// What the listing page says about an operator (issue 14 item 6; docs/decisions/060-listing-page-trust.md).
import { bookingTransitions, type TransitionName } from './booking-process';

/** A request waits for the operator in this state; leaving it by an operator's answer or by time counts. */
const requestState = 'preauthorized';

/** The operator's answers to a request (accept, decline), read from the process. */
export const answerTransitions: TransitionName[] = bookingTransitions
  .filter(
    (t) =>
      t.from === requestState &&
      t.to !== requestState &&
      t.actors.includes('provider') &&
      !t.actors.includes('system'),
  )
  .map((t) => t.name);

/** The request ran out unanswered (an instant booking's acceptance by the system is no such thing). */
export const unansweredTransitions: TransitionName[] = bookingTransitions
  .filter((t) => t.from === requestState && t.actors.includes('system') && t.to !== 'accepted')
  .map((t) => t.name);

/** "Usually answers within N hours" needs this many answers (decision 120): fewer say little. */
export const answerTimeMinAnswers = 3;

/**
 * The hours the listing page names from the median answer delay in seconds (computed in SQL), or null
 * with too few answers: whole hours rounded up, one at least.
 */
export function answerHoursOf(medianSeconds: number | null, answers: number): number | null {
  if (medianSeconds === null || answers < answerTimeMinAnswers) return null;
  return Math.max(1, Math.ceil(medianSeconds / 3600));
}

/**
 * The share of requests the operator answered before they expired, in whole percent; null while none
 * was decided either way (a request the traveller withdrew counts neither way).
 */
export function responseRate(answered: number, unanswered: number): number | null {
  const decided = answered + unanswered;
  if (decided <= 0) return null;
  return Math.round((100 * answered) / decided);
}
