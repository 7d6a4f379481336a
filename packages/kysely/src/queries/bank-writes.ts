import { type BankFacts, hasAnyFact } from '@bankdir/core';
import type { BankWrite } from '@bankdir/core/driver';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema/database.ts';
import { nullableNumber } from '../schema/numbers.ts';
import { SCORE_COLUMNS, type ScoreValues } from '../schema/score-columns.ts';
import { msOf } from '../schema/time.ts';
import { newSeq } from '../sequence/new-seq.ts';
import { bankSeqs } from '../sequence/seq-tables.ts';
import { onRanksOfBank, RANK_PLACE_COLUMNS, rankOrderOf } from './bank-ranks.ts';
import { moveBankScores } from './country-scores.ts';
import { countryNoOf } from './entity-numbers.ts';
import { preparedQuery } from './prepared-query.ts';
import { moveInRanks, type RankPlace } from './rank-maintenance.ts';
import { deleteBankScoreOrders, insertBankScoreOrders, moveBankScoreOrdersToCountry } from './score-orders.ts';
import { countCountryStories } from './story-counts.ts';

// A bank's writes: its cold row, its counters row, its rank row, its score order rows, its hostnames, and its country's
// sums.

type Db = Kysely<Database>;

/** What a change of a bank's place needs: its row numbers, where it stands, and its counters (its country's sums). */
const placeById = preparedQuery<{ id: string }, RankPlace & { bankNo: number; storiesCount: number } & ScoreValues>(
  (db, param) =>
    db
      .selectFrom('banks')
      .innerJoin('bank_stats', 'bank_stats.bankNo', 'banks.bankNo')
      .innerJoin('bank_ranks', onRanksOfBank)
      .select([
        'banks.bankNo',
        ...RANK_PLACE_COLUMNS,
        'bank_stats.storiesCount',
        ...SCORE_COLUMNS.map((column) => `bank_stats.${column}` as const),
      ])
      .where('banks.id', '=', param('id')),
);

/** A bank's numbers, its place in the rankings and its counters, or undefined when there is no such bank. */
async function bankPlace(tx: Db, id: string) {
  const row = await placeById.executeTakeFirst(tx, { id });
  if (row === undefined) return undefined;
  const place: RankPlace = {
    seq: Number(row.seq),
    countryNo: Number(row.countryNo),
    rankKey: nullableNumber(row.rankKey),
    rank: nullableNumber(row.rank),
    countryRank: nullableNumber(row.countryRank),
  };
  return { bankNo: Number(row.bankNo), storiesCount: Number(row.storiesCount), scores: row as ScoreValues, place };
}

/** Adds a bank: its rows, unranked, and one more bank in its country. */
export async function insertBank(tx: Db, id: string, bank: BankWrite, at: string): Promise<void> {
  const countryNo = await requireCountry(tx, bank.countryId);
  const inserted = await tx
    .insertInto('banks')
    .values({ id, ...coldColumns(bank), claimedAt: null, createdAt: msOf(at), updatedAt: msOf(at) })
    .returning('bankNo')
    .executeTakeFirstOrThrow();
  const bankNo = Number(inserted.bankNo);
  const seq = await newSeq(bankSeqs(tx), id);
  await tx
    .insertInto('bank_stats')
    .values({ seq, bankNo, countryNo, nameKey: bank.nameKey, storiesCount: 0 })
    .execute();
  await tx
    .insertInto('bank_ranks')
    .values({ rankOrder: rankOrderOf(null), seq, countryNo, rank: null, countryRank: null })
    .execute();
  await insertBankScoreOrders(tx, seq, countryNo);
  await addToCountry(tx, countryNo, 1);
  await writeHostnames(tx, bankNo, bank.alternativeHostnames);
}

