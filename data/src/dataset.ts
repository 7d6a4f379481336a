import type { BankFacts, Country } from '@bankdir/core';
import type { MarketWrite, StockWrite } from '@bankdir/core/driver';
import { defaultCountries } from './countries.ts';
import { bankIdOf, countryIdOf, marketIdOf, stockIdOf } from './ids.ts';
import { readBanks, readMarkets } from './sources.ts';
import type { BankSeed, MarketSeed } from './types.ts';

/** A bank of the data set, ready for the directory's storage. */
export interface DataSetBank {
  id: string;
  countryId: string;
  name: string;
  url: string;
  alternativeHostnames: string[];
  description: string;
  stocks: StockWrite[];
  facts: BankFacts;
}

export interface DataSet {
  countries: Country[];
  markets: MarketWrite[];
  banks: DataSetBank[];
}

let sources: { markets: MarketSeed[]; banks: BankSeed[] } | undefined;

/** The default data set: every country, the markets that list banks, and the banks with their listings. */
export function defaultDataSet(): DataSet {
  sources ??= { markets: readMarkets(), banks: readBanks() };
  return buildDataSet(sources);
}

/** The stock markets of the default data set (where its banks are listed), read without the banks. */
export function defaultMarkets(): MarketWrite[] {
  return mergeMarkets(sources?.markets ?? readMarkets());
}

export function buildDataSet(source: { markets: readonly MarketSeed[]; banks: readonly BankSeed[] }): DataSet {
  const markets = mergeMarkets(source.markets);
  const banks = source.banks.map((seed): DataSetBank => {
    const id = bankIdOf(seed.country, seed.slug);
    return {
      id,
      countryId: countryIdOf(seed.country),
      name: seed.name,
      url: seed.url,
      alternativeHostnames: [...seed.alternativeHostnames],
      description: seed.description.trim(),
      stocks: seed.stocks.map((stock) => ({
        id: stockIdOf(id, stock.market, stock.symbol),
        symbol: stock.symbol,
        marketId: marketIdOf(stock.market),
        isPrimary: stock.primary,
      })),
      facts: structuredClone(seed.facts),
    };
  });
  return { countries: defaultCountries(), markets, banks };
}

/** One market per key, sorted by id; markets.yaml must not define a key twice differently. */
function mergeMarkets(seeds: readonly MarketSeed[]): MarketWrite[] {
  const byKey = new Map<string, MarketSeed>();
  for (const seed of seeds) {
    const known = byKey.get(seed.key);
    if (known && JSON.stringify(known) !== JSON.stringify(seed)) {
      throw new Error(`market ${seed.key} is defined twice with different fields`);
    }
    byKey.set(seed.key, seed);
  }
  return [...byKey.values()]
    .map((seed) => ({
      id: marketIdOf(seed.key),
      name: seed.name,
      code: seed.code,
      tvCode: seed.tvCode,
      isTvEmbeddable: true,
      type: 'STOCK' as const,
      countryId: countryIdOf(seed.country),
    }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
