import * as v from 'valibot';

/**
 * A query parameter holding an integer from `min` to `max`, e.g. `limit`. Accepts plain decimal digits only
 * (`abc`, `1.5`, `+3` and the empty string are rejected).
 */
export function integerParam(range: { min: number; max: number }, description: string) {
  const message = `must be an integer from ${range.min} to ${range.max}.`;
  return v.pipe(
    v.string(message),
    v.description(description),
    v.regex(range.min >= 0 ? /^[0-9]+$/ : /^-?[0-9]+$/, message),
    v.transform(Number),
    v.minValue(range.min, message),
    v.maxValue(range.max, message),
  );
}
