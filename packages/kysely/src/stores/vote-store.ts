import type { VoteCategory } from '@bankdir/core';
import type { Page, VoteListQuery, VoteRecord, VoteStore } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import type { EngineVoteWrites } from '../queries/engine-vote-writes.ts';
import { accountNoFor, accountNoOf, bankNoOf, filterNumbers } from '../queries/entity-numbers.ts';
import { chunks } from '../queries/id-chunks.ts';
import { inKeyOrder, lookUpCursor, readListPage, tableRows } from '../queries/keyset-page.ts';
import { tableOrder } from '../queries/list-order.ts';
import { withOwnerIds } from '../queries/owner-ids.ts';
import { preparedListQuery, preparedQuery } from '../queries/prepared-query.ts';
import { applyVoteDelta, readBankCounts, readCastContext } from '../queries/score-maintenance.ts';
import type { StoreConnection } from '../queries/store-connection.ts';
import { voteCategories } from '../schema/codes.ts';
import type { Database, VotesTable } from '../schema/database.ts';
import { isoOf, msOf } from '../schema/time.ts';
import { newVoteSeq } from '../sequence/vote-seq.ts';

type Db = Kysely<Database>;
type VoteWrite = Parameters<VoteStore['cast']>[0];
type CastResult = NonNullable<Awaited<ReturnType<VoteStore['cast']>>>;
type VoteImport = Parameters<VoteStore['importMany']>[0][number];

/** A vote with the ids of its account, bank and country, as selectVoteRows reads it. */
type VoteRow = Awaited<ReturnType<ReturnType<typeof selectVoteRows>['executeTakeFirstOrThrow']>>;

const VOTE_COLUMNS = ['seq', 'id', 'category', 'isUp', 'createdAt', 'updatedAt'] as const;

function selectVoteRows(db: Db) {
  return withOwnerIds(db.selectFrom('votes'), 'votes').select(VOTE_COLUMNS.map((column) => `votes.${column}` as const));
}

function voteRecordOf(row: VoteRow): VoteRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    bankId: row.bankId,
    countryId: row.countryId,
    category: voteCategories.value(row.category),
    isUp: Boolean(row.isUp),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

// A page's rows by seq, prepared once per size of list.
const voteRowsBySeqs = preparedListQuery<number, VoteRow>((db, seqs) =>
  selectVoteRows(db).where('votes.seq', 'in', seqs),
);

const voteById = preparedQuery<{ id: string }, VoteRow>((db, param) =>
  selectVoteRows(db).where('votes.id', '=', param('id')),
);

/** The vote an account cast on a bank in a category: what a new vote replaces. */
const ownVote = preparedQuery<
  { bankNo: number; accountNo: number; category: number },
  { seq: number; id: string; isUp: unknown; createdAt: number }
>((db, param) =>
  db
    .selectFrom('votes')
    .select(['seq', 'id', 'isUp', 'createdAt'])
    .where('bankNo', '=', param('bankNo'))
    .where('accountNo', '=', param('accountNo'))
    .where('category', '=', param('category')),
);

/** A vote's row as written: the table's columns, with isUp a boolean parameter. */
type VoteColumns = Omit<VotesTable, 'isUp'> & { isUp: boolean };

const insertVote = preparedQuery<VoteColumns, never>((db, param) =>
  db.insertInto('votes').values({
    seq: param('seq'),
    id: param('id'),
    bankNo: param('bankNo'),
    accountNo: param('accountNo'),
    countryNo: param('countryNo'),
    category: param('category'),
    isUp: param('isUp'),
    createdAt: param('createdAt'),
    updatedAt: param('updatedAt'),
  }),
);

const replaceVote = preparedQuery<{ seq: number; isUp: boolean; updatedAt: number }, never>((db, param) =>
  db
    .updateTable('votes')
    .set({ isUp: param('isUp'), updatedAt: param('updatedAt') })
    .where('seq', '=', param('seq')),
);

const deleteVote = preparedQuery<{ seq: number }, never>((db, param) =>
  db.deleteFrom('votes').where('seq', '=', param('seq')),
);

