import * as v from 'valibot';
import { DirectoryError } from '../errors.ts';
import type { Issue } from '../schemas/resources.ts';

/** Parses `input` with `schema`, or throws BAD_REQUEST with every issue at a path under `root` (e.g. ["body"]). */
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
