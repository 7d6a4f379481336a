// The paging options of every list (limit, startingAfter, endingBefore), at most one cursor, and the PageRequest they name.

import * as v from 'valibot';
import { PAGE_LIMIT } from '../constants.ts';
import type { PageRequest } from '../paging/page.ts';
import { idValue, integerValue } from '../validation/values.ts';
import { optionsObject } from './parse-options.ts';

export type { PagingOptions } from './paging-options.ts';

const pagingEntries = {
  limit: v.optional(integerValue(PAGE_LIMIT), PAGE_LIMIT.default),
  startingAfter: v.optional(idValue()),
  endingBefore: v.optional(idValue()),
};

/** The options of a paginated list: the paging options, the list's own ones, and one cursor at most. */
export function pagedOptionsObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  const object = optionsObject({ ...pagingEntries, ...entries });
  return v.pipe(object, singleCursorOption<v.InferOutput<typeof object>>());
}

/** Rejects startingAfter and endingBefore given together, at ["endingBefore"]. */
function singleCursorOption<TInput extends { startingAfter?: string; endingBefore?: string }>() {
  return v.rawCheck<TInput>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const { startingAfter, endingBefore } = dataset.value;
    if (startingAfter === undefined || endingBefore === undefined) return;
    addIssue({
      message: 'cannot be given together with startingAfter; give one cursor only.',
      path: [
        {
          type: 'object',
          origin: 'value',
          input: dataset.value as Record<string, unknown>,
          key: 'endingBefore',
          value: endingBefore,
        },
      ],
    });
  });
}

/** The PageRequest parsed paging options name; a cursor that was not given is left out. */
export function pageRequestOf(options: { limit: number; startingAfter?: string; endingBefore?: string }): PageRequest {
  const page: PageRequest = { limit: options.limit };
  if (options.startingAfter !== undefined) page.startingAfter = options.startingAfter;
  if (options.endingBefore !== undefined) page.endingBefore = options.endingBefore;
  return page;
}
