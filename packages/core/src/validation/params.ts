// The value schemas requests are checked with, each carrying its own message: integers, numbers, booleans, free text,
// ids, country and currency codes, enums and comma-separated lists, calendar dates, sortOrder.

import * as v from 'valibot';
import { SORT_ORDERS, type SortOrder } from '../constants.ts';
import { ID_PATTERN } from '../ids.ts';
import { orList, quoteValue } from './issues.ts';

/**
 * A query parameter holding an integer from `min` to `max`, e.g. `limit`. Accepts plain decimal digits only
 * (`abc`, `1.5`, `+3` and the empty string are rejected).
 */
export function integerParam(range: { min: number; max: number }, description: string) {
  const message = `must be an integer from ${range.min} to ${range.max}.`;
  return v.pipe(
    v.string(message),
    v.description(description),
    v.regex(range.min >= 0 ? /^[0-9]+$/ : /^-?[0-9]+$/, message),
    v.transform(Number),
    v.minValue(range.min, message),
    v.maxValue(range.max, message),
  );
}

/** A query parameter holding a finite decimal number from `min` to `max`, e.g. `minRatePercent=2.5`. */
export function numberParam(range: { min: number; max: number }, description: string) {
  const message = `must be a number from ${range.min} to ${range.max}.`;
  return v.pipe(
    v.string(message),
    v.description(description),
    v.regex(/^-?[0-9]+(\.[0-9]+)?$/, message),
    v.transform(Number),
    v.finite(message),
    v.minValue(range.min, message),
    v.maxValue(range.max, message),
  );
}

/** A query parameter holding `true` or `false`, spelled exactly so (`yes`, `1` and `TRUE` are rejected). */
export function booleanParam(description: string) {
  return v.pipe(
    v.picklist(['true', 'false'], 'must be true or false.'),
    v.description(description),
    v.transform((text) => text === 'true'),
  );
}

/** A free-text query parameter of `min` to `max` characters that is not only spaces, e.g. `search`. */
export function textParam(length: { min: number; max: number }, description: string) {
  const message = `must be ${length.min} to ${length.max} characters, not only spaces.`;
  return v.pipe(
    v.string(message),
    v.description(description),
    v.minLength(length.min, message),
    v.maxLength(length.max, message),
    v.check((text) => text.trim() !== '', message),
  );
}

/** The length every `search` parameter allows. */
export const SEARCH_LENGTH = { min: 1, max: 200 } as const;

/** A `search` parameter: 1 to 200 characters, not only spaces, matched against a name. */
export function searchParam(description: string) {
  return textParam(SEARCH_LENGTH, description);
}

const MESSAGE = 'must be an id: 1 to 64 letters, digits, underscores or hyphens.';

/** A query parameter naming a resource by id (a cursor or a filter); any id of the service's shape passes. */
export function idParam(description: string) {
  return v.pipe(v.string(MESSAGE), v.description(description), v.regex(ID_PATTERN, MESSAGE));
}

/** A two-letter ISO 3166-1 country code, matched case-insensitively: the output is upper case (`de` -> `DE`). */
export function countryCodeParam(description: string) {
  const message = (issue: v.BaseIssue<unknown>) =>
    `must be a two-letter ISO 3166-1 country code such as US, not ${quoteValue(issue.input)}.`;
  return v.pipe(v.string(message), v.description(description), v.regex(/^[A-Za-z]{2}$/, message), v.toUpperCase());
}

/** A three-letter ISO 4217 currency code, matched case-insensitively: the output is upper case (`eur` -> `EUR`). */
export function currencyParam(description: string) {
  const message = (issue: v.BaseIssue<unknown>) =>
    `must be a three-letter ISO 4217 currency code such as EUR, not ${quoteValue(issue.input)}.`;
  return v.pipe(v.string(message), v.description(description), v.regex(/^[A-Za-z]{3}$/, message), v.toUpperCase());
}

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

/**
 * A query parameter holding one of `values`, e.g. `sortOrder`. `allowed` names the values in messages when the list
 * is too long to spell out.
 */
export function enumParam<const TValues extends readonly [string, ...string[]]>(
  values: TValues,
  description: string,
  allowed: string = orList(values),
) {
  const prefix = values.length > 2 ? 'one of ' : '';
  return v.pipe(
    v.picklist(values, (issue) => `must be ${prefix}${allowed}, not ${quoteValue(issue.input)}.`),
    v.description(description),
  );
}

/**
 * A query parameter holding a comma-separated list of `values`, e.g. `categories=LOAN,CARD`. Items are trimmed;
 * an empty item or an unknown value is rejected, naming the unknown values. The output keeps the first occurrence
 * of each value, in the order given.
 */
export function enumListParam<const TValues extends readonly [string, ...string[]]>(
  values: TValues,
  description: string,
) {
  const allowed = new Set<string>(values);
  return v.pipe(
    v.string(`must be a comma-separated list of ${values.join(', ')}.`),
    v.description(description),
    v.regex(listPattern(values), (issue) => listProblem(issue.input, allowed)),
    v.transform((text) => [...new Set(splitList(text))] as TValues[number][]),
  );
}

/** The most unknown values a message quotes, so that a long bad list draws a short answer. */
const MAX_SHOWN = 10;

function splitList(text: string): string[] {
  return text.split(',').map((item) => item.trim());
}

/** What is wrong with a list that the pattern rejected: its unknown values first, else its empty items. */
function listProblem(text: string, allowed: ReadonlySet<string>): string {
  const items = splitList(text);
  const unknown = [...new Set(items.filter((item) => item !== '' && !allowed.has(item)))];
  const choices = `must list only ${[...allowed].join(', ')}, separated by commas`;
  if (unknown.length === 1) return `${choices}; ${quoteValue(unknown[0])} is not one of them.`;
  if (unknown.length > MAX_SHOWN) {
    const shown = unknown.slice(0, MAX_SHOWN).map(quoteValue).join(', ');
    return `${choices}; ${shown} and ${unknown.length - MAX_SHOWN} more are not among them.`;
  }
  if (unknown.length > 1) return `${choices}; ${unknown.map(quoteValue).join(', ')} are not among them.`;
  return `${choices}, with no empty item.`;
}

/** `^\s*(A|B)\s*(,\s*(A|B)\s*)*$`: what the OpenAPI document shows as the parameter's pattern. */
function listPattern(values: readonly string[]): RegExp {
  const item = `\\s*(?:${values.map(escapeRegExp).join('|')})\\s*`;
  return new RegExp(`^${item}(?:,${item})*$`);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The `include` parameter of an endpoint: a comma-separated list of `values`. */
export function includeParam<const TValues extends readonly [string, ...string[]]>(values: TValues) {
  return enumListParam(values, `Comma-separated related data to embed: ${values.join(', ')}.`);
}

/** The `sortOrder` parameter with the list's default direction. */
export function sortOrderParam(defaultOrder: SortOrder) {
  return v.optional(enumParam(SORT_ORDERS, 'Sort direction: asc or desc.'), defaultOrder);
}
