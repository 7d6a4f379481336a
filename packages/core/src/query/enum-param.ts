import * as v from 'valibot';
import { orList, quoteValue } from './quote-value.ts';

/**
 * A query parameter holding one of `values`, e.g. `sortOrder`. `allowed` names the values in messages when the list
 * is too long to spell out.
 */
export function enumParam<const TValues extends readonly [string, ...string[]]>(
  values: TValues,
  description: string,
  allowed: string = orList(values),
) {
  const prefix = values.length > 2 ? 'one of ' : '';
  return v.pipe(
    v.picklist(values, (issue) => `must be ${prefix}${allowed}, not ${quoteValue(issue.input)}.`),
    v.description(description),
  );
}
