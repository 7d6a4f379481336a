import type { Kysely } from 'kysely';
import { orderIndexes } from './0001-initial.ts';

// Stories about banks and the thumbs-ups they get. Their two list orders get partial indexes over the visible stories,
// alone and behind the bank and the country filters, so a page of GET /stories never sorts.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('bankId', 'text', (c) => c.notNull().references('banks.id').onDelete('cascade'))
    .addColumn('countryId', 'text', (c) => c.notNull())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('textKey', 'text', (c) => c.notNull())
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('tagMask', 'integer', (c) => c.notNull())
    .addColumn('thumbsUpCount', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'boolean', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
  await orderIndexes(db, 'stories', ['createdAt', 'thumbsUpCount'], ['bankId', 'countryId'], {
    column: 'hidden',
    value: false,
  });
  await db.schema.createIndex('stories_bank').on('stories').column('bankId').execute();

  await db.schema
    .createTable('story_thumbs')
    .addColumn('storyId', 'text', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('story_thumbs_pk', ['storyId', 'accountId'])
    .execute();
}
