import * as v from 'valibot';

/** A query parameter holding a finite decimal number from `min` to `max`, e.g. `minRatePercent=2.5`. */
export function numberParam(range: { min: number; max: number }, description: string) {
  const message = `must be a number from ${range.min} to ${range.max}.`;
  return v.pipe(
    v.string(message),
    v.description(description),
    v.regex(/^-?[0-9]+(\.[0-9]+)?$/, message),
    v.transform(Number),
    v.finite(message),
    v.minValue(range.min, message),
    v.maxValue(range.max, message),
  );
}
