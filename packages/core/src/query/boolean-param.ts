import * as v from 'valibot';

/** A query parameter holding `true` or `false`, spelled exactly so (`yes`, `1` and `TRUE` are rejected). */
export function booleanParam(description: string) {
  return v.pipe(
    v.picklist(['true', 'false'], 'must be true or false.'),
    v.description(description),
    v.transform((text) => text === 'true'),
  );
}
