import type { VoteCategory } from '@bankdir/core';
import type { Page, StoryListQuery, StoryRecord, StoryStore } from '@bankdir/core/driver';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { accountNoFor, accountNoOf, filterNumbers } from '../queries/entity-numbers.ts';
import { chunks } from '../queries/id-chunks.ts';
import { containsPattern, inKeyOrder, lookUpCursor, readListPage, tableRows } from '../queries/keyset-page.ts';
import { tableOrder } from '../queries/list-order.ts';
import { withOwnerIds } from '../queries/owner-ids.ts';
import { preparedListQuery } from '../queries/prepared-query.ts';
import type { StoreConnection } from '../queries/store-connection.ts';
import { countStories } from '../queries/story-counts.ts';
import { holds, matchQuality } from '../queries/text-search.ts';
import { tagMaskOf } from '../schema/codes.ts';
import type { Database } from '../schema/database.ts';
import { isoOf, msOf } from '../schema/time.ts';
import { newSeq } from '../sequence/new-seq.ts';
import { storySeqs } from '../sequence/seq-tables.ts';

type Db = Kysely<Database>;

/** Written exactly as the partial indexes' predicate, so every engine sees that they cover the walk. */
const IS_VISIBLE = sql<SqlBool>`${sql.ref('hidden')} = false`;

/** A story with the ids of its account, bank and country, as selectStoryRows reads it. */
type StoryRow = Awaited<ReturnType<ReturnType<typeof selectStoryRows>['executeTakeFirstOrThrow']>>;

const STORY_COLUMNS = [
  'seq',
  'id',
  'bankNo',
  'countryNo',
  'text',
  'tags',
  'thumbsUpCount',
  'hidden',
  'createdAt',
  'updatedAt',
] as const;

function selectStoryRows(db: Db) {
  return withOwnerIds(db.selectFrom('stories'), 'stories').select(
    STORY_COLUMNS.map((column) => `stories.${column}` as const),
  );
}

function storyRecordOf(row: StoryRow): StoryRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    bankId: row.bankId,
    countryId: row.countryId,
    text: row.text,
    tags: JSON.parse(row.tags) as VoteCategory[],
    thumbsUpCount: Number(row.thumbsUpCount),
    hidden: Boolean(row.hidden),
    createdAt: isoOf(row.createdAt),
    updatedAt: isoOf(row.updatedAt),
  };
}

/** A bank's numbers by its id, or undefined when there is no such bank. */
async function bankPlace(tx: Db, bankId: string) {
  const row = await tx
    .selectFrom('banks')
    .innerJoin('bank_stats', 'bank_stats.bankNo', 'banks.bankNo')
    .select(['banks.bankNo', 'bank_stats.countryNo'])
    .where('banks.id', '=', bankId)
    .executeTakeFirst();
  return row && { bankNo: Number(row.bankNo), countryNo: Number(row.countryNo) };
}

async function getRow(tx: Db, id: string) {
  return (await selectStoryRows(tx).where('stories.id', '=', id).executeTakeFirst()) as StoryRow | undefined;
}

// A page's rows by seq, prepared once per size of list.
const storyRowsBySeqs = preparedListQuery<number, StoryRow>((db, seqs) =>
  selectStoryRows(db).where('stories.seq', 'in', seqs),
);

