import type { Kysely } from 'kysely';

// The plain tables of SQLite's semantic index (semantic-engine.ts), part of the initial layout of a SQLite file
// (sqlite-migrations.ts); 0002-unread-semantic-columns.ts later drops what no search read. The vectors themselves live
// in a sqlite-vec `vec0` table and the keywords in an FTS5 table, both SQLite-only and created by resetIndex
// (index-reset.ts) for the model's dimensions, so they are not part of any migration.

export async function createSemanticIndexTables(db: Kysely<unknown>): Promise<void> {
  // The model and dimensions the index was built with, and the vec0 chunk size chosen for it; one row (id = 1),
  // absent until the first build.
  await db.schema
    .createTable('semantic_index')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('dimensions', 'integer', (c) => c.notNull())
    .addColumn('chunkSize', 'integer', (c) => c.notNull())
    .execute();

  // One row per embedded section, with a copy of its vector (float32 bytes) for exact rescoring; its id is the rowid of
  // its vector in the vec0 table and of its keyword entry.
  await db.schema
    .createTable('semantic_sections')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('bankId', 'text', (c) => c.notNull())
    .addColumn('countryId', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('vector', 'blob', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('semantic_sections_bank')
    .on('semantic_sections')
    .columns(['bankId', 'position'])
    .execute();

  // Sections per country, kept with every write: the search reads it to choose an exact or a two-stage scan.
  await db.schema
    .createTable('semantic_partitions')
    .addColumn('countryId', 'text', (c) => c.primaryKey())
    .addColumn('sections', 'integer', (c) => c.notNull())
    .execute();

  // Vectors already computed, by model and SHA-256 of the embedded text (float32 little-endian bytes).
  await db.schema
    .createTable('embedding_cache')
    .addColumn('model', 'text', (c) => c.notNull())
    .addColumn('textHash', 'text', (c) => c.notNull())
    .addColumn('vector', 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('embedding_cache_pk', ['model', 'textHash'])
    .execute();
}
