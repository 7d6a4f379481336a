import type { Storage } from '@bankdir/core/driver';
import { bankWriteOf, foldText } from '@bankdir/core/driver';
import type { DirectoryData, GeneratedBank } from './generate-directory-data.ts';

const VOTE_BATCH = 10_000;

/**
 * Writes generated data straight through Storage, as a seeding job would: countries, markets, banks with their
 * hostnames and listings, votes in bulk then one rebuild of scores and ranks, stories in bulk then one recount, products (hidden ones hidden, updated
 * ones replaced at their update time) and representative approvals. One transaction, so it is all or nothing.
 */
export async function insertDirectoryData(
  storage: Storage,
  data: DirectoryData,
  at = '2024-01-01T00:00:00.000Z',
): Promise<void> {
  await storage.transaction(async (tx) => {
    for (const country of data.countries)
      await tx.countries.upsert({ ...country, nameKey: foldText(country.name) }, at);
    for (const market of data.markets) await tx.markets.upsert(market, at);
    for (const bank of data.banks) {
      await tx.banks.create(bank.id, bankWriteOf(bank), bank.createdAt);
      if (bank.stocks.length > 0) await tx.stocks.replaceForBank(bank.id, bank.stocks, bank.createdAt);
    }
    for (let start = 0; start < data.votes.length; start += VOTE_BATCH) {
      await tx.votes.importMany(data.votes.slice(start, start + VOTE_BATCH));
    }
    await tx.maintenance.rebuildScoresAndRanks();
    for (let start = 0; start < data.stories.length; start += VOTE_BATCH) {
      await tx.stories.importMany(data.stories.slice(start, start + VOTE_BATCH));
    }
    await tx.maintenance.recountStories();
    for (const product of data.products) {
      const nameKey = foldText(product.fields.name);
      await tx.products.create(product.id, product.bankId, product.fields, nameKey, product.createdAt);
      if (product.hidden) await tx.products.setHidden(product.id, true, product.createdAt);
      if (product.updatedAt !== product.createdAt)
        await tx.products.replace(product.id, product.fields, nameKey, product.updatedAt);
    }
    for (const approval of data.approvals)
      await tx.representatives.approve(approval.accountId, approval.bankId, approval.approvedAt);
  });
}

export { bankWriteOf } from '@bankdir/core/driver';

/** The admin API's createBank input for a generated bank (createdAt is the clock's business there). */
export function bankInputOf(bank: GeneratedBank): Record<string, unknown> {
  const { createdAt: _createdAt, stocks, ...rest } = bank;
  return { ...rest, stocks: stocks.map((stock) => ({ ...stock })) };
}
