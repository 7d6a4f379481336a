import { absoluteUrl, BankFactsSchema, factsOf } from '@bankdir/core';
import * as v from 'valibot';
import { VFile } from 'vfile';
import { matter } from 'vfile-matter';
import type { BankSeed } from './types.ts';

// One bank of the data set is one Markdown file, data/banks/<country code>/<slug>.md: YAML front matter for the facts,
// the description below it. This schema checks the front matter; the data set's tests run it on every file.

const hostname = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'a hostname is lower case, without www or a path'),
);

export const BankFileSchema = v.strictObject({
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(256)),
  url: v.pipe(v.string(), absoluteUrl(), v.startsWith('https://', 'url must be an https URL')),
  alternativeHostnames: v.optional(v.array(hostname), []),
  stocks: v.optional(
    v.array(
      v.strictObject({
        market: v.pipe(v.string(), v.regex(/^[A-Z0-9_]+$/, 'market is the key of a market in data/markets.yaml')),
        symbol: v.pipe(v.string(), v.minLength(1), v.maxLength(32)),
        primary: v.optional(v.boolean(), false),
      }),
    ),
    [],
  ),
  ...BankFactsSchema.entries,
});

/** The file's bank, or an error naming the file and what is wrong with it. */
export function parseBankFile(text: string, country: string, slug: string, path = `${country}/${slug}.md`): BankSeed {
  const file = new VFile(text);
  matter(file, { strip: true });
  const result = v.safeParse(BankFileSchema, file.data.matter ?? {});
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(front matter)'}: ${issue.message}`);
    throw new Error(`${path}: ${problems.join('; ')}`);
  }
  const { name, url, alternativeHostnames, stocks } = result.output;
  return {
    slug,
    country: country.toUpperCase(),
    name,
    url,
    alternativeHostnames,
    stocks,
    facts: factsOf(result.output),
    description: String(file).trim(),
  };
}
