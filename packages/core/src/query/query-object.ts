import * as v from 'valibot';
import { REQUIRED } from './messages.ts';
import { pagingEntries, singleCursor } from './paging-params.ts';

/** The schema of one endpoint's query: an object of parameter schemas, keyed by parameter name. */
export function queryObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  // The object's own issues are a missing required parameter (with a path) or a non-object input (without one).
  return v.object(entries, (issue) => (issue.path ? REQUIRED : 'must be a set of named parameters.'));
}

/** The schema of a paginated list's query: the paging parameters, the list's own ones, and one cursor at most. */
export function pagedQueryObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const object = queryObject({ ...pagingEntries, ...entries });
  return v.pipe(object, singleCursor<v.InferOutput<typeof object>>());
}
