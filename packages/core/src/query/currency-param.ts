import * as v from 'valibot';
import { quoteValue } from './quote-value.ts';

/** A three-letter ISO 4217 currency code, matched case-insensitively: the output is upper case (`eur` -> `EUR`). */
export function currencyParam(description: string) {
  const message = (issue: v.BaseIssue<unknown>) =>
    `must be a three-letter ISO 4217 currency code such as EUR, not ${quoteValue(issue.input)}.`;
  return v.pipe(v.string(message), v.description(description), v.regex(/^[A-Za-z]{3}$/, message), v.toUpperCase());
}