/** One page of visible stories. */
async function listStories(db: Db, query: StoryListQuery): Promise<Page<StoryRecord>> {
  const { bankNo, countryNo } = await filterNumbers(db, query);
  // An account that never wrote has no number: -1 matches no story.
  const accountNo = query.accountId === undefined ? undefined : ((await accountNoOf(db, query.accountId)) ?? -1);
  const filtered = () => {
    let q = db.selectFrom('stories').where(IS_VISIBLE);
    if (bankNo !== undefined) q = q.where('bankNo', '=', bankNo);
    if (accountNo !== undefined) q = q.where('accountNo', '=', accountNo);
    if (countryNo !== undefined) q = q.where('countryNo', '=', countryNo);
    if (query.tags !== undefined) q = q.where(sql<SqlBool>`(${sql.ref('tagMask')} & ${tagMaskOf(query.tags)}) <> 0`);
    if (query.search !== undefined)
      q = q.where(sql<SqlBool>`${sql.ref('textKey')} like ${containsPattern(query.search)} escape '\\'`);
    return q;
  };
  // Everything `filtered` depends on: its statements are then prepared once per shape.
  const shape = JSON.stringify(['stories', bankNo, countryNo, accountNo, query.tags, query.search]);
  const order = tableOrder('stories', query.sortBy, query.sortOrder);
  const page = await readListPage<StoryRow>(
    {
      filtered,
      prepared: { db, shape },
      order: order.keyset,
      keyOfId: (id) =>
        lookUpCursor(
          { db, column: order.cursorColumn, table: tableRows(db, 'stories'), list: { shape, rows: filtered } },
          id,
        ),
      rowsOf: async (keys) => {
        if (keys.length === 0) return [];
        const seqs = keys.map((key) => Number(key.tie));
        const rows = await storyRowsBySeqs.execute(db, seqs);
        return inKeyOrder(keys, rows, (row) => Number(row.seq));
      },
      keyOf: (row) => ({ value: order.valueOf(row), tie: Number(row.seq) }),
    },
    query.page,
  );
  return { ...page, items: page.items.map(storyRecordOf) };
}

export function storyStore(connection: StoreConnection): StoryStore {
  const { db } = connection;

  return {
    list: (query) => listStories(db, query),

    async get(id) {
      const row = await getRow(db, id);
      return row && storyRecordOf(row);
    },

    async listAll() {
      const rows = (await selectStoryRows(db).orderBy('stories.id').execute()) as StoryRow[];
      const thumbs = await db
        .selectFrom('story_thumbs')
        .innerJoin('accounts', 'accounts.accountNo', 'story_thumbs.accountNo')
        .select(['story_thumbs.storyId', 'accounts.id as accountId'])
        .orderBy('accounts.id')
        .execute();
      const byStory = new Map<string, string[]>();
      for (const { storyId, accountId } of thumbs) byStory.set(storyId, [...(byStory.get(storyId) ?? []), accountId]);
      return rows.map((row) => ({ ...storyRecordOf(row), thumbsUpBy: byStory.get(row.id) ?? [] }));
    },

    async search({ text, limit }) {
      const rows = (await selectStoryRows(db)
        .where(IS_VISIBLE)
        .where(holds('stories.textKey', text))
        .orderBy(matchQuality('stories.textKey', text))
        .orderBy('stories.createdAt', 'desc')
        .orderBy('stories.id')
        .limit(limit)
        .execute()) as StoryRow[];
      return rows.map(storyRecordOf);
    },

    create: (story, at) =>
      connection.atomic(async (tx) => {
        const place = await bankPlace(tx, story.bankId);
        if (!place) throw new Error(`a story names no bank (${story.bankId})`);
        await tx
          .insertInto('stories')
          .values({
            seq: await newSeq(storySeqs(tx), story.id),
            id: story.id,
            ...place,
            accountNo: await accountNoFor(tx, story.accountId),
            text: story.text,
            textKey: story.textKey,
            tags: JSON.stringify(story.tags),
            tagMask: tagMaskOf(story.tags),
            thumbsUpCount: 0,
            hidden: false,
            createdAt: msOf(at),
            updatedAt: msOf(at),
          })
          .execute();
        await countStories(tx, place, 1);
        return storyRecordOf((await getRow(tx, story.id))!);
      }),

    delete: (id) =>
      connection.atomic(async (tx) => {
        const row = await getRow(tx, id);
        if (!row) return false;
        await tx.deleteFrom('story_thumbs').where('storyId', '=', id).execute();
        await tx.deleteFrom('stories').where('id', '=', id).execute();
        if (!row.hidden) await countStories(tx, row, -1);
        return true;
      }),

    setHidden: (id, hidden, at) =>
      connection.atomic(async (tx) => {
        const row = await getRow(tx, id);
        if (!row) return undefined;
        if (Boolean(row.hidden) !== hidden) {
          await tx
            .updateTable('stories')
            .set({ hidden, updatedAt: msOf(at) })
            .where('id', '=', id)
            .execute();
          await countStories(tx, row, hidden ? -1 : 1);
        }
        return storyRecordOf((await getRow(tx, id))!);
      }),

    setThumbsUp: (id, accountId, given, at) => connection.atomic((tx) => setThumbsUp(tx, id, accountId, given, at)),

    async thumbsUpGiven(accountId, ids) {
      // An account that never wrote, voted or thumbed up has no number, and so no thumbs-up.
      const accountNo = ids.length === 0 ? undefined : await accountNoOf(db, accountId);
      if (accountNo === undefined) return new Set<string>();
      const rows = await db
        .selectFrom('story_thumbs')
        .select('storyId')
        .where('accountNo', '=', accountNo)
        .where('storyId', 'in', [...ids])
        .execute();
      return new Set(rows.map((row) => row.storyId));
    },

    importMany: (stories) => connection.atomic((tx) => importStories(tx, stories)),
  };
}

