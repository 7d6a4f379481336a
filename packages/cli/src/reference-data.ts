import type { Storage } from '@bankdir/core/driver';
import { foldText } from '@bankdir/core/driver';
import { defaultDataSet } from '@bankdir/data';

/**
 * Puts the countries and stock markets of the data set into a directory that has none: they are reference data every
 * bank needs, so a new database can take banks (bankdir banks add, bankdir import) with nothing run before.
 */
export async function ensureReferenceData(storage: Storage): Promise<void> {
  const first = await storage.countries.list({ sortBy: 'name', sortOrder: 'asc', page: { limit: 1 } });
  if (first.items.length > 0) return;
  const { countries, markets } = defaultDataSet();
  const at = new Date().toISOString();
  await storage.transaction(async (tx) => {
    for (const country of countries) await tx.countries.upsert({ ...country, nameKey: foldText(country.name) }, at);
    for (const market of markets) await tx.markets.upsert(market, at);
  });
}
