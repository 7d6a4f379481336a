import { type Page, type StoryRecord, type StoryStore, VOTE_CATEGORIES, type VoteCategory } from '@bankdir/core';
import { type Selectable, type SqlBool, sql } from 'kysely';
import { containsPattern, readRowsPage } from '../queries/keyset-page.ts';
import type { Scope } from '../queries/scope.ts';
import { countStories } from '../queries/story-counts.ts';
import { holds, matchQuality } from '../queries/text-search.ts';
import type { StoriesTable } from '../schema/database.ts';

type StoryRow = Selectable<StoriesTable>;

/** Written exactly as the partial indexes' predicate, so every engine sees that they cover the walk. */
const IS_VISIBLE = sql<SqlBool>`${sql.ref('hidden')} = false`;

/** The tags as bits: bit i is VOTE_CATEGORIES[i]. */
export function tagMaskOf(tags: readonly VoteCategory[]): number {
  return tags.reduce((mask, tag) => mask | (1 << VOTE_CATEGORIES.indexOf(tag)), 0);
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
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function storyStore(scope: Scope): StoryStore {
  const { db } = scope;
  const getRow = (tx: Scope['db'], id: string) =>
    tx.selectFrom('stories').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    async list(query): Promise<Page<StoryRecord>> {
      const filtered = () => {
        let q = db.selectFrom('stories').where(IS_VISIBLE);
        if (query.bankId !== undefined) q = q.where('bankId', '=', query.bankId);
        if (query.countryId !== undefined) q = q.where('countryId', '=', query.countryId);
        if (query.tags !== undefined)
          q = q.where(sql<SqlBool>`(${sql.ref('tagMask')} & ${tagMaskOf(query.tags)}) <> 0`);
        if (query.search !== undefined)
          q = q.where(sql<SqlBool>`${sql.ref('textKey')} like ${containsPattern(query.search)} escape '\\'`);
        return q;
      };
      const order = { column: query.sortBy, order: query.sortOrder, nullable: false };
      const page = await readRowsPage<StoryRow>(db, 'stories', order, filtered, query.page);
      return { ...page, items: page.items.map(storyRecordOf) };
    },

    async get(id) {
      const row = await getRow(db, id);
      return row && storyRecordOf(row);
    },

    async search({ text, limit }) {
      const rows = await db
        .selectFrom('stories')
        .selectAll()
        .where(IS_VISIBLE)
        .where(holds('textKey', text))
        .orderBy(matchQuality('textKey', text))
        .orderBy('createdAt', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
      return rows.map(storyRecordOf);
    },

    create: (story, at) =>
      scope.atomic(async (tx) => {
        const bank = await tx
          .selectFrom('banks')
          .select('countryId')
          .where('id', '=', story.bankId)
          .executeTakeFirstOrThrow();
        const row: StoryRow = {
          id: story.id,
          bankId: story.bankId,
          countryId: bank.countryId,
          accountId: story.accountId,
          text: story.text,
          textKey: story.textKey,
          tags: JSON.stringify(story.tags),
          tagMask: tagMaskOf(story.tags),
          thumbsUpCount: 0,
          hidden: false,
          createdAt: at,
          updatedAt: at,
        };
        await tx.insertInto('stories').values(row).execute();
        await countStories(tx, row, 1);
        return storyRecordOf(row);
      }),

    delete: (id) =>
      scope.atomic(async (tx) => {
        const row = await getRow(tx, id);
        if (!row) return false;
        await tx.deleteFrom('story_thumbs').where('storyId', '=', id).execute();
        await tx.deleteFrom('stories').where('id', '=', id).execute();
        if (!row.hidden) await countStories(tx, row, -1);
        return true;
      }),

    setHidden: (id, hidden, at) =>
      scope.atomic(async (tx) => {
        const row = await getRow(tx, id);
        if (!row) return undefined;
        if (Boolean(row.hidden) !== hidden) {
          await tx.updateTable('stories').set({ hidden, updatedAt: at }).where('id', '=', id).execute();
          await countStories(tx, row, hidden ? -1 : 1);
        }
        return storyRecordOf((await getRow(tx, id))!);
      }),

    setThumbsUp: (id, accountId, given, at) =>
      scope.atomic(async (tx) => {
        if (!(await getRow(tx, id))) return undefined;
        const existing = await tx
          .selectFrom('story_thumbs')
          .select('accountId')
          .where('storyId', '=', id)
          .where('accountId', '=', accountId)
          .executeTakeFirst();
        if (given && !existing) {
          await tx.insertInto('story_thumbs').values({ storyId: id, accountId, createdAt: at }).execute();
        } else if (!given && existing) {
          await tx.deleteFrom('story_thumbs').where('storyId', '=', id).where('accountId', '=', accountId).execute();
        }
        if (given !== Boolean(existing)) {
          await tx
            .updateTable('stories')
            .set('thumbsUpCount', sql`${sql.ref('thumbsUpCount')} + ${given ? 1 : -1}`)
            .where('id', '=', id)
            .execute();
        }
        return storyRecordOf((await getRow(tx, id))!);
      }),

    importMany: (stories) =>
      scope.atomic(async (tx) => {
        const countryOf = new Map<string, string>();
        for (const bankId of new Set(stories.map((story) => story.bankId))) {
          const bank = await tx.selectFrom('banks').select('countryId').where('id', '=', bankId).executeTakeFirst();
          if (!bank) throw new Error(`a story names no bank (${bankId})`);
          countryOf.set(bankId, bank.countryId);
        }
        // Twelve columns a row: batches stay under every engine's bound-parameter limit.
        for (let start = 0; start < stories.length; start += 100) {
          const rows = stories.slice(start, start + 100).map(
            (story): StoryRow => ({
              id: story.id,
              bankId: story.bankId,
              countryId: countryOf.get(story.bankId)!,
              accountId: story.accountId,
              text: story.text,
              textKey: story.textKey,
              tags: JSON.stringify(story.tags),
              tagMask: tagMaskOf(story.tags),
              thumbsUpCount: story.thumbsUpBy.length,
              hidden: story.hidden,
              createdAt: story.createdAt,
              updatedAt: story.createdAt,
            }),
          );
          if (rows.length > 0) await tx.insertInto('stories').values(rows).execute();
        }
        const thumbs = stories.flatMap((story) =>
          story.thumbsUpBy.map((accountId) => ({ storyId: story.id, accountId, createdAt: story.createdAt })),
        );
        for (let start = 0; start < thumbs.length; start += 300)
          await tx
            .insertInto('story_thumbs')
            .values(thumbs.slice(start, start + 300))
            .execute();
      }),
  };
}
