import * as v from 'valibot';
import { quoteValue } from './quote-value.ts';

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
