import { factsOf } from '../bank-facts.ts';
import type { BankRecord, Storage } from '../driver.ts';
import { readAllPages } from '../driver.ts';
import type { BankRow } from './bank-row.ts';
import { marketKeyOfId } from './stock-code.ts';

export type StoredBank = BankRow & { id: string };

const BATCH = 500;

/** Every bank of the directory as a bank row, by id. */
export async function currentBanks(storage: Storage): Promise<StoredBank[]> {
  const records = await readAllPages((page) =>
    storage.banks.list({ sortBy: 'name', sortOrder: 'asc', page, withTotal: false }),
  );
  return rowsOfRecords(storage, records);
}

/** Some banks as bank rows (in the order of `records`). */
export async function rowsOfRecords(storage: Storage, records: readonly BankRecord[]): Promise<StoredBank[]> {
  const countries = new Map(
    (await storage.countries.getMany([...new Set(records.map((bank) => bank.countryId))])).map((country) => [
      country.id,
      country.code,
    ]),
  );
  const rows: StoredBank[] = [];
  for (let start = 0; start < records.length; start += BATCH) {
    const batch = records.slice(start, start + BATCH);
    const ids = batch.map((bank) => bank.id);
    const facts = await storage.banks.factsOf(ids);
    const stocks = await storage.stocks.listForBanks(ids);
    // Asked all at once: on PostgreSQL the pool answers them over several connections, not one round trip after another.
    const hostnames = await Promise.all(ids.map((id) => storage.banks.alternativeHostnames(id)));
    for (const [index, bank] of batch.entries()) {
      const fact = facts.get(bank.id);
      rows.push({
        id: bank.id,
        country: countries.get(bank.countryId) ?? '',
        name: bank.name,
        url: bank.url,
        alternativeHostnames: hostnames[index]!,
        stocks: stocks
          .filter((stock) => stock.bankId === bank.id)
          .map((stock) => ({ market: marketKeyOfId(stock.marketId), symbol: stock.symbol, primary: stock.isPrimary })),
        ...factsOf(fact ?? {}),
        description: bank.description,
      });
    }
  }
  return rows;
}