/** One page of votes, newest or oldest first. */
async function listVotes(db: Db, query: VoteListQuery): Promise<Page<VoteRecord>> {
  const { bankNo, countryNo } = await filterNumbers(db, query);
  // An account that never voted has no number: -1 matches no vote.
  const accountNo = query.accountId === undefined ? undefined : ((await accountNoOf(db, query.accountId)) ?? -1);
  const filtered = () => {
    let q = db.selectFrom('votes');
    if (bankNo !== undefined) q = q.where('bankNo', '=', bankNo);
    if (accountNo !== undefined) q = q.where('accountNo', '=', accountNo);
    if (countryNo !== undefined) q = q.where('countryNo', '=', countryNo);
    if (query.categories !== undefined)
      q = q.where(
        'category',
        'in',
        query.categories.map((category) => voteCategories.code(category)),
      );
    if (query.isUp !== undefined) q = q.where('isUp', '=', query.isUp);
    return q;
  };
  // Everything `filtered` depends on: its statements are then prepared once per shape.
  const shape = JSON.stringify(['votes', bankNo, countryNo, accountNo, query.categories, query.isUp]);
  const order = tableOrder('votes', 'createdAt', query.sortOrder);
  const page = await readListPage<VoteRow>(
    {
      filtered,
      prepared: { db, shape },
      order: order.keyset,
      keyOfId: (id) =>
        lookUpCursor(
          { db, column: order.cursorColumn, table: tableRows(db, 'votes'), list: { shape, rows: filtered } },
          id,
        ),
      rowsOf: async (keys) => {
        if (keys.length === 0) return [];
        const rows = await voteRowsBySeqs.execute(
          db,
          keys.map((key) => Number(key.tie)),
        );
        return inKeyOrder(keys, rows, (row) => Number(row.seq));
      },
      keyOf: (row) => ({ value: order.valueOf(row), tie: Number(row.seq) }),
    },
    query.page,
  );
  return { ...page, items: page.items.map(voteRecordOf) };
}

/** The numbers of the account and bank of a vote, and the vote already there; undefined parts do not exist. */
async function locate(tx: Db, accountId: string, bankId: string, category: VoteCategory) {
  const [accountNo, bankNo] = [await accountNoOf(tx, accountId), await bankNoOf(tx, bankId)];
  if (accountNo === undefined || bankNo === undefined) return undefined;
  const vote = await ownVote.executeTakeFirst(tx, { bankNo, accountNo, category: voteCategories.code(category) });
  return vote && { ...vote, accountNo, bankNo };
}

/** The record of a vote just cast, from what the caller sent and what the storage answered. */
function castRecord(vote: VoteWrite, at: string, id: string, createdAt: string, countryId: string): VoteRecord {
  return {
    id,
    accountId: vote.accountId,
    bankId: vote.bankId,
    countryId,
    category: vote.category,
    isUp: vote.isUp,
    createdAt,
    updatedAt: at,
  };
}

/** The shared path of a cast, inside the write transaction: replaces the account's vote or adds one, then the counts. */
async function castInTransaction(tx: Db, vote: VoteWrite, at: string): Promise<CastResult | undefined> {
  const category = voteCategories.code(vote.category);
  const updatedAt = msOf(at);
  const context = await readCastContext(tx, vote.bankId, vote.category, category, vote.accountId);
  if (context === undefined) return undefined;
  const { counts, voter } = context;
  const accountNo = voter.accountNo ?? (await accountNoFor(tx, vote.accountId));
  const { countryId } = counts.country;
  const earlier = voter.vote;
  if (earlier !== null) {
    await replaceVote.execute(tx, { seq: earlier.seq, isUp: vote.isUp, updatedAt });
    if (earlier.isUp !== vote.isUp) {
      const sign = vote.isUp ? 1 : -1;
      await applyVoteDelta(tx, counts, { category: vote.category, up: sign, down: -sign });
    }
    return { vote: castRecord(vote, at, earlier.id, isoOf(earlier.createdAt), countryId), created: false };
  }
  const seq = await newVoteSeq(tx, updatedAt, vote.id);
  await insertVote.execute(tx, {
    seq,
    id: vote.id,
    bankNo: counts.bankNo,
    accountNo,
    countryNo: counts.countryNo,
    category,
    isUp: vote.isUp,
    createdAt: updatedAt,
    updatedAt,
  });
  await applyVoteDelta(tx, counts, { category: vote.category, up: vote.isUp ? 1 : 0, down: vote.isUp ? 0 : 1 });
  return { vote: castRecord(vote, at, vote.id, at, countryId), created: true };
}

