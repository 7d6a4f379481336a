import * as v from 'valibot';

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
