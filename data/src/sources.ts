import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { parse } from 'yaml';
import { parseBankFile } from './bank-file.ts';
import type { BankSeed, MarketSeed } from './types.ts';

/** The data set's folder: banks/ and markets.yaml. */
export const DATA_ROOT = fileURLToPath(new URL('..', import.meta.url));

const MarketFileSchema = v.array(
  v.strictObject({
    key: v.pipe(v.string(), v.regex(/^[A-Z0-9_]+$/)),
    name: v.pipe(v.string(), v.minLength(1)),
    code: v.pipe(v.string(), v.minLength(1)),
    tvCode: v.pipe(v.string(), v.minLength(1)),
    country: v.pipe(v.string(), v.regex(/^[A-Z]{2}$/)),
  }),
);

export function readMarkets(root = DATA_ROOT): MarketSeed[] {
  return v.parse(MarketFileSchema, parse(readFileSync(join(root, 'markets.yaml'), 'utf8')));
}

/** Every bank file under banks/, in path order (so the data set's order never depends on the file system). */
export function readBanks(root = DATA_ROOT): BankSeed[] {
  const folder = join(root, 'banks');
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .flatMap((country) => {
      if (!/^[a-z]{2}$/.test(country)) throw new Error(`banks/${country}: a folder is a lower-case country code`);
      return readdirSync(join(folder, country))
        .filter((name) => name.endsWith('.md'))
        .sort()
        .map((name) => {
          const slug = name.slice(0, -'.md'.length);
          if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(slug)) throw new Error(`banks/${country}/${name}: a slug is [a-z0-9-]`);
          return parseBankFile(
            readFileSync(join(folder, country, name), 'utf8'),
            country,
            slug,
            `banks/${country}/${name}`,
          );
        });
    });
}
