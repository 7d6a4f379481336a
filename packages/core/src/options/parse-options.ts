// How a library caller's options are read: a closed object of typed values, every problem reported at once, each
// issue at the option's own path (["limit"], ["include", 1]) and named in the error's message.

import * as v from 'valibot';
import { DirectoryError } from '../errors.ts';
import type { Issue } from '../schemas/resources.ts';
import { REQUIRED, subjectOf } from '../validation/issues.ts';
import { unsafeInputIssues } from '../validation/text.ts';

/** The predicate for an option the method does not take. */
export const UNKNOWN_OPTION = 'is not a known option.';

/** The options of one method: an object of option schemas, keyed by option name, that allows no other option. */
export function optionsObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') return UNKNOWN_OPTION;
    return issue.path ? REQUIRED : 'must be an object.';
  });
}

/** An options schema: an optionsObject, maybe piped through cross-option checks. */
export type OptionsSchema = v.GenericSchema & { readonly entries: v.ObjectEntries };

/**
 * Parses the options of `method` (e.g. "banks.list"), or throws BAD_REQUEST listing every problem: each unknown option,
 * each value of the wrong type or out of range, at the option's path. An option set to undefined counts as absent.
 */
export function parseOptions<TSchema extends OptionsSchema>(
  schema: TSchema,
  input: unknown,
  method: string,
): v.InferOutput<TSchema> {
  const options =
    typeof input === 'object' && input !== null && !Array.isArray(input)
      ? Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined))
      : input;
  // valibot's strictObject stops at the first unknown option; unknownOptions names every one.
  const result = v.safeParse(schema, options);
  const unknown = unknownOptions(schema, options);
  const unsafe = unsafeInputIssues(options);
  if (result.success && unknown.length === 0 && unsafe.length === 0) return result.output;
  const issues = [...unknown, ...unsafe];
  for (const issue of result.issues ?? []) {
    if (issue.type === 'strict_object' && issue.expected === 'never') continue;
    issues.push(
      issueOf(
        (issue.path ?? []).map((item) => item.key as string | number),
        issue.message,
      ),
    );
  }
  const names = Object.keys(schema.entries);
  const order = (issue: Issue) => {
    const index = names.indexOf(String(issue.path[0]));
    return index === -1 ? names.length : index;
  };
  issues.sort((a, b) => order(a) - order(b));
  throw invalidOptions(method, dedupe(issues));
}

/** The BAD_REQUEST of a method's invalid input (options, a body, an argument), its message naming every issue. */
export function invalidOptions(method: string, issues: Issue[]): DirectoryError {
  const messages = issues.map((issue) => issue.message).join(' ');
  return DirectoryError.badRequest(`Invalid input to ${method}: ${messages}`, issues);
}

/** An issue at `path` (relative to the options), its message prefixed with the option's name. */
export function issueOf(path: (string | number)[], predicate: string): Issue {
  const subject = path.length === 0 ? 'The options' : subjectOf(['options', ...path]);
  return { path, message: `${subject} ${predicate}` };
}

function unknownOptions(schema: OptionsSchema, options: unknown): Issue[] {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) return [];
  return Object.keys(options)
    .filter((key) => !Object.hasOwn(schema.entries, key))
    .map((key) => issueOf([key], UNKNOWN_OPTION));
}

function dedupe(issues: Issue[]): Issue[] {
  const seen = new Set<string>();
  return issues.filter((issue) => {
    const key = JSON.stringify(issue);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
