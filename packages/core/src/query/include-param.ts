import * as v from 'valibot';
import { enumListParam } from './enum-list-param.ts';

/** The `include` parameter of an endpoint: a comma-separated list of `values`, as a set. */
export function includeParam<const TValues extends readonly [string, ...string[]]>(values: TValues) {
  return v.pipe(
    enumListParam(values, `Comma-separated related data to embed: ${values.join(', ')}.`),
    v.transform((items): ReadonlySet<TValues[number]> => new Set(items)),
  );
}
