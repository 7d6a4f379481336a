import { isDirectoryError } from '@bankdir/core';
import { parseQuery, type QuerySchema } from '@bankdir/core/query';
import type { WebContext } from './web-context.ts';

/** A filter form as the visitor sent it: the values to show again, and each problem by the name of its field. */
export interface FormState {
  readonly values: Readonly<Record<string, string>>;
  readonly problems: ReadonlyMap<string, string>;
}

/** The form's values or problems: the API's own query schema decides, so a page accepts exactly what /v1 accepts. */
export type ReadQuery<T> =
  | { readonly ok: true; readonly options: T; readonly form: FormState }
  | { readonly ok: false; readonly form: FormState };

/**
 * The named parameters of the request's query: the first value of each, empty ones left out (a GET form sends its
 * empty fields as `name=`, which means "no filter" here).
 */
export function queryValues(ctx: WebContext, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const raw = ctx.query[name];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value === 'string' && value.trim() !== '') values[name] = value.trim();
  }
  return values;
}

/**
 * Reads a page's filters with the matching /v1 query schema: `names` are the parameters the page offers, `defaults`
 * apply when one is left out. A value the schema refuses comes back as a problem beside its field.
 */
export function readQuery<T>(
  ctx: WebContext,
  schema: QuerySchema<T>,
  names: readonly string[],
  defaults: Readonly<Record<string, string>> = {},
): ReadQuery<T> {
  const values = queryValues(ctx, names);
  try {
    return { ok: true, options: parseQuery(schema, { ...defaults, ...values }), form: { values, problems: new Map() } };
  } catch (error) {
    const problems = problemsOf(error);
    if (!problems) throw error;
    return { ok: false, form: { values, problems } };
  }
}

/** A BAD_REQUEST's issues by the name of the parameter each is about; undefined for any other error. */
export function problemsOf(error: unknown): Map<string, string> | undefined {
  if (!isDirectoryError(error) || error.code !== 'BAD_REQUEST') return undefined;
  const problems = new Map<string, string>();
  for (const issue of error.issues ?? [{ path: [], message: error.message }]) {
    // The field is the last name in the path: ["query", "limit"], ["tags", 3] (a list's item is its list's problem).
    const name = String(issue.path.findLast((key) => typeof key === 'string') ?? '');
    if (!problems.has(name)) problems.set(name, issue.message);
  }
  return problems;
}
