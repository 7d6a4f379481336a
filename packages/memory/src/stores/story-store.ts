import { type StoryRecord, type StoryStore, type StoryWrite, storySortValue } from '@bankdir/core/driver';
import { keysetPage } from '../keyset.ts';
import type { MemoryDb } from '../memory-db.ts';
import type { StoryRow, Tables } from '../tables.ts';
import { compareIds, matchQuality } from '../text-match.ts';

/** A story with its bank's country and its thumbs-up count; the accounts behind the thumbs stay inside. */
function storyRecordOf(row: StoryRow, tables: Tables): StoryRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    bankId: row.bankId,
    countryId: tables.banks.get(row.bankId)!.countryId,
    text: row.text,
    tags: [...row.tags],
    thumbsUpCount: row.thumbsUpBy.length,
    hidden: row.hidden,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** A story's row: what the story says, and the thumbs, visibility and times it is stored with. */
function storyRow(
  story: StoryWrite,
  stored: Pick<StoryRow, 'thumbsUpBy' | 'hidden' | 'createdAt' | 'updatedAt'>,
): StoryRow {
  return {
    id: story.id,
    accountId: story.accountId,
    bankId: story.bankId,
    text: story.text,
    textKey: story.textKey,
    tags: [...story.tags],
    ...stored,
  };
}

function requireBank(tables: Tables, bankId: string): void {
  if (!tables.banks.has(bankId)) throw new Error(`a story names no bank (${bankId})`);
}

export function storyStore(db: MemoryDb): StoryStore {
  return {
    async list(query) {
      const tables = db.read();
      const kept = [...tables.stories.values()].filter(
        (story) =>
          !story.hidden &&
          (query.bankId === undefined || story.bankId === query.bankId) &&
          (query.accountId === undefined || story.accountId === query.accountId) &&
          (query.countryId === undefined || tables.banks.get(story.bankId)?.countryId === query.countryId) &&
          (query.tags === undefined || story.tags.some((tag) => query.tags!.includes(tag))) &&
          (query.search === undefined || story.textKey.includes(query.search)),
      );
      const sortValue = (story: StoryRow) => storySortValue(story, query.sortBy);
      const page = await keysetPage(
        {
          items: kept,
          sortValue,
          order: query.sortOrder,
          cursorValue: (id) => {
            const cursor = tables.stories.get(id);
            return cursor && sortValue(cursor);
          },
        },
        query.page,
      );
      return { ...page, items: page.items.map((story) => storyRecordOf(story, tables)) };
    },

    async get(id) {
      const tables = db.read();
      const story = tables.stories.get(id);
      return story && storyRecordOf(story, tables);
    },

    async search({ text, limit }) {
      const tables = db.read();
      const found: { story: StoryRow; quality: number }[] = [];
      for (const story of tables.stories.values()) {
        const quality = story.hidden ? undefined : matchQuality(story.textKey, text);
        if (quality !== undefined) found.push({ story, quality });
      }
      // By match, then newest first, then id.
      return found
        .sort(
          (a, b) =>
            a.quality - b.quality ||
            compareIds(b.story.createdAt, a.story.createdAt) ||
            compareIds(a.story.id, b.story.id),
        )
        .slice(0, limit)
        .map(({ story }) => storyRecordOf(story, tables));
    },

    create: (story, at) =>
      db.write((tables) => {
        requireBank(tables, story.bankId);
        const row = storyRow(story, { thumbsUpBy: [], hidden: false, createdAt: at, updatedAt: at });
        tables.stories.set(row.id, row);
        return storyRecordOf(row, tables);
      }),

    delete: (id) => db.write((tables) => tables.stories.delete(id)),

    setHidden: (id, hidden, at) =>
      db.write((tables) => {
        const current = tables.stories.get(id);
        if (!current) return undefined;
        const row = current.hidden === hidden ? current : { ...current, hidden, updatedAt: at };
        tables.stories.set(id, row);
        return storyRecordOf(row, tables);
      }),

    // A thumbs-up is no edit of the story: updatedAt stays.
    setThumbsUp: (id, accountId, given) =>
      db.write((tables) => {
        const current = tables.stories.get(id);
        if (!current) return undefined;
        const others = current.thumbsUpBy.filter((account) => account !== accountId);
        const row = { ...current, thumbsUpBy: given ? [...others, accountId] : others };
        tables.stories.set(id, row);
        return storyRecordOf(row, tables);
      }),

    async thumbsUpGiven(accountId, ids) {
      const tables = db.read();
      return new Set(ids.filter((id) => tables.stories.get(id)?.thumbsUpBy.includes(accountId)));
    },

    async listAll() {
      const tables = db.read();
      return [...tables.stories.values()]
        .sort((a, b) => compareIds(a.id, b.id))
        .map((row) => ({ ...storyRecordOf(row, tables), thumbsUpBy: [...row.thumbsUpBy].sort(compareIds) }));
    },

    importMany: (stories) =>
      db.write((tables) => {
        for (const story of stories) requireBank(tables, story.bankId);
        for (const story of stories)
          tables.stories.set(
            story.id,
            storyRow(story, {
              thumbsUpBy: [...new Set(story.thumbsUpBy)],
              hidden: story.hidden,
              createdAt: story.createdAt,
              updatedAt: story.createdAt,
            }),
          );
      }),
  };
}
