// The bodies of the write methods (a vote, a story, a product, a status change) as a library caller gives them: the
// same schemas as the API's bodies, with issue paths relative to the object given (["isUp"], ["features", 3]).

import type * as v from 'valibot';
import type { BodySchema } from '../body/parse-body.ts';
import { parseBody } from '../body/parse-body.ts';
import type { ProductBodySchema } from '../body/products.ts';
import { isDirectoryError } from '../errors.ts';
import { invalidOptions, issueOf } from './parse-options.ts';

/** A product, as `directory.products.create` and `replace` take it: its full state. */
export type ProductInput = v.InferInput<typeof ProductBodySchema>;

/**
 * Parses the object a write method was given with its body schema, or throws BAD_REQUEST naming `method` and each
 * bad field at its path; `what` names the whole ("The vote must be an object.").
 */
export function inputOf<TSchema extends BodySchema>(
  schema: TSchema,
  input: unknown,
  method: string,
  what: string,
): v.InferOutput<TSchema> {
  try {
    return parseBody(schema, input);
  } catch (error) {
    if (!isDirectoryError(error) || error.code !== 'BAD_REQUEST') throw error;
    const issues = (error.issues ?? []).map((issue) => {
      const path = issue.path.slice(1);
      return path.length === 0 ? { path, message: `The ${what} must be an object.` } : { path, message: issue.message };
    });
    throw invalidOptions(method, issues.length > 0 ? issues : [issueOf([], 'must be an object.')]);
  }
}
