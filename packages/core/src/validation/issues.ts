// How a problem in a request becomes the API's issues and its 400: issue paths, the subject a message names, the
// shared predicates, quoted values. Query strings (../query) and bodies (../body) both report through here.

import * as v from 'valibot';
import { DirectoryError } from '../errors.ts';
import type { Issue } from '../schemas/resources.ts';

/** Where in a request an issue is: the first element of every issue path. */
export type IssueLocation = 'query' | 'path' | 'header' | 'body';

/**
 * Turns valibot issues into the API's issues. Schema messages are predicates ("must be an integer from 1 to 100.");
 * each one is prefixed with the name of where it applies ("limit", "attributes[3].label", "The body").
 * `prefix` starts every path: ["query"], ["body"], ["path", "category"].
 */
export function toIssues(
  prefix: readonly [IssueLocation, ...(string | number)[]],
  issues: readonly v.BaseIssue<unknown>[],
): Issue[] {
  const seen = new Set<string>();
  const result: Issue[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...(issue.path ?? []).map((item) => pathKey(item.key))];
    const message = `${subjectOf(path)} ${issue.message}`;
    // Two actions of one pipe may share a message (a regex and a calendar check); report it once.
    const key = JSON.stringify([path, message]);
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({ path, message });
  }
  return result;
}

/** How a message names the place of an issue path: "limit", "features[3]", "attributes[3].label", "The body". */
export function subjectOf(path: readonly (string | number)[]): string {
  const [location, ...rest] = path;
  if (rest.length === 0) return `The ${String(location)}`;
  return rest.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? key : `.${key}`)).join('');
}

function pathKey(key: unknown): string | number {
  return typeof key === 'number' ? key : String(key);
}

const PARTS: Record<IssueLocation, { subject: string; noun: string }> = {
  query: { subject: 'The query', noun: 'parameter' },
  path: { subject: 'The path', noun: 'parameter' },
  header: { subject: 'The request', noun: 'header' },
  body: { subject: 'The body', noun: 'field' },
};

/**
 * The BAD_REQUEST for `issues` found in one part of a request, with a short summary: "The query has 2 invalid
 * parameters." An issue about the whole part ("The body must be a JSON object.") is the summary itself.
 */
export function badRequest(location: IssueLocation, issues: Issue[]): DirectoryError {
  const whole = issues.find((issue) => issue.path.length === 1);
  if (whole) return DirectoryError.badRequest(whole.message, issues);
  const count = new Set(issues.map((issue) => issue.path[1])).size;
  const { subject, noun } = PARTS[location];
  return DirectoryError.badRequest(`${subject} has ${count} invalid ${noun}${count === 1 ? '' : 's'}.`, issues);
}

/** Predicates shared by every query parameter and body field; a subject ("limit") is put in front of each. */
export const REQUIRED = 'is required.';
export const GIVEN_ONCE = 'must be given once.';
export const UNKNOWN_FIELD = 'is not a known field.';

const MAX_SHOWN = 40;

/** A received value as an issue message shows it: JSON-quoted and cut to 40 characters. */
export function quoteValue(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const shown = text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
  return typeof value === 'string' ? JSON.stringify(shown) : shown;
}

/** "a or b", "a, b or c": a list of allowed values as a sentence names them. */
export function orList(values: readonly string[]): string {
  if (values.length <= 1) return values.join('');
  return `${values.slice(0, -1).join(', ')} or ${values[values.length - 1]}`;
}

/**
 * For the operator's inputs (admin operations), whose schemas write whole messages: parses `input` with `schema`, or
 * throws BAD_REQUEST with every issue at a path under `root` ([] for the fields of the object given).
 */
export function parseOrThrow<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
  root: readonly (string | number)[],
  what: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issues: Issue[] = result.issues.map((issue) => ({
    path: [...root, ...(issue.path ?? []).map((item) => item.key as string | number)],
    message: issue.message,
  }));
  throw DirectoryError.badRequest(
    `The ${what} has ${issues.length === 1 ? 'an invalid value' : `${issues.length} invalid values`}.`,
    issues,
  );
}
