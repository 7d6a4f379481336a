import * as v from 'valibot';
import { BankFactsSchema } from '../bank-facts.ts';
import { ID_PATTERN } from '../ids.ts';
import { absoluteUrl } from '../validation/url.ts';

// The operator's bank input (CLI, seeding, embedding apps). Not part of the v1 HTTP API.

const httpUrl = v.pipe(
  v.string(),
  absoluteUrl('url must be an absolute URL.'),
  v.check((url) => /^https?:\/\//i.test(url), 'url must be an http or https URL.'),
);

export const StockInputSchema = v.strictObject({
  id: v.optional(v.pipe(v.string(), v.regex(ID_PATTERN, 'id must be URL-safe and at most 64 characters.'))),
  marketId: v.pipe(v.string(), v.minLength(1)),
  symbol: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(32)),
  isPrimary: v.optional(v.boolean(), false),
});
export type StockInput = v.InferOutput<typeof StockInputSchema>;

const bankFields = {
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'name must not be empty.'),
    v.maxLength(256, 'name must be at most 256 characters.'),
  ),
  url: httpUrl,
  description: v.pipe(v.string(), v.maxLength(50_000)),
  countryId: v.pipe(v.string(), v.minLength(1)),
  countryCode: v.pipe(v.string(), v.regex(/^[A-Za-z]{2}$/, 'countryCode must be two letters.')),
  alternativeHostnames: v.pipe(v.array(v.pipe(v.string(), v.minLength(1))), v.maxLength(100)),
  stocks: v.pipe(v.array(StockInputSchema), v.maxLength(50)),
};

/** A new bank. The country is named by countryId or countryCode. */
export const BankInputSchema = v.strictObject({
  id: v.optional(v.pipe(v.string(), v.regex(ID_PATTERN, 'id must be URL-safe and at most 64 characters.'))),
  name: bankFields.name,
  url: bankFields.url,
  description: v.optional(bankFields.description, ''),
  countryId: v.optional(bankFields.countryId),
  countryCode: v.optional(bankFields.countryCode),
  alternativeHostnames: v.optional(bankFields.alternativeHostnames, []),
  stocks: v.optional(bankFields.stocks, []),
  /** Kinds, ownership, parent, headquarters and other names, for semantic search. */
  facts: v.optional(BankFactsSchema),
});
export type BankInput = v.InferOutput<typeof BankInputSchema>;

/** A change to a bank: only the fields given change; alternativeHostnames and stocks, when given, replace the lists. */
export const BankPatchSchema = v.strictObject({
  name: v.optional(bankFields.name),
  url: v.optional(bankFields.url),
  description: v.optional(bankFields.description),
  countryId: v.optional(bankFields.countryId),
  countryCode: v.optional(bankFields.countryCode),
  alternativeHostnames: v.optional(bankFields.alternativeHostnames),
  stocks: v.optional(bankFields.stocks),
  /** Replaces the bank's facts as a whole. */
  facts: v.optional(BankFactsSchema),
});
export type BankPatch = v.InferOutput<typeof BankPatchSchema>;
