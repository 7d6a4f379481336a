import * as v from 'valibot';
import { REQUIRED, UNKNOWN_FIELD } from './messages.ts';

/** The predicate for a value that must be a JSON object and is not. */
export const NOT_AN_OBJECT = 'must be a JSON object.';

/**
 * A JSON object of named fields (a request body, or an element of a list of objects) that allows no other field.
 * A missing required field "is required."; an unknown one "is not a known field." (parseBody names every unknown
 * field: valibot's strictObject stops at the first).
 */
export function bodyObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.strictObject(entries, (issue) => {
    if (issue.expected === 'never') return UNKNOWN_FIELD;
    return issue.path ? REQUIRED : NOT_AN_OBJECT;
  });
}
