import * as v from 'valibot';
import { quoteValue } from './quote-value.ts';

/** A two-letter ISO 3166-1 country code, matched case-insensitively: the output is upper case (`de` -> `DE`). */
export function countryCodeParam(description: string) {
  const message = (issue: v.BaseIssue<unknown>) =>
    `must be a two-letter ISO 3166-1 country code such as US, not ${quoteValue(issue.input)}.`;
  return v.pipe(v.string(message), v.description(description), v.regex(/^[A-Za-z]{2}$/, message), v.toUpperCase());
}
