import { describe, expect, it } from 'vitest';
import {
  answerHoursOf,
  answerTransitions,
  responseRate,
  unansweredTransitions,
} from './operator-stats';

describe('an operator’s response rate', () => {
  it.each([
    [0, 0, null],
    [1, 0, 100],
    [0, 1, 0],
    [2, 1, 67],
    [1, 2, 33],
    [199, 1, 100],
    [1, 199, 1],
  ])('%i answered, %i expired → %s', (answered, unanswered, expected) => {
    expect(responseRate(answered, unanswered)).toBe(expected);
  });

  it('counts the operator’s accept and decline as answers and the timer as no answer, from the process', () => {
    expect(answerTransitions.sort()).toEqual(['accept', 'decline']);
    expect(unansweredTransitions).toEqual(['expire']);
  });

  it.each<[number | null, number, number | null]>([
    [null, 0, null],
    [600, 2, null], // too few answers to say
    [600, 3, 1], // ten minutes: within an hour
    [3600, 5, 1],
    [3601, 5, 2],
    [5 * 3600 + 1, 40, 6],
  ])('median %s s over %i answers → within %s hours', (median, answers, hours) => {
    expect(answerHoursOf(median, answers)).toBe(hours);
  });
});
