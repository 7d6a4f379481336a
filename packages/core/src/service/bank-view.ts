import type { BankInclude } from '../constants.ts';
import type { Bank, Country, Stock } from '../schemas/resources.ts';
import type { BankRecord } from '../storage.ts';
import type { ServiceContext } from './context.ts';

/** Turns stored banks into API Banks with the requested extras, loading countries and stocks in one query each. */
export async function viewBanks(
  context: ServiceContext,
  records: readonly BankRecord[],
  include: ReadonlySet<BankInclude>,
): Promise<Bank[]> {
  const countries = include.has('country') ? await countriesById(context, records) : undefined;
  const stocks = include.has('stocks') ? await stocksByBank(context, records) : undefined;
  return records.map((record) => {
    const bank: Bank = {
      id: record.id,
      name: record.name,
      rank: record.rank,
      countryRank: record.countryRank,
      url: record.url,
      description: record.description,
      storiesCount: record.storiesCount,
      claimedAt: record.claimedAt,
      countryId: record.countryId,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    };
    if (include.has('scores')) bank.scores = record.scores;
    if (countries) {
      const country = countries.get(record.countryId);
      if (country) bank.country = country;
    }
    if (stocks) bank.stocks = stocks.get(record.id) ?? [];
    return bank;
  });
}

async function countriesById(context: ServiceContext, records: readonly BankRecord[]): Promise<Map<string, Country>> {
  const ids = [...new Set(records.map((record) => record.countryId))];
  const countries = await context.storage.countries.getMany(ids);
  return new Map(countries.map((country) => [country.id, country]));
}

async function stocksByBank(context: ServiceContext, records: readonly BankRecord[]): Promise<Map<string, Stock[]>> {
  const stocks = await context.storage.stocks.listForBanks(records.map((record) => record.id));
  const byBank = new Map<string, Stock[]>();
  for (const stock of stocks) {
    const list = byBank.get(stock.bankId) ?? [];
    list.push(stock);
    byBank.set(stock.bankId, list);
  }
  return byBank;
}