/** Gives or takes back an account's thumbs-up on a story, and counts it; undefined when there is no such story. */
async function setThumbsUp(tx: Db, id: string, accountId: string, given: boolean, at: string) {
  if (!(await getRow(tx, id))) return undefined;
  const accountNo = await accountNoFor(tx, accountId);
  // The thumb row's key makes giving twice, or taking back what was not given, change nothing and count nothing.
  const changed = given
    ? (
        await tx
          .insertInto('story_thumbs')
          .values({ storyId: id, accountNo, createdAt: msOf(at) })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirstOrThrow()
      ).numInsertedOrUpdatedRows
    : (
        await tx
          .deleteFrom('story_thumbs')
          .where('storyId', '=', id)
          .where('accountNo', '=', accountNo)
          .executeTakeFirstOrThrow()
      ).numDeletedRows;
  if (changed) {
    await tx
      .updateTable('stories')
      .set('thumbsUpCount', sql`${sql.ref('thumbsUpCount')} + ${given ? 1 : -1}`)
      .where('id', '=', id)
      .execute();
  }
  return storyRecordOf((await getRow(tx, id))!);
}

/** Stories as an export holds them, with their thumbs-up. */
async function importStories(tx: Db, stories: Parameters<StoryStore['importMany']>[0]): Promise<void> {
  const places = new Map<string, { bankNo: number; countryNo: number }>();
  for (const bankId of new Set(stories.map((story) => story.bankId))) {
    const place = await bankPlace(tx, bankId);
    if (!place) throw new Error(`a story names no bank (${bankId})`);
    places.set(bankId, place);
  }
  const seqs = storySeqs(tx);
  for (const story of stories) {
    await tx
      .insertInto('stories')
      .values({
        seq: await newSeq(seqs, story.id),
        id: story.id,
        ...places.get(story.bankId)!,
        accountNo: await accountNoFor(tx, story.accountId),
        text: story.text,
        textKey: story.textKey,
        tags: JSON.stringify(story.tags),
        tagMask: tagMaskOf(story.tags),
        thumbsUpCount: story.thumbsUpBy.length,
        hidden: story.hidden,
        createdAt: msOf(story.createdAt),
        updatedAt: msOf(story.createdAt),
      })
      .execute();
  }
  const thumbs: { storyId: string; accountNo: number; createdAt: number }[] = [];
  for (const story of stories)
    for (const accountId of story.thumbsUpBy)
      thumbs.push({
        storyId: story.id,
        accountNo: await accountNoFor(tx, accountId),
        createdAt: msOf(story.createdAt),
      });
  for (const part of chunks(thumbs, 300)) await tx.insertInto('story_thumbs').values(part).execute();
}
