import type { Country, MarketWrite, StockWrite } from '@bankdir/core';
import { regions } from './banks/index.ts';
import { defaultCountries } from './countries.ts';
import { bankIdOf, countryIdOf, marketIdOf, stockIdOf } from './ids.ts';
import type { BankKind, MarketSeed, RegionData } from './types.ts';

/** A bank of the data set, ready for the directory's storage. */
export interface DataSetBank {
  id: string;
  countryId: string;
  name: string;
  url: string;
  alternativeHostnames: string[];
  description: string;
  stocks: StockWrite[];
  kinds: BankKind[];
}

export interface DataSet {
  countries: Country[];
  markets: MarketWrite[];
  banks: DataSetBank[];
}

/** The default data set: every country, the markets that list banks, and the banks with their listings. */
export function defaultDataSet(): DataSet {
  return buildDataSet(regions);
}

export function buildDataSet(regionFiles: readonly RegionData[]): DataSet {
  const markets = mergeMarkets(regionFiles.flatMap((region) => region.markets));
  const banks = regionFiles.flatMap((region) =>
    region.banks.map((seed): DataSetBank => {
      const id = bankIdOf(seed.country, seed.slug);
      return {
        id,
        countryId: countryIdOf(seed.country),
        name: seed.name,
        url: seed.url,
        alternativeHostnames: seed.alternativeHostnames ?? [],
        description: seed.description.trim(),
        stocks: (seed.stocks ?? []).map((stock) => ({
          id: stockIdOf(id, stock.market, stock.symbol),
          symbol: stock.symbol,
          marketId: marketIdOf(stock.market),
          isPrimary: stock.isPrimary,
        })),
        kinds: seed.kinds,
      };
    }),
  );
  return { countries: defaultCountries(), markets, banks };
}

/** One market per key; two region files that define the same key must agree on it. */
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