/** The shared path of a retraction, inside the write transaction: the vote goes, then the counts. */
async function retractInTransaction(tx: Db, accountId: string, bankId: string, category: VoteCategory) {
  const existing = await locate(tx, accountId, bankId, category);
  if (!existing) return undefined;
  const record = (await voteById.executeTakeFirst(tx, { id: existing.id }))!;
  await deleteVote.execute(tx, { seq: Number(existing.seq) });
  const counts = (await readBankCounts(tx, bankId, category))!;
  const wasUp = Boolean(existing.isUp);
  await applyVoteDelta(tx, counts, { category, up: wasUp ? -1 : 0, down: wasUp ? 0 : -1 });
  return voteRecordOf(record);
}

/** Votes of an import, inside its transaction: each placed by its own time, the counts left to the importer. */
async function importVotes(tx: Db, votes: readonly VoteImport[]): Promise<void> {
  if (votes.length === 0) return;
  const banks = new Map<string, { bankNo: number; countryNo: number }>();
  for (const part of chunks([...new Set(votes.map((vote) => vote.bankId))])) {
    const rows = await tx
      .selectFrom('banks')
      .innerJoin('bank_stats', 'bank_stats.bankNo', 'banks.bankNo')
      .select(['banks.id', 'banks.bankNo', 'bank_stats.countryNo'])
      .where('banks.id', 'in', part)
      .execute();
    for (const row of rows) banks.set(row.id, { bankNo: Number(row.bankNo), countryNo: Number(row.countryNo) });
  }
  const accounts = new Map<string, number>();
  for (const accountId of new Set(votes.map((vote) => vote.accountId)))
    accounts.set(accountId, await accountNoFor(tx, accountId));
  for (const vote of votes) {
    const bank = banks.get(vote.bankId);
    if (bank === undefined) throw new Error(`vote ${vote.id} names no bank (${vote.bankId})`);
    await insertVote.execute(tx, {
      seq: await newVoteSeq(tx, msOf(vote.createdAt), vote.id),
      id: vote.id,
      bankNo: bank.bankNo,
      accountNo: accounts.get(vote.accountId)!,
      countryNo: bank.countryNo,
      category: voteCategories.code(vote.category),
      isUp: vote.isUp,
      createdAt: msOf(vote.createdAt),
      updatedAt: msOf(vote.updatedAt),
    });
  }
}

/** The vote store; `engineWrites`, when the engine has them, casts and retracts in one statement each. */
export function voteStore(connection: StoreConnection, engineWrites?: EngineVoteWrites): VoteStore {
  const { db } = connection;
  return {
    list: (query) => listVotes(db, query),

    async get(id) {
      const row = await voteById.executeTakeFirst(db, { id });
      return row && voteRecordOf(row);
    },

    async find(accountId, bankId, category) {
      const found = await locate(db, accountId, bankId, category);
      const row = found && (await voteById.executeTakeFirst(db, { id: found.id }));
      return row && voteRecordOf(row);
    },

    cast: (vote, at) => {
      if (engineWrites === undefined) return connection.atomic((tx) => castInTransaction(tx, vote, at));
      return engineWrites.cast(db, { ...vote, category: voteCategories.code(vote.category), at: msOf(at) }).then(
        (cast) =>
          cast && {
            vote: castRecord(vote, at, cast.id, isoOf(cast.createdAt), cast.countryId),
            created: cast.created,
          },
      );
    },

    retract: (accountId, bankId, category) => {
      if (engineWrites === undefined)
        return connection.atomic((tx) => retractInTransaction(tx, accountId, bankId, category));
      return engineWrites.retract(db, { accountId, bankId, category: voteCategories.code(category) }).then(
        (gone) =>
          gone && {
            id: gone.id,
            accountId,
            bankId,
            countryId: gone.countryId,
            category,
            isUp: gone.isUp,
            createdAt: isoOf(gone.createdAt),
            updatedAt: isoOf(gone.updatedAt),
          },
      );
    },

    importMany: (votes) => connection.atomic((tx) => importVotes(tx, votes)),
  };
}
