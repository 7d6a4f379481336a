import assert from 'node:assert/strict';
import { generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import { SCORE_KEYS, SCORE_METRICS, VOTE_CATEGORIES } from '@bankdir/core';
import { bankWriteOf, type Storage } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import { SCORE_KEY_CODES } from '../../src/schema/codes.ts';
import type { Database } from '../../src/schema/database.ts';

// The score order rows (bank_scores, country_scores) are copies of the counters: a case every engine's tests run. It
// writes through every path that creates, changes, moves or removes them, then compares them with the counters.

const AT = '2026-01-01T00:00:00.000Z';

/** Seeding (bulk votes and a rebuild), votes cast, replaced and retracted, a bank moved and one deleted, and banks created into a used-up seq gap. */
export async function writeThroughScoreOrders(storage: Storage): Promise<void> {
  const data = generateDirectoryData({ seed: 11, banks: 40, countries: 4, votesPerBank: 6 });
  await insertDirectoryData(storage, data);
  const [first, second, third] = data.banks;
  for (const [index, category] of VOTE_CATEGORIES.entries()) {
    const vote = { id: `vote_step_${index}`, accountId: `acct_step_${index % 3}`, bankId: first!.id, category };
    await storage.votes.cast({ ...vote, isUp: true }, AT);
    await storage.votes.cast({ ...vote, isUp: index % 2 === 0 }, AT);
    if (index % 3 === 0) await storage.votes.retract(vote.accountId, vote.bankId, category);
  }
  const elsewhere = data.countries.find((country) => country.id !== second!.countryId)!;
  await storage.banks.update(second!.id, bankWriteOf({ ...second!, countryId: elsewhere.id }), AT);
  await storage.banks.delete(third!.id);
  // Banks whose ids all fall between two neighbours: the gap's seqs run out and the banks around it are relabelled.
  const [low] = [...data.banks].sort((a, b) => a.id.localeCompare(b.id));
  for (let index = 0; index < 30; index++) {
    const id = `${low!.id}_${String(index).padStart(2, '0')}`;
    await storage.banks.create(id, bankWriteOf({ ...low!, name: id, countryId: low!.countryId }), AT);
  }
}

/** Every bank and country has one score order row per score key, equal to its counters of that key. */
export async function assertScoreOrdersInStep(db: Kysely<Database>): Promise<void> {
  const expected = (rows: readonly Record<string, unknown>[], owner: (row: Record<string, unknown>) => string) =>
    rows
      .flatMap((row) =>
        SCORE_KEYS.map((key) =>
          [owner(row), SCORE_KEY_CODES[key], ...SCORE_METRICS.map((metric) => Number(row[`${key}_${metric}`]))].join(
            ' ',
          ),
        ),
      )
      .sort();
  const actual = (rows: readonly Record<string, unknown>[], owner: (row: Record<string, unknown>) => string) =>
    rows
      .map((row) => [owner(row), Number(row.scoreKey), ...SCORE_METRICS.map((metric) => Number(row[metric]))].join(' '))
      .sort();
  const banks = await db.selectFrom('bank_stats').selectAll().execute();
  const bankOwner = (row: Record<string, unknown>) => `${row.seq} ${row.countryNo}`;
  assert.deepEqual(
    actual(await db.selectFrom('bank_scores').selectAll().execute(), bankOwner),
    expected(banks, bankOwner),
  );
  const countries = await db.selectFrom('countries').selectAll().execute();
  const countryOwner = (row: Record<string, unknown>) => `${row.countryNo} ${row.id}`;
  assert.deepEqual(
    actual(await db.selectFrom('country_scores').selectAll().execute(), countryOwner),
    expected(countries, countryOwner),
  );
}
