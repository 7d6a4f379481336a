// The one rule for the characters a request's text may hold, on every engine (docs/api-contract.md, "Text in
// requests"): no NUL, no other C0 control character but tab, line feed and carriage return, no lone surrogate.
// PostgreSQL cannot store or compare a NUL and SQLite can, so without this the engines would answer differently.

import { DirectoryError } from '../errors.ts';
import type { Issue } from '../schemas/resources.ts';
import { badRequest, type IssueLocation, subjectOf } from './issues.ts';

/**
 * A C0 control character other than tab (U+0009), line feed (U+000A) and carriage return (U+000D), or a surrogate
 * code unit without its pair (the regex works on UTF-16 code units: no `u` flag).
 */
const UNSAFE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this rule's whole point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The predicate of the issue, after the name of the place ("name", "path bankId"). */
export const UNSAFE_TEXT =
  'must not contain a NUL, another control character (other than tab, line feed and carriage return) or a lone surrogate.';

/** Whether a text keeps the rule: no forbidden control character and no lone surrogate. */
export function isSafeText(text: string): boolean {
  return !UNSAFE.test(text);
}

/** One issue for every string inside `value` (a string, or JSON arrays and objects of them) that breaks the rule. */
export function unsafeTextIssues(value: unknown, path: readonly (string | number)[]): Issue[] {
  const issues: Issue[] = [];
  // A walk with a stack, each place a link to its parent, never recursion: a body may nest thousands of levels deep
  // (a 64 KiB body of {"a":{"a":…}}), and a path is spelled out only for a string that breaks the rule.
  const stack: { item: unknown; place: Place | undefined }[] = [{ item: value, place: undefined }];
  while (stack.length > 0) {
    const { item, place } = stack.pop()!;
    if (typeof item === 'string') {
      if (isSafeText(item)) continue;
      const at = [...path, ...keysOf(place)];
      issues.push({ path: at, message: `${subjectOf(at)} ${UNSAFE_TEXT}` });
    } else if (typeof item === 'object' && item !== null) {
      const entries: [string | number, unknown][] = Array.isArray(item) ? [...item.entries()] : Object.entries(item);
      // Pushed last to first, so that issues come out in the order of the document.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, element] = entries[index]!;
        stack.push({ item: element, place: { key, parent: place } });
      }
    }
  }
  return issues;
}

/** Where a value sits inside the walked one: its key, and the place of the value holding it. */
interface Place {
  key: string | number;
  parent: Place | undefined;
}

function keysOf(place: Place | undefined): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at = place; at !== undefined; at = at.parent) keys.push(at.key);
  return keys.reverse();
}

/**
 * Throws BAD_REQUEST when a path parameter breaks the rule, each issue at ["path", name], before the values are
 * looked up anywhere.
 */
export function checkPathText(params: Readonly<Record<string, string | undefined>>): void {
  checkText(params, 'path');
}

/** Throws BAD_REQUEST when a string inside `value` breaks the rule, each issue at its place under `location`. */
export function checkText(value: unknown, location: IssueLocation): void {
  const issues = unsafeTextIssues(value, [location]);
  if (issues.length > 0) throw badRequest(location, issues);
}

/** The issues of a library caller's input (options, a bank), each at its place inside it: ["name"], ["stocks", 0]. */
export function unsafeInputIssues(value: unknown): Issue[] {
  // A leading placeholder makes each message name the field ("name must not…"); the path leaves it out.
  return unsafeTextIssues(value, ['input']).map((issue) => ({ ...issue, path: issue.path.slice(1) }));
}

/** Throws BAD_REQUEST when a string inside a library caller's input (`what`: "bank") breaks the rule. */
export function rejectUnsafeText(value: unknown, what: string): void {
  const issues = unsafeInputIssues(value);
  if (issues.length === 0) return;
  const count = issues.length === 1 ? 'an invalid value' : `${issues.length} invalid values`;
  throw DirectoryError.badRequest(`The ${what} has ${count}.`, issues);
}
