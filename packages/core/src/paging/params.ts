// The paging parameters of every list's query string (limit, starting_after, ending_before) and at most one cursor.

import * as v from 'valibot';
import { PAGE_LIMIT } from '../constants.ts';
import { idParam, integerParam } from '../validation/params.ts';

/** The cursor parameters as a paginated query's schema outputs them. */
export interface CursorParams {
  /** The id after which the page starts. */
  starting_after?: string;
  /** The id before which the page ends. */
  ending_before?: string;
}

/** The parameters of every paginated list: `limit` (1 to 100, default 10), `starting_after`, `ending_before`. */
export const pagingEntries = {
  limit: v.optional(
    integerParam(PAGE_LIMIT, `Page size: an integer from ${PAGE_LIMIT.min} to ${PAGE_LIMIT.max}.`),
    String(PAGE_LIMIT.default),
  ),
  starting_after: v.optional(idParam('The id of the last item of the current page: the page after it is returned.')),
  ending_before: v.optional(idParam('The id of the first item of the current page: the page before it is returned.')),
};

/** Rejects `starting_after` and `ending_before` sent together, at ["query", "ending_before"] (docs/api-contract.md, Paging: 400). */
export function singleCursor<TInput extends CursorParams>() {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    const value: unknown = dataset.value;
    if (!isCursorParams(value) || value.starting_after === undefined || value.ending_before === undefined) return;
    addIssue({
      message: 'cannot be sent together with starting_after; send one cursor only.',
      path: [
        {
          type: 'object',
          origin: 'value',
          input: value as Record<string, unknown>,
          key: 'ending_before',
          value: value.ending_before,
        },
      ],
    });
  });
}

function isCursorParams(value: unknown): value is CursorParams {
  return typeof value === 'object' && value !== null;
}
