import { BANK_SORT_KEYS, COUNTRY_SORT_KEYS, PRODUCT_SORT_KEYS, SORT_ORDERS, STORY_SORT_KEYS } from '@bankdir/core';
import type { Storage } from '@bankdir/core/driver';
import type { DirectoryData } from './generate-directory-data.ts';

/** One read (or write) whose ordered queries must each walk an index in order, never sort. */
export interface OrderedReadCase {
  label: string;
  run(storage: Storage): Promise<unknown>;
}

/** The groups of cases every engine's query-plan test checks, by what they read. */
export interface OrderedReadCases {
  banks: OrderedReadCase[];
  products: OrderedReadCase[];
  votes: OrderedReadCase[];
  countries: OrderedReadCase[];
  stories: OrderedReadCase[];
  rankNeighbours: OrderedReadCase[];
}

/**
 * Every page query of every list: each sort key in both orders, with and without each list's filters, from the
 * start and from a cursor in both directions; and the rank-neighbour lookups of a vote. `data` is what the storage
 * holds (generateDirectoryData with at least 101 votes, 11 products and a visible story).
 */
export function orderedReadCases(data: DirectoryData): OrderedReadCases {
  const middle = data.banks[Math.floor(data.banks.length / 2)]!.id;
  const countryId = data.banks[0]!.countryId;
  const banks: OrderedReadCase[] = [];
  for (const sortBy of BANK_SORT_KEYS)
    for (const sortOrder of SORT_ORDERS)
      for (const filter of [{}, { countryId }])
        for (const page of [{ limit: 5 }, { limit: 5, startingAfter: middle }, { limit: 5, endingBefore: middle }])
          banks.push({
            label: `banks by ${sortBy} ${sortOrder} ${JSON.stringify(filter)} ${JSON.stringify(page)}`,
            run: (storage) => storage.banks.list({ ...filter, sortBy, sortOrder, page, withTotal: false }),
          });

  const product = data.products[10]!;
  const productBank = data.banks.find((candidate) => candidate.id === product.bankId)!;
  const products: OrderedReadCase[] = [];
  for (const sortBy of PRODUCT_SORT_KEYS)
    for (const sortOrder of SORT_ORDERS)
      for (const filter of [{}, { countryId: productBank.countryId }, { bankId: productBank.id }])
        for (const page of [{ limit: 5 }, { limit: 5, startingAfter: product.id }])
          products.push({
            label: `products by ${sortBy} ${sortOrder} ${JSON.stringify(filter)} ${JSON.stringify(page)}`,
            run: (storage) => storage.products.listPublic({ ...filter, sortBy, sortOrder, page }),
          });

  const vote = data.votes[100]!;
  const voteBank = data.banks.find((candidate) => candidate.id === vote.bankId)!;
  const votes: OrderedReadCase[] = [];
  for (const sortOrder of SORT_ORDERS)
    for (const filter of [{}, { bankId: voteBank.id }, { countryId: voteBank.countryId }])
      votes.push({
        label: `votes ${sortOrder} ${JSON.stringify(filter)}`,
        run: (storage) => storage.votes.list({ ...filter, sortOrder, page: { limit: 5, startingAfter: vote.id } }),
      });

  const countries: OrderedReadCase[] = [];
  for (const sortBy of COUNTRY_SORT_KEYS)
    for (const sortOrder of SORT_ORDERS)
      for (const filter of [{}, { search: 'a', code: 'A' }])
        countries.push({
          label: `countries by ${sortBy} ${sortOrder} ${JSON.stringify(filter)}`,
          run: (storage) =>
            storage.countries.list({
              sortBy,
              sortOrder,
              ...filter,
              page: { limit: 3, startingAfter: data.countries[2]!.id },
            }),
        });

  const story = data.stories.find((candidate) => !candidate.hidden)!;
  const storyBank = data.banks.find((candidate) => candidate.id === story.bankId)!;
  const stories: OrderedReadCase[] = [];
  for (const sortBy of STORY_SORT_KEYS)
    for (const sortOrder of SORT_ORDERS)
      for (const filter of [{}, { bankId: storyBank.id }, { countryId: storyBank.countryId }])
        for (const page of [{ limit: 5 }, { limit: 5, startingAfter: story.id }, { limit: 5, endingBefore: story.id }])
          stories.push({
            label: `stories by ${sortBy} ${sortOrder} ${JSON.stringify(filter)} ${JSON.stringify(page)}`,
            run: (storage) => storage.stories.list({ ...filter, sortBy, sortOrder, page }),
          });

  const votesOf = (id: string) => data.votes.filter((candidate) => candidate.bankId === id).length;
  const busiest = data.banks.reduce((best, candidate) => (votesOf(candidate.id) > votesOf(best.id) ? candidate : best));
  const rankNeighbours: OrderedReadCase[] = [
    {
      label: 'rank neighbours',
      run: (storage) =>
        storage.votes.cast(
          { id: 'vote_plan_probe', accountId: 'acct_plan_probe', bankId: busiest.id, category: 'LENDING', isUp: true },
          '2025-06-01T00:00:00.000Z',
        ),
    },
  ];
  return { banks, products, votes, countries, stories, rankNeighbours };
}
