// A listing's duration of any length and its search bucket (issue 49). Apart from listing.ts so the
// public pages that read duration keys do not carry it (the editor and the server use it).
import type { DurationKey } from './listing';

/** A listing's duration in minutes (issue 49: any length), at most 30 days. */
export const maxDurationMinutes = 30 * 24 * 60;

/**
 * The search bucket (spec 000 §9's duration keys) of a duration of any length, with no gaps: up to
 * an hour; then by the hours rounded half up, 2 or fewer, 3–4, 5–6, 7–8 (up to exactly 8 hours);
 * over 8 hours the same day; a day or more. So 2 h 20 min is "1–2 hours", 2 h 30 min "3–4 hours".
 */
export function durationKeyOf(minutes: number): DurationKey {
  if (minutes <= 60) return '1orless';
  if (minutes >= 24 * 60) return 'multiday';
  if (minutes > 8 * 60) return '8ormore';
  const hours = Math.floor(minutes / 60 + 0.5);
  if (hours <= 2) return '1to2';
  if (hours <= 4) return '3to4';
  if (hours <= 6) return '5to6';
  return '7to8';
}
