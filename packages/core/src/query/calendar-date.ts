import * as v from 'valibot';
import { quoteValue } from './quote-value.ts';

/** A calendar date written YYYY-MM-DD that exists: 2024-02-29 passes, 2025-02-30 and 2025-13-01 do not. */
export function calendarDate(description: string) {
  const message = (issue: v.BaseIssue<unknown>) =>
    `must be a real calendar date written YYYY-MM-DD, such as 2025-07-11, not ${quoteValue(issue.input)}.`;
  return v.pipe(v.string(message), v.description(description), v.isoDate(message), v.check(isCalendarDate, message));
}

/** Whether a YYYY-MM-DD text names a day that exists in the proleptic Gregorian calendar. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}
