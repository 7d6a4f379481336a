// The value schemas a library caller's options are checked with: typed values (numbers, booleans, lists), each with
// the same rule and predicate as the query parameter it stands for (./params.ts), plus what the wrong type was.

import * as v from 'valibot';
import { ID_PATTERN } from '../ids.ts';
import { orList, quoteValue } from './issues.ts';

/** "must be …, not "5"." for a value of the wrong type: the rule, then what was received. */
function notThis(rule: string) {
  return (issue: v.BaseIssue<unknown>) => `must be ${rule}, not ${quoteValue(issue.input)}.`;
}

/** A number option from `min` to `max` that is whole (`integer`) or only finite, each failure saying the one rule. */
function rangedValue(kind: 'integer' | 'finite', range: { min: number; max: number }) {
  const rule = `${kind === 'integer' ? 'an integer' : 'a number'} from ${range.min} to ${range.max}`;
  return v.pipe(
    v.number(notThis(rule)),
    kind === 'integer' ? v.integer(notThis(rule)) : v.finite(notThis(rule)),
    v.minValue(range.min, notThis(rule)),
    v.maxValue(range.max, notThis(rule)),
  );
}

/** An integer option from `min` to `max`, e.g. `limit: 5`. */
export function integerValue(range: { min: number; max: number }) {
  return rangedValue('integer', range);
}

/** A finite number option from `min` to `max`, e.g. `minRatePercent: 2.5`. */
export function numberValue(range: { min: number; max: number }) {
  return rangedValue('finite', range);
}

/** A boolean option, e.g. `isUp: true`. */
export function booleanValue() {
  return v.boolean(notThis('true or false'));
}

/** A text option of `min` to `max` characters that is not only spaces, e.g. `search`. */
export function textValue(length: { min: number; max: number }) {
  const rule = `a string of ${length.min} to ${length.max} characters, not only spaces`;
  return v.pipe(
    v.string(notThis(rule)),
    v.minLength(length.min, notThis(rule)),
    v.maxLength(length.max, notThis(rule)),
    v.check((text) => text.trim() !== '', notThis(rule)),
  );
}

/** An id option (a cursor or a filter). */
export function idValue() {
  const rule = 'an id: 1 to 64 letters, digits, underscores or hyphens';
  return v.pipe(v.string(notThis(rule)), v.regex(ID_PATTERN, notThis(rule)));
}

/** A two-letter ISO 3166-1 country code option in any case; the output is upper case. */
export function countryCodeValue() {
  const rule = 'a two-letter ISO 3166-1 country code such as US';
  return v.pipe(v.string(notThis(rule)), v.regex(/^[A-Za-z]{2}$/, notThis(rule)), v.toUpperCase());
}

/** A three-letter ISO 4217 currency code option in any case; the output is upper case. */
export function currencyValue() {
  const rule = 'a three-letter ISO 4217 currency code such as EUR';
  return v.pipe(v.string(notThis(rule)), v.regex(/^[A-Za-z]{3}$/, notThis(rule)), v.toUpperCase());
}

/** An option holding one of `values`, e.g. `sortOrder: 'desc'`. */
export function enumValue<const TValues extends readonly [string, ...string[]]>(
  values: TValues,
  allowed: string = orList(values),
) {
  return v.picklist(values, notThis(`${values.length > 2 ? 'one of ' : ''}${allowed}`));
}

/**
 * An option holding a list of `values`, e.g. `include: ['scores', 'country']`; an unknown value is an issue of the
 * option itself, naming the values it does not know. The output keeps the first occurrence of each value, in the order
 * given.
 */
export function enumListValue<const TValues extends readonly [string, ...string[]]>(values: TValues) {
  const allowed = new Set<string>(values);
  const known = (item: unknown): item is TValues[number] => typeof item === 'string' && allowed.has(item);
  return v.pipe(
    v.array(v.unknown(), notThis(`a list of ${values.join(', ')}`)),
    v.check(
      (items) => items.every(known),
      (issue) => unknownItems(issue.input as unknown[], values),
    ),
    v.transform((items) => [...new Set(items as TValues[number][])]),
  );
}

/** The most unknown values a message quotes. */
const MAX_SHOWN = 10;

function unknownItems(items: readonly unknown[], values: readonly string[]): string {
  const unknown = [...new Set(items.filter((item) => typeof item !== 'string' || !values.includes(item)))];
  const shown = unknown.slice(0, MAX_SHOWN).map(quoteValue).join(', ');
  const more = unknown.length > MAX_SHOWN ? ` and ${unknown.length - MAX_SHOWN} more` : '';
  const verb = unknown.length === 1 ? 'is not one of them' : 'are not among them';
  return `must list only ${values.join(', ')}; ${shown}${more} ${verb}.`;
}
