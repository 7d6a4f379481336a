import { SCORE_KEYS, type ScoreKey } from '@bankdir/core';
import { computeCountryRanks, countryRankKeyOf, scoreEntry } from '@bankdir/core/driver';
import { type Kysely, sql } from 'kysely';
import { nullableNumber } from '../../schema/numbers.ts';

// Migration 0004's fill of the countries' scores, as it ran on the first layout (a bank's counters in `banks`, rows
// keyed by text ids). Kept apart from the stores, which work on the lean layout, so the migration chain still runs.

/**
 * Recomputes every country's score columns from its banks' and every country rank (seeding and repair: the bulk vote
 * import leaves them stale). Only scores and ranks: stories are counted elsewhere.
 */
// biome-ignore lint/suspicious/noExplicitAny: the first layout's tables are not the schema's types any more
export async function rebuildFirstLayoutCountryScores(any: Kysely<any>): Promise<void> {
  const sums = await any
    .selectFrom('banks')
    .select('countryId')
    .select(
      SCORE_KEYS.flatMap((key) => [
        sql<number>`sum(${sql.ref(`${key}_up`)})`.as(`${key}_up`),
        sql<number>`sum(${sql.ref(`${key}_down`)})`.as(`${key}_down`),
      ]),
    )
    .groupBy('countryId')
    .execute();
  const byCountry = new Map<string, Record<string, number>>();
  for (const row of sums) {
    const columns: Record<string, number> = {};
    for (const key of SCORE_KEYS)
      Object.assign(columns, entryColumns(key, scoreEntry(Number(row[`${key}_up`]), Number(row[`${key}_down`]))));
    byCountry.set(row.countryId as string, columns);
  }
  const countries = await any.selectFrom('countries').selectAll().execute();
  const zero = Object.fromEntries(SCORE_KEYS.flatMap((key) => Object.entries(entryColumns(key, scoreEntry(0, 0)))));
  const target = (id: string) => byCountry.get(id) ?? zero;
  const ranks = computeCountryRanks(
    countries.map((country) => ({
      id: country.id as string,
      overallScore: target(country.id).overall_score!,
      overallTotal: target(country.id).overall_total!,
    })),
  );
  for (const country of countries) {
    const columns = target(country.id);
    const wanted: Record<string, number | null> = {
      ...columns,
      rank: ranks.get(country.id) ?? null,
      rankKey: countryRankKeyOf(columns.overall_score!, columns.overall_total!),
    };
    const changed = Object.fromEntries(
      Object.entries(wanted).filter(([column, value]) => nullableNumber(country[column]) !== value),
    );
    if (Object.keys(changed).length > 0)
      await any.updateTable('countries').set(changed).where('id', '=', country.id).execute();
  }
}

function entryColumns(key: ScoreKey, entry: ReturnType<typeof scoreEntry>): Record<string, number> {
  return {
    [`${key}_up`]: entry.up,
    [`${key}_down`]: entry.down,
    [`${key}_total`]: entry.total,
    [`${key}_score`]: entry.score,
  };
}
