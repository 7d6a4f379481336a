import { type Directory, isDirectoryError, type KnownVectors, type Stock, sameFacts } from '@bankdir/core';
import { bankWriteOf, foldText, type StockWrite, type Storage } from '@bankdir/core/driver';
import { type DataSet, type DataSetBank, defaultDataSet } from './dataset.ts';
import { sampleProducts } from './sample-products.ts';
import { sampleStories } from './sample-stories.ts';
import { sampleVotes } from './sample-votes.ts';
import { upsertCountriesAndMarkets } from './seed-countries.ts';
import { shippedVectors } from './shipped-vectors.ts';

export interface SeedOptions {
  /** Load the sample layer (made-up votes, stories and products) too; default true. */
  sample?: boolean;
  /** Another data set than the default one (tests, forks). */
  dataSet?: DataSet;
  /** The time written on what the seed creates or changes; default now. */
  now?: Date;
  /**
   * Told how the semantic index build goes, in sections (those already in the embedding cache count at once); e.g.
   * `progressLineWriter(process.stderr)` from @bankdir/embedder-use. Only called when the directory has an embedder.
   */
  onProgress?: (done: number, total: number) => void;
  /**
   * Vectors computed ahead of time, used when their model is the directory's embedder's; default: the vectors shipped
   * with the data set (vectors/, made with the default model), so a first seed embeds only what changed. `false`: none.
   */
  knownVectors?: KnownVectors | false;
}

export interface SeedReport {
  countries: number;
  markets: number;
  banks: { created: number; updated: number; unchanged: number };
  votes: number;
  stories: number;
  products: number;
  /**
   * The semantic index after the seed: rebuilt for every bank (`embedded` sections went through the model, the others
   * came from the embedding cache), 'not configured' when the directory has no embedder or no vector index, or the
   * reason it could not be built (the data is seeded all the same; `bankdir reindex` builds it later).
   */
  semanticIndex: { sections: number; embedded: number } | 'not configured' | { error: string };
}

/**
 * Loads the data set idempotently, inside one transaction: what exists and is unchanged is left alone (its updatedAt
 * too), what changed is updated, what is missing is created. Seeding twice changes nothing. Then, when the directory
 * has an embedder, it rebuilds the semantic index (embedding outside any transaction, through the embedding cache, so
 * a re-seed embeds nothing that did not change) and leaves it complete.
 */
export async function seedDefaultData(directory: Directory, options: SeedOptions = {}): Promise<SeedReport> {
  const data = options.dataSet ?? defaultDataSet();
  const at = (options.now ?? new Date()).toISOString();
  const report = await seedData(directory, data, at, options.sample ?? true);
  const known = options.knownVectors === false ? undefined : (options.knownVectors ?? shippedVectors());
  return { ...report, semanticIndex: await buildSemanticIndex(directory, options.onProgress, known) };
}

async function buildSemanticIndex(
  directory: Directory,
  onProgress: SeedOptions['onProgress'],
  knownVectors: KnownVectors | undefined,
): Promise<SeedReport['semanticIndex']> {
  try {
    const result = await directory.admin.reindex({
      ...(onProgress && { onProgress }),
      ...(knownVectors && { knownVectors }),
    });
    return {
      sections: result.sections,
      embedded: 'embedded' in result && typeof result.embedded === 'number' ? result.embedded : result.sections,
    };
  } catch (error) {
    if (isDirectoryError(error) && error.code === 'SERVICE_UNAVAILABLE') return 'not configured';
    return { error: (error as Error).message };
  }
}

async function seedData(
  directory: Directory,
  data: DataSet,
  at: string,
  sample: boolean,
): Promise<Omit<SeedReport, 'semanticIndex'>> {
  return directory.storage.transaction(async (storage) => {
    await upsertCountriesAndMarkets(storage, data, at);
    const banks = { created: 0, updated: 0, unchanged: 0 };
    for (const bank of data.banks) banks[await seedBank(storage, bank, at)] += 1;
    const report = {
      countries: data.countries.length,
      markets: data.markets.length,
      banks,
      votes: 0,
      stories: 0,
      products: 0,
    };
    if (sample) {
      report.votes = await seedSampleVotes(storage, data.banks);
      report.stories = await seedSampleStories(storage, data.banks);
      report.products = await seedSampleProducts(storage, data.banks, at);
    }
    return report;
  });
}

async function seedBank(storage: Storage, bank: DataSetBank, at: string): Promise<'created' | 'updated' | 'unchanged'> {
  const existing = await storage.banks.get(bank.id);
  const write = bankWriteOf(bank);
  let outcome: 'created' | 'updated' | 'unchanged' = 'unchanged';
  if (!existing) {
    await storage.banks.create(bank.id, write, at);
    outcome = 'created';
  } else if (
    existing.name !== write.name ||
    existing.url !== write.url ||
    existing.description !== write.description ||
    existing.countryId !== write.countryId ||
    (await storage.banks.alternativeHostnames(bank.id)).join(' ') !== write.alternativeHostnames.join(' ') ||
    !sameFacts((await storage.banks.factsOf([bank.id])).get(bank.id), write.facts)
  ) {
    await storage.banks.update(bank.id, write, at);
    outcome = 'updated';
  }
  const current = outcome === 'created' ? [] : await storage.stocks.listForBanks([bank.id]);
  if (!sameStocks(current, bank.stocks)) {
    await storage.stocks.replaceForBank(bank.id, bank.stocks, at);
    if (outcome === 'unchanged') outcome = 'updated';
  }
  return outcome;
}

function sameStocks(current: readonly Stock[], wanted: readonly StockWrite[]): boolean {
  const key = (stock: StockWrite) => `${stock.id}|${stock.symbol}|${stock.marketId}|${stock.isPrimary}`;
  const have = current.map((stock) => key(stock)).sort();
  const want = wanted.map(key).sort();
  return have.length === want.length && have.every((entry, index) => entry === want[index]);
}

async function seedSampleVotes(storage: Storage, banks: readonly DataSetBank[]): Promise<number> {
  const votes = sampleVotes(banks);
  const missing = [];
  for (const vote of votes) if (!(await storage.votes.get(vote.id))) missing.push(vote);
  if (missing.length > 0) {
    await storage.votes.importMany(missing);
    await storage.maintenance.rebuildScoresAndRanks();
  }
  return votes.length;
}

async function seedSampleStories(storage: Storage, banks: readonly DataSetBank[]): Promise<number> {
  const stories = sampleStories(banks);
  const missing = [];
  for (const story of stories) if (!(await storage.stories.get(story.id))) missing.push(story);
  if (missing.length > 0) {
    await storage.stories.importMany(missing);
    await storage.maintenance.recountStories();
  }
  return stories.length;
}

async function seedSampleProducts(storage: Storage, banks: readonly DataSetBank[], at: string): Promise<number> {
  const products = sampleProducts(banks);
  for (const product of products) {
    if (!(await storage.products.get(product.id))) {
      await storage.products.create(product.id, product.bankId, product.fields, foldText(product.fields.name), at);
    }
  }
  return products.length;
}
