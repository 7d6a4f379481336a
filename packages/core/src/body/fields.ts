// The building blocks of a request body: a closed JSON object, optional fields and text, a cross-field check that
// reports at one field.

import * as v from 'valibot';
import { REQUIRED, UNKNOWN_FIELD } from '../validation/issues.ts';

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

/** An optional body field: absent or null leaves it empty, stored as null; anything else must pass `schema`. */
export function optionalField<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.nullish(schema, null);
}

/**
 * An optional text field: absent, null or "" leave it empty, stored as null (an empty string clears a field, as in
 * Stripe's API); any other value must pass `schema`, whose message is the field's.
 */
export function optionalText<TOutput extends string>(schema: v.GenericSchema<unknown, TOutput>, description: string) {
  return v.nullish(
    v.pipe(
      // `schema` comes first so that its message, not the empty string's, names what is wrong.
      v.union([schema, v.literal('')], (issue) => issue.issues?.[0]?.message ?? 'must be a string.'),
      v.description(description),
      v.transform((value: TOutput | ''): TOutput | null => (value === '' ? null : value)),
    ),
    null,
  );
}

/**
 * valibot's forward (moves the issues of a whole-object check to one field), in linear time: valibot's own compares
 * every issue with every issue found before it, so a body with 20,000 bad list items took seconds. An action only
 * appends issues, so the new ones are those past the count before it ran.
 */
export function forwardIssue<TInput extends Record<string, unknown>, TIssue extends v.BaseIssue<unknown>>(
  action: v.BaseValidation<TInput, TInput, TIssue>,
  field: keyof TInput & string,
): v.BaseValidation<TInput, TInput, TIssue> {
  return {
    ...action,
    '~run'(dataset, config) {
      const before = dataset.issues?.length ?? 0;
      const result = action['~run'](dataset, config);
      const issues = result.issues ?? [];
      const input = result.value as Record<string, unknown>;
      for (let index = before; index < issues.length; index++) {
        const issue = issues[index]!;
        const item = { type: 'unknown', origin: 'value', input, key: field, value: input[field] };
        if (issue.path) (issue.path as unknown[]).push(item);
        else (issue as { path?: unknown[] }).path = [item];
      }
      return result;
    },
  };
}
