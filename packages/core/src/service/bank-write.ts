import type { BankFacts } from '../bank-facts.ts';
import { bankWriteOf } from '../bank-fields.ts';
import { DirectoryError } from '../errors.ts';
import type { StockInput } from '../schemas/admin.ts';
import type { Issue } from '../schemas/resources.ts';
import type { BankWrite, StockWrite, Storage } from '../storage.ts';
import { normalizeHostname } from '../text/hostname.ts';
import type { ServiceContext } from './context.ts';

/** The operator's view of a bank's fields before the derived ones are filled in. */
export interface BankFieldsInput {
  name: string;
  url: string;
  description: string;
  countryId?: string | undefined;
  countryCode?: string | undefined;
  alternativeHostnames: readonly string[];
  facts?: BankFacts | undefined;
}

/** The reads that check a bank's country and its listings' markets. */
export type CountryLookups = { countries: Pick<Storage['countries'], 'get' | 'getByCode'> };
export type MarketLookups = { markets: Pick<Storage['markets'], 'list'> };

/**
 * The same reads, each answer read once and kept: an import checks every bank against the same countries and markets,
 * which would otherwise cost two queries per bank (round trips, on PostgreSQL).
 */
export function lookupsReadOnce(storage: Storage): CountryLookups & MarketLookups {
  const kept = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    if (!kept.has(key)) kept.set(key, read());
    return kept.get(key) as Promise<T>;
  };
  return {
    countries: {
      get: (id) => once(`id ${id}`, () => storage.countries.get(id)),
      getByCode: (code) => once(`code ${code.toUpperCase()}`, () => storage.countries.getByCode(code)),
    },
    markets: { list: () => once('markets', () => storage.markets.list()) },
  };
}

/**
 * Checks an operator's bank input: resolves the country and checks every hostname, collecting each problem as a body
 * issue; then derives the storage form as bankWriteOf does for trusted data.
 */
export async function toBankWrite(storage: CountryLookups, input: BankFieldsInput): Promise<BankWrite> {
  const issues: Issue[] = [];
  const countryId = await resolveCountryId(storage, input, issues);
  if (normalizeHostname(input.url) === null) issues.push({ path: ['url'], message: 'url has no usable hostname.' });
  input.alternativeHostnames.forEach((raw, index) => {
    if (normalizeHostname(raw) === null)
      issues.push({ path: ['alternativeHostnames', index], message: `"${raw}" is not a hostname.` });
  });
  if (issues.length > 0 || countryId === undefined)
    throw DirectoryError.badRequest('The bank has invalid values.', issues);
  return bankWriteOf({ ...input, countryId });
}

async function resolveCountryId(
  storage: CountryLookups,
  input: BankFieldsInput,
  issues: Issue[],
): Promise<string | undefined> {
  if (input.countryId !== undefined) {
    const country = await storage.countries.get(input.countryId);
    if (!country) issues.push({ path: ['countryId'], message: `No country with id ${input.countryId}.` });
    return country?.id;
  }
  if (input.countryCode !== undefined) {
    const country = await storage.countries.getByCode(input.countryCode);
    if (!country)
      issues.push({
        path: ['countryCode'],
        message: `No country with code ${input.countryCode.toUpperCase()}.`,
      });
    return country?.id;
  }
  issues.push({ path: ['countryId'], message: 'countryId or countryCode is required.' });
  return undefined;
}

/** Checks markets and the single primary listing, and gives every listing an id. */
export async function toStockWrites(
  context: Pick<ServiceContext, 'newId'> & { storage: MarketLookups },
  stocks: readonly StockInput[],
): Promise<StockWrite[]> {
  const issues: Issue[] = [];
  const markets = new Set((await context.storage.markets.list()).map((market) => market.id));
  stocks.forEach((stock, index) => {
    if (!markets.has(stock.marketId))
      issues.push({ path: ['stocks', index, 'marketId'], message: `No market with id ${stock.marketId}.` });
  });
  if (stocks.length > 0 && stocks.filter((stock) => stock.isPrimary).length > 1) {
    issues.push({ path: ['stocks'], message: 'At most one listing can be primary.' });
  }
  if (issues.length > 0) throw DirectoryError.badRequest('The bank has invalid stock listings.', issues);
  return stocks.map((stock) => ({
    id: stock.id ?? context.newId('stk'),
    symbol: stock.symbol,
    marketId: stock.marketId,
    isPrimary: stock.isPrimary,
  }));
}
