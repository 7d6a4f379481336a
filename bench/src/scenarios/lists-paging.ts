import {
  type Directory,
  type ListProductsOptions,
  type ListStoriesOptions,
  type ListVotesOptions,
  PRODUCT_SORT_KEYS,
  SORT_ORDERS,
  STORY_SORT_KEYS,
  VOTE_SORT_KEYS,
} from '@bankdir/core';
import { openDirectoryAt } from '../datasets/open-directory.ts';
import type { Profile } from '../profiles.ts';
import type { Scenario, ScenarioResult } from '../scenario.ts';
import { type PagingRow, pagingMeasurements } from './banks-paging.ts';
import { firstAndDeep, type ListCall, type ListOptions } from './page-depth.ts';

/** A list's page times under one filter and sort; deepMs is NaN when the filtered list is too short to page deep. */
type ListRow = PagingRow & { filterValue: string };

/**
 * GET /bank-products and GET /bank-votes equivalents on the generated directory: every filter with every sort, and
 * every sort in both orders without a filter, first page against the deep page (limit 10).
 */
async function measureList(
  list: ListCall,
  filters: Record<string, ListOptions>,
  sortKeys: readonly string[],
  profile: Pick<Profile, 'depth' | 'rounds' | 'batch'>,
  log: (line: string) => void,
): Promise<ListRow[]> {
  const rows: ListRow[] = [];
  const add = async (filterName: string, filter: ListOptions, sortBy: string, sortOrder: string) => {
    const query = { ...filter, sortBy, sortOrder, limit: 10 };
    const times = await firstAndDeep(list, query, profile);
    rows.push({
      sortBy,
      sortOrder,
      filter: filterName,
      filterValue: Object.values(filter).join(','),
      ...(times ?? { firstMs: Number.NaN, deepMs: Number.NaN, depth: 0, rounds: 0 }),
    });
  };
  for (const sortBy of sortKeys) for (const sortOrder of SORT_ORDERS) await add('none', {}, sortBy, sortOrder);
  for (const [name, filter] of Object.entries(filters)) {
    for (const sortBy of sortKeys) await add(name, filter, sortBy, 'desc');
    log(
      `  ${name}: ${rows
        .slice(-sortKeys.length)
        .map((row) => (row.deepMs / row.firstMs).toFixed(2))
        .join(' ')}`,
    );
  }
  return rows;
}

/** Filter values that select a lot: the busiest bank, the biggest country, common categories and currencies. */
async function filterValues(directory: Directory) {
  const busiest = (await directory.banks.list({ sortBy: 'overall_total', sortOrder: 'desc', limit: 1 })).data[0]!;
  const mostProducts = (await directory.banks.list({ sortBy: 'name', limit: 100 })).data;
  const countries = (await directory.countries.list({ limit: 100 })).data;
  const biggest = countries.sort((a, b) => b.banksCount - a.banksCount)[0]!;
  let productBank = mostProducts[0]!.id;
  let productCount = 0;
  for (const bank of mostProducts) {
    const count = (await directory.products.listAll({ bankId: bank.id, limit: 100 })).data.length;
    if (count > productCount) [productBank, productCount] = [bank.id, count];
  }
  return {
    products: {
      bankId: { bankId: productBank },
      countryCode: { countryCode: biggest.code },
      categories: { categories: ['ACCOUNT', 'CARD'] },
      types: { types: ['SAVINGS_ACCOUNT', 'CREDIT_CARD', 'MORTGAGE'] },
      currency: { currency: 'EUR' },
      search: { search: 'flex' },
      minRatePercent: { minRatePercent: 5 },
      maxRatePercent: { maxRatePercent: 5 },
    },
    votes: {
      bankId: { bankId: busiest.id },
      countryCode: { countryCode: biggest.code },
      categories: { categories: ['CRYPTO_FRIENDLY', 'FEES_PRICING'] },
      isUp: { isUp: false },
      include: { include: ['bank', 'country'] },
    },
    stories: {
      bankId: { bankId: busiest.id },
      countryCode: { countryCode: biggest.code },
      tags: { tags: ['CUSTOMER_SERVICE', 'FEES_PRICING'] },
      search: { search: 'branch' },
      include: { include: ['bank', 'country'] },
    },
  };
}

export const listsPaging: Scenario = {
  name: 'lists-paging',
  summary:
    'directory.products.listAll, directory.votes.list and directory.stories.list (limit 10) on the generated directory: the deep page against the first, every filter with every sort',
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const directory = await openDirectoryAt(context.generatedFile);
    try {
      const filters = await filterValues(directory);
      context.log('products');
      const products = await measureList(
        (q) => directory.products.listAll(q as ListProductsOptions),
        filters.products,
        PRODUCT_SORT_KEYS,
        context.profile,
        context.log,
      );
      context.log('votes');
      const votes = await measureList(
        (q) => directory.votes.list(q as ListVotesOptions),
        filters.votes,
        VOTE_SORT_KEYS,
        context.profile,
        context.log,
      );
      context.log('stories');
      const stories = await measureList(
        (q) => directory.stories.list(q as ListStoriesOptions),
        filters.stories,
        STORY_SORT_KEYS,
        context.profile,
        context.log,
      );
      const deep = (rows: ListRow[]) => rows.filter((row) => !Number.isNaN(row.deepMs));
      return {
        measurements: [
          ...pagingMeasurements(this.name, 'GET /bank-products', deep(products)),
          ...pagingMeasurements(this.name, 'GET /bank-votes', deep(votes)),
          ...pagingMeasurements(this.name, 'GET /stories', deep(stories)),
        ],
        details: { products, votes, stories },
      };
    } finally {
      await directory.close();
    }
  },
};
