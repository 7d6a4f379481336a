import type { Country, Directory } from '@bankdir/core';
import { foldText, type MarketWrite, type Storage } from '@bankdir/core/driver';
import { defaultCountries } from './countries.ts';
import { defaultMarkets } from './dataset.ts';

export interface SeedCountriesOptions {
  /** Other countries and markets than the default ones (every ISO 3166-1 country; the markets of markets.yaml). */
  dataSet?: { countries: readonly Country[]; markets: readonly MarketWrite[] };
  /** The time written on what the seed creates or changes; default now. */
  now?: Date;
}

export interface SeedCountriesReport {
  countries: number;
  markets: number;
}

/**
 * Loads the countries (every ISO 3166-1 country) and the stock markets a bank's listings name, and nothing else: no
 * bank, vote or story. Idempotent, inside one transaction: a second run changes nothing. After it,
 * `directory.admin.createBank({ countryCode: 'US', ... })` finds its country.
 */
export async function seedCountries(
  directory: Directory,
  options: SeedCountriesOptions = {},
): Promise<SeedCountriesReport> {
  const data = options.dataSet ?? { countries: defaultCountries(), markets: defaultMarkets() };
  const at = (options.now ?? new Date()).toISOString();
  return directory.storage.transaction((storage) => upsertCountriesAndMarkets(storage, data, at));
}

/** Creates or updates every country and market of `data` (unchanged ones are left alone, their updatedAt too). */
export async function upsertCountriesAndMarkets(
  storage: Storage,
  data: NonNullable<SeedCountriesOptions['dataSet']>,
  at: string,
): Promise<SeedCountriesReport> {
  for (const country of data.countries)
    await storage.countries.upsert({ ...country, nameKey: foldText(country.name) }, at);
  for (const market of data.markets) await storage.markets.upsert(market, at);
  return { countries: data.countries.length, markets: data.markets.length };
}