/** Rewrites a bank; one that moves to another country takes its place, votes, stories and products there. */
export async function updateBank(tx: Db, id: string, bank: BankWrite, at: string): Promise<boolean> {
  const before = await bankPlace(tx, id);
  if (!before) return false;
  const { bankNo, place } = before;
  const countryNo = await requireCountry(tx, bank.countryId);
  await tx
    .updateTable('banks')
    .set({ ...coldColumns(bank), updatedAt: msOf(at) })
    .where('bankNo', '=', bankNo)
    .execute();
  await tx.updateTable('bank_stats').set({ nameKey: bank.nameKey }).where('seq', '=', place.seq).execute();
  if (countryNo !== place.countryNo) {
    await moveInRanks(tx, place, { countryNo, rankKey: place.rankKey });
    await tx.updateTable('bank_stats').set({ countryNo }).where('seq', '=', place.seq).execute();
    await moveBankScoreOrdersToCountry(tx, place.seq, countryNo);
    for (const table of ['votes', 'stories', 'products'] as const) {
      await tx.updateTable(table).set({ countryNo }).where('bankNo', '=', bankNo).execute();
    }
    await moveBankScores(tx, before.scores, place.countryNo, countryNo);
    await countCountryStories(tx, place.countryNo, -before.storiesCount);
    await countCountryStories(tx, countryNo, before.storiesCount);
    await addToCountry(tx, place.countryNo, -1);
    await addToCountry(tx, countryNo, 1);
  }
  await tx.deleteFrom('bank_hostnames').where('bankNo', '=', bankNo).execute();
  await writeHostnames(tx, bankNo, bank.alternativeHostnames);
  return true;
}

/** Deletes a bank and everything of it, and takes it out of the rankings and its country's sums. */
export async function deleteBank(tx: Db, id: string): Promise<boolean> {
  const before = await bankPlace(tx, id);
  if (!before) return false;
  const { bankNo, place } = before;
  const { countryNo } = place;
  // Leave the rankings first, so the banks behind close up, and take the bank's votes out of its country.
  await moveInRanks(tx, place, { countryNo, rankKey: null });
  await tx.deleteFrom('bank_ranks').where('rankOrder', '=', rankOrderOf(null)).where('seq', '=', place.seq).execute();
  await moveBankScores(tx, before.scores, countryNo, null);
  await deleteBankScoreOrders(tx, place.seq);
  await countCountryStories(tx, countryNo, -before.storiesCount);
  // Children go explicitly, as no foreign key cascades.
  await tx
    .deleteFrom('story_thumbs')
    .where('storyId', 'in', (eb) => eb.selectFrom('stories').select('id').where('bankNo', '=', bankNo))
    .execute();
  for (const table of [
    'bank_hostnames',
    'stocks',
    'votes',
    'stories',
    'products',
    'representatives',
    'representative_applications',
    'bank_stats',
  ] as const) {
    await tx.deleteFrom(table).where('bankNo', '=', bankNo).execute();
  }
  await tx.deleteFrom('banks').where('bankNo', '=', bankNo).execute();
  await addToCountry(tx, countryNo, -1);
  return true;
}

async function requireCountry(tx: Db, countryId: string): Promise<number> {
  const countryNo = await countryNoOf(tx, countryId);
  if (countryNo === undefined) throw new Error(`no country ${countryId}`);
  return countryNo;
}

async function addToCountry(tx: Db, countryNo: number, delta: 1 | -1): Promise<void> {
  await tx
    .updateTable('countries')
    .set('banksCount', sql`${sql.ref('banksCount')} + ${delta}`)
    .where('countryNo', '=', countryNo)
    .execute();
}

function coldColumns(bank: BankWrite) {
  return {
    name: bank.name,
    url: bank.url,
    primaryHostname: bank.primaryHostname,
    description: bank.description,
    facts: factsColumn(bank.facts),
  };
}

async function writeHostnames(tx: Db, bankNo: number, hostnames: readonly string[]): Promise<void> {
  if (hostnames.length === 0) return;
  await tx
    .insertInto('bank_hostnames')
    .values(hostnames.map((hostname) => ({ bankNo, hostname })))
    .execute();
}

/** The facts as stored: JSON, or null for a bank without any (most generated ones), which then costs nothing. */
function factsColumn(facts: BankFacts | undefined): string | null {
  return facts && hasAnyFact(facts) ? JSON.stringify(facts) : null;
}
