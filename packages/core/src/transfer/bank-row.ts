import * as v from 'valibot';
import { BankFactsSchema } from '../bank-facts.ts';
import { ID_PATTERN } from '../ids.ts';
import { isHttpUrl } from '../validation/url.ts';

// One bank as import and export write it, in every format: the operator's fields with the country by its code and each
// listing by its market key (as in data/markets.yaml). docs/operations.md ("Import and export") documents it.

export const BankRowSchema = v.strictObject({
  id: v.optional(v.pipe(v.string(), v.regex(ID_PATTERN, 'id must be URL-safe and at most 64 characters.'))),
  country: v.pipe(
    v.string(),
    v.trim(),
    v.regex(/^[A-Za-z]{2}$/, 'country must be a two-letter code.'),
    v.toUpperCase(),
  ),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'name must not be empty.'),
    v.maxLength(256, 'name must be at most 256 characters.'),
  ),
  url: v.pipe(v.string(), v.trim(), v.check(isHttpUrl, 'url must be an absolute http or https URL.')),
  alternativeHostnames: v.optional(v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1))), v.maxLength(100)), []),
  stocks: v.optional(
    v.pipe(
      v.array(
        v.strictObject({
          market: v.pipe(v.string(), v.trim(), v.minLength(1, 'market must not be empty.')),
          symbol: v.pipe(v.string(), v.trim(), v.minLength(1, 'symbol must not be empty.'), v.maxLength(32)),
          primary: v.optional(v.boolean(), false),
        }),
      ),
      v.maxLength(50),
      v.check((stocks) => stocks.filter((stock) => stock.primary).length <= 1, 'at most one listing can be primary.'),
    ),
    [],
  ),
  ...BankFactsSchema.entries,
  description: v.optional(v.pipe(v.string(), v.maxLength(50_000)), ''),
});

export type BankRow = v.InferOutput<typeof BankRowSchema>;

/**
 * The fields of a bank after its id, country and name, in the order every format writes them (BANK_ROW_FIELDS) and
 * the console's bank form shows them.
 */
export const BANK_DETAIL_FIELDS = [
  'url',
  'alternativeHostnames',
  'stocks',
  'kinds',
  'ownership',
  'parent',
  'headquarters',
  'size',
  'alsoKnownAs',
  'formerNames',
  'description',
] as const satisfies readonly (keyof BankRow)[];

/** The fields of a bank row, in the order every format writes them. */
export const BANK_ROW_FIELDS = [
  'id',
  'country',
  'name',
  ...BANK_DETAIL_FIELDS,
] as const satisfies readonly (keyof BankRow)[];

/** A problem with one bank of an import, where it is. */
export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** A bank as a reader found it, before it is checked. */
export interface SourcedRow {
  fields: Record<string, unknown>;
  file: string;
  line: number;
  /** The line a field is on, when the format knows (Markdown front matter); else the row's line. */
  lineOf?: (field: string) => number;
  /** The id the file's place gives the bank (data/banks/<cc>/<slug>.md is bank_<cc>_<slug>): used when it exists. */
  idFromPath?: string;
}

export function problemText(problem: Problem): string {
  return `${problem.file}:${problem.line}: ${problem.message}`;
}
