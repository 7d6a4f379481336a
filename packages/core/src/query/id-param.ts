import * as v from 'valibot';
import { ID_PATTERN } from '../ids.ts';

const MESSAGE = 'must be an id: 1 to 64 letters, digits, underscores or hyphens.';

/** A query parameter naming a resource by id (a cursor or a filter); any id of the service's shape passes. */
export function idParam(description: string) {
  return v.pipe(v.string(MESSAGE), v.description(description), v.regex(ID_PATTERN, MESSAGE));
}
