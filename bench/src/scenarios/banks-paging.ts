import { BANK_SORT_KEYS, type Directory, type ListBanksOptions, SORT_ORDERS } from '@bankdir/core';
import { openDirectoryAt } from '../datasets/open-directory.ts';
import type { Profile } from '../profiles.ts';
import { measured, type Scenario, type ScenarioResult } from '../scenario.ts';
import { median } from '../stats.ts';
import { DEEP_OVER_FIRST_TARGET, firstAndDeep } from './page-depth.ts';

export interface PagingRow {
  sortBy: string;
  sortOrder: string;
  filter: string;
  firstMs: number;
  deepMs: number;
  depth: number;
  /** Rounds the medians are over (more when the first rounds put the ratio over the target). */
  rounds: number;
}

/**
 * GET /banks-equivalent calls (`directory.banks.list`, `limit=10&include=scores`) on the generated directory: the
 * first page against the page `depth` items in, for every sortBy in both orders, with and without the country
 * filter (the country with the most banks).
 */
export async function measureBanksPaging(
  directory: Directory,
  profile: Pick<Profile, 'depth' | 'rounds' | 'batch'>,
  log: (line: string) => void = () => {},
): Promise<PagingRow[]> {
  const countryId = await largestCountry(directory);
  const rows: PagingRow[] = [];
  for (const sortBy of BANK_SORT_KEYS) {
    for (const sortOrder of SORT_ORDERS) {
      for (const filter of ['none', 'country'] as const) {
        const query = { sortBy, sortOrder, limit: 10, include: ['scores'], ...(filter === 'country' && { countryId }) };
        const times = await firstAndDeep((q) => directory.banks.list(q as ListBanksOptions), query, profile);
        if (!times) throw new Error(`the bank list ${JSON.stringify(query)} is too short to page`);
        rows.push({ sortBy, sortOrder, filter, ...times });
      }
    }
    log(
      `  ${sortBy}: ${rows
        .slice(-4)
        .map((row) => (row.deepMs / row.firstMs).toFixed(2))
        .join(' ')}`,
    );
  }
  return rows;
}

async function largestCountry(directory: Directory): Promise<string> {
  const countries: { id: string; banksCount: number }[] = [];
  let cursor: string | null = null;
  do {
    const page = await directory.countries.list({ limit: 100, ...(cursor !== null && { startingAfter: cursor }) });
    countries.push(...page.data);
    cursor = page.pagination?.nextCursor ?? null;
  } while (cursor !== null);
  return countries.sort((a, b) => b.banksCount - a.banksCount)[0]!.id;
}

/** The table's lines for the paging rows: the median and the worst deep/first ratio, each held to the target. */
export function pagingMeasurements(scenario: string, what: string, rows: readonly PagingRow[]) {
  const ratios = rows.map((row) => row.deepMs / row.firstMs);
  const worst = rows[ratios.indexOf(Math.max(...ratios))]!;
  const target = { of: 'ratio', at: 'most', limit: DEEP_OVER_FIRST_TARGET } as const;
  return [
    measured({
      scenario,
      name: `${what}: deep page, median over ${rows.length} sorts and filters`,
      unit: 'ms',
      value: median(rows.map((row) => row.deepMs)),
      baseline: { name: 'first page', value: median(rows.map((row) => row.firstMs)) },
      ratio: median(ratios),
      target,
    }),
    measured({
      scenario,
      name: `${what}: deep page, worst sort (${worst.sortBy} ${worst.sortOrder}${worst.filter === 'none' ? '' : `, ${worst.filter} filter`})`,
      unit: 'ms',
      value: worst.deepMs,
      baseline: { name: 'first page', value: worst.firstMs },
      target,
    }),
  ];
}

export const banksPaging: Scenario = {
  name: 'banks-paging',
  summary:
    'directory.banks.list (limit 10, include=scores) on the generated directory: the page `depth` items in against the first page, every sort key, both orders, with and without the country filter',
  quick: true,
  async run(context): Promise<ScenarioResult> {
    const directory = await openDirectoryAt(context.generatedFile);
    try {
      const rows = await measureBanksPaging(directory, context.profile, context.log);
      return { measurements: pagingMeasurements(this.name, 'GET /banks', rows), details: { rows } };
    } finally {
      await directory.close();
    }
  },
};
