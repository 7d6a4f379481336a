import { SCORE_SORT_KEYS, type VoteCategory } from '@bankdir/core';
import { type Kysely, sql } from 'kysely';
import { productCategories, productStatuses, productTypes, tagMaskOf, voteCategories } from '../../schema/codes.ts';
import { isSqlite } from '../../schema/engine.ts';
import { nullableNumber } from '../../schema/numbers.ts';
import { dayOf, msOf, msOrNull } from '../../schema/time.ts';
import { SEQ_STEP } from '../../sequence/new-seq.ts';

// Copies the rows of the first layout (text ids everywhere, ISO timestamps, enum names) into the lean tables under
// `prefix`. Rows are read in id order, a batch at a time, so seqs are handed out in order a step apart and no batch
// holds more than a few thousand rows. Only SQLite files made before the lean layout have rows to copy: every other
// database runs this on empty tables.

// biome-ignore lint/suspicious/noExplicitAny: reads and writes tables the schema types do not describe
type Db = Kysely<any>;
type Row = Record<string, unknown>;

const BATCH = 2_000;

export async function copyLegacyRows(db: Db, prefix: string): Promise<void> {
  const into = (table: string) => `${prefix}${table}`;
  const insert = async (table: string, rows: Row[], columns: number) => {
    // Bound parameters stay under every engine's limit per statement.
    const perStatement = Math.max(1, Math.floor(30_000 / columns));
    for (let start = 0; start < rows.length; start += perStatement)
      await db
        .insertInto(into(table))
        .values(rows.slice(start, start + perStatement))
        .execute();
  };
  const bool = (value: unknown) => Boolean(Number(value));

  const countryNo = new Map<string, number>();
  for await (const rows of inIdOrder(db, 'countries')) {
    const lean = rows.map((row) => {
      countryNo.set(row.id as string, countryNo.size + 1);
      return {
        countryNo: countryNo.size,
        id: row.id,
        name: row.name,
        nameKey: row.nameKey,
        code: row.code,
        emoji: row.emoji,
        banksCount: Number(row.banksCount),
        storiesCount: Number(row.storiesCount),
        rank: nullableNumber(row.rank),
        rankKey: nullableNumber(row.rankKey),
        createdAt: msOf(row.createdAt as string),
        updatedAt: msOf(row.updatedAt as string),
        ...scoresOf(row),
      };
    });
    await insert('countries', lean, 12 + SCORE_SORT_KEYS.length);
  }

  for await (const rows of inIdOrder(db, 'markets')) {
    const lean = rows.map((row) => ({
      ...row,
      isTvEmbeddable: bool(row.isTvEmbeddable),
      createdAt: msOf(row.createdAt as string),
      updatedAt: msOf(row.updatedAt as string),
    }));
    await insert('markets', lean, 9);
  }

  const accountNo = new Map<string, number>();
  for (const table of ['votes', 'representatives', 'stories', 'story_thumbs']) {
    const { rows } = await sql<{
      accountId: string;
    }>`select distinct ${sql.ref('accountId')} from ${sql.table(table)}`.execute(db);
    for (const { accountId } of rows) if (!accountNo.has(accountId)) accountNo.set(accountId, accountNo.size + 1);
  }
  const accounts = [...accountNo].sort((a, b) => a[1] - b[1]).map(([id, no]) => ({ accountNo: no, id }));
  await insert('accounts', accounts, 2);

  const facts = new Map<string, string>();
  for (const row of await db.selectFrom('bank_facts').selectAll().execute())
    facts.set(row.bankId as string, row.facts as string);
  const bankNo = new Map<string, number>();
  for await (const rows of inIdOrder(db, 'banks')) {
    const banks: Row[] = [];
    const stats: Row[] = [];
    for (const row of rows) {
      const no = bankNo.size + 1;
      bankNo.set(row.id as string, no);
      banks.push({
        bankNo: no,
        id: row.id,
        name: row.name,
        url: row.url,
        primaryHostname: row.primaryHostname,
        description: row.description,
        facts: facts.get(row.id as string) ?? null,
        claimedAt: msOrNull(row.claimedAt as string | null),
        createdAt: msOf(row.createdAt as string),
        updatedAt: msOf(row.updatedAt as string),
      });
      stats.push({
        seq: (no - 1) * SEQ_STEP,
        bankNo: no,
        countryNo: required(countryNo, row.countryId, 'country'),
        nameKey: row.nameKey,
        storiesCount: Number(row.storiesCount),
        rank: nullableNumber(row.rank),
        countryRank: nullableNumber(row.countryRank),
        rankKey: nullableNumber(row.rankKey),
        ...scoresOf(row),
      });
    }
    await insert('banks', banks, 10);
    await insert('bank_stats', stats, 8 + SCORE_SORT_KEYS.length);
  }

  const hostnames = await db.selectFrom('bank_hostnames').selectAll().execute();
  await insert(
    'bank_hostnames',
    hostnames.map((row: Row) => ({ bankNo: required(bankNo, row.bankId, 'bank'), hostname: row.hostname })),
    2,
  );

  for await (const rows of inIdOrder(db, 'stocks')) {
    const lean = rows.map((row) => ({
      id: row.id,
      symbol: row.symbol,
      isPrimary: bool(row.isPrimary),
      marketId: row.marketId,
      bankNo: required(bankNo, row.bankId, 'bank'),
      createdAt: msOf(row.createdAt as string),
      updatedAt: msOf(row.updatedAt as string),
    }));
    await insert('stocks', lean, 7);
  }

  let voteSeq = 0;
  for await (const rows of inIdOrder(db, 'votes')) {
    const lean = rows.map((row) => ({
      seq: voteSeq++ * SEQ_STEP,
      id: row.id,
      bankNo: required(bankNo, row.bankId, 'bank'),
      accountNo: required(accountNo, row.accountId, 'account'),
      countryNo: required(countryNo, row.countryId, 'country'),
      category: voteCategories.code(row.category as never),
      isUp: bool(row.isUp),
      createdAt: msOf(row.createdAt as string),
      updatedAt: msOf(row.updatedAt as string),
    }));
    await insert('votes', lean, 9);
  }

  let productSeq = 0;
  for await (const rows of inIdOrder(db, 'products')) {
    const lean = rows.map((row) => ({
      ...row,
      seq: productSeq++ * SEQ_STEP,
      bankId: undefined,
      countryId: undefined,
      bankNo: required(bankNo, row.bankId, 'bank'),
      countryNo: required(countryNo, row.countryId, 'country'),
      category: productCategories.code(row.category as never),
      type: productTypes.code(row.type as never),
      status: productStatuses.code(row.status as never),
      hidden: bool(row.hidden),
      isPublic: bool(row.isPublic),
      effectiveDate: dayOf(row.effectiveDate as string | null),
      createdAt: msOf(row.createdAt as string),
      updatedAt: msOf(row.updatedAt as string),
    }));
    for (const row of lean) {
      delete row.bankId;
      delete row.countryId;
    }
    await insert('products', lean, 32);
  }

  let storySeq = 0;
  for await (const rows of inIdOrder(db, 'stories')) {
    const lean = rows.map((row) => ({
      seq: storySeq++ * SEQ_STEP,
      id: row.id,
      bankNo: required(bankNo, row.bankId, 'bank'),
      countryNo: required(countryNo, row.countryId, 'country'),
      accountNo: required(accountNo, row.accountId, 'account'),
      text: row.text,
      textKey: row.textKey,
      tags: row.tags,
      tagMask: tagMaskOf(JSON.parse(row.tags as string) as VoteCategory[]),
      thumbsUpCount: Number(row.thumbsUpCount),
      hidden: bool(row.hidden),
      createdAt: msOf(row.createdAt as string),
      updatedAt: msOf(row.updatedAt as string),
    }));
    await insert('stories', lean, 13);
  }
  const thumbs = await db.selectFrom('story_thumbs').selectAll().execute();
  await insert(
    'story_thumbs',
    thumbs.map((row: Row) => ({
      storyId: row.storyId,
      accountNo: required(accountNo, row.accountId, 'account'),
      createdAt: msOf(row.createdAt as string),
    })),
    3,
  );

  const representatives = await db.selectFrom('representatives').selectAll().execute();
  await insert(
    'representatives',
    representatives.map((row: Row) => ({
      accountNo: required(accountNo, row.accountId, 'account'),
      bankNo: required(bankNo, row.bankId, 'bank'),
      approvedAt: msOf(row.approvedAt as string),
    })),
    3,
  );

  if (!isSqlite(db)) {
    // Numbers given explicitly above: the identities go on from the largest.
    for (const [table, column] of [
      ['countries', 'countryNo'],
      ['accounts', 'accountNo'],
      ['banks', 'bankNo'],
    ] as const) {
      await sql`select setval(pg_get_serial_sequence(${into(table)}, ${column}), coalesce(max(${sql.ref(column)}), 0) + 1, false) from ${sql.table(into(table))}`.execute(
        db,
      );
    }
  }
}

/** The rows of a legacy table in id order, a batch at a time. */
async function* inIdOrder(db: Db, table: string): AsyncGenerator<Row[]> {
  let after: string | null = null;
  for (;;) {
    let query = db.selectFrom(table).selectAll().orderBy('id').limit(BATCH);
    if (after !== null) query = query.where('id', '>', after);
    const rows = (await query.execute()) as Row[];
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id as string;
    if (rows.length < BATCH) return;
  }
}

function required(numbers: ReadonlyMap<string, number>, id: unknown, kind: string): number {
  const no = numbers.get(id as string);
  if (no === undefined) throw new Error(`a row names a ${kind} that does not exist: ${String(id)}`);
  return no;
}

/** The 60 score columns of a row, as numbers. */
function scoresOf(row: Row): Row {
  return Object.fromEntries(SCORE_SORT_KEYS.map((column) => [column, Number(row[column])]));
}
