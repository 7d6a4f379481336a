// How an HTTP host reads a request's query string and path parameters into a Directory method's typed options: an
// object of parameter schemas (text in, numbers, booleans and lists out), parsed with every problem reported at once
// at its HTTP place (["query", "limit"], ["path", "code"]).

import * as v from 'valibot';
import { type CursorParams, pagingEntries, singleCursor } from '../paging/params.ts';
import type { Issue } from '../schemas/resources.ts';
import { badRequest, GIVEN_ONCE, REQUIRED, toIssues } from '../validation/issues.ts';
import { unsafeTextIssues } from '../validation/text.ts';

/** A query's schema: an object of parameter schemas (see queryObject), maybe piped through cross-parameter checks. */
export type QuerySchema<TOutput> = v.GenericSchema<Readonly<Record<string, string | undefined>>, TOutput> & {
  readonly entries: v.ObjectEntries;
};

/** Query parameters as a host receives them: every value a string, repeated parameters as arrays. */
export type RawQuery = Readonly<Record<string, string | readonly string[] | undefined>>;

/**
 * Parses a raw query into a method's typed options, or throws BAD_REQUEST listing every problem at ["query", name].
 * Parameters the schema does not know are ignored. A known parameter sent more than once is an issue of its own.
 */
export function parseQuery<TOutput>(schema: QuerySchema<TOutput>, raw: RawQuery): TOutput {
  const names = Object.keys(schema.entries);
  const input: Record<string, string> = {};
  const repeated = new Set<string>();
  for (const name of names) {
    const value = Object.hasOwn(raw, name) ? raw[name] : undefined;
    if (typeof value === 'string') input[name] = value;
    else if (value !== undefined && value.length === 1) input[name] = value[0]!;
    else if (value !== undefined && value.length > 1) repeated.add(name);
  }
  const unsafe = unsafeTextIssues(input, ['query']);
  const result = v.safeParse(schema, input);
  if (result.success && repeated.size === 0 && unsafe.length === 0) return result.output;
  const issues: Issue[] = [...repeated].map((name) => ({ path: ['query', name], message: `${name} ${GIVEN_ONCE}` }));
  issues.push(...unsafe);
  // A repeated parameter was left out of the input: its "is required" would only repeat the issue above. A value with
  // forbidden characters has its issue; what else the schema says of it would only add noise.
  const reported = new Set([...repeated, ...unsafe.map((issue) => String(issue.path[1]))]);
  for (const issue of toIssues(['query'], result.issues ?? []))
    if (!reported.has(String(issue.path[1]))) issues.push(issue);
  const order = (issue: Issue) => names.indexOf(String(issue.path[1]));
  issues.sort((a, b) => order(a) - order(b));
  throw badRequest('query', issues);
}

/** The schema of one endpoint's query: an object of parameter schemas, keyed by parameter name. */
export function queryObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  // The object's own issues are a missing required parameter (with a path) or a non-object input (without one).
  return v.object(entries, (issue) => (issue.path ? REQUIRED : 'must be a set of named parameters.'));
}

/**
 * The schema of a paginated list's query: the paging parameters, the list's own ones, and one cursor at most. The
 * output names the cursors as the Directory's options do (starting_after becomes startingAfter).
 */
export function pagedQueryObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const object = queryObject({ ...pagingEntries, ...entries });
  return v.pipe(object, singleCursor<v.InferOutput<typeof object>>(), v.transform(camelCaseCursors));
}

function camelCaseCursors<TQuery extends CursorParams>({
  starting_after,
  ending_before,
  ...rest
}: TQuery): Omit<TQuery, keyof CursorParams> & { startingAfter?: string; endingBefore?: string } {
  return {
    ...rest,
    ...(starting_after !== undefined && { startingAfter: starting_after }),
    ...(ending_before !== undefined && { endingBefore: ending_before }),
  };
}

/** Parses a path parameter with its schema, or throws BAD_REQUEST with the issue at ["path", name]. */
export function parsePathParameter<TSchema extends v.GenericSchema>(
  schema: TSchema,
  name: string,
  raw: string,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, raw);
  if (result.success) return result.output;
  throw badRequest('path', toIssues(['path', name], result.issues));
}
