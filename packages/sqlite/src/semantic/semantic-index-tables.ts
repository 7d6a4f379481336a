import { addColumns, createEmbeddingCache, indexSectionsByBank } from '@bankdir/kysely';
import type { Kysely } from 'kysely';

// The plain tables of SQLite's semantic index (semantic-engine.ts), part of the initial layout of a SQLite file
// (sqlite-migrations.ts); 0002-unread-semantic-columns.ts later drops what no search read. The vectors themselves live
// in a sqlite-vec `vec0` table and the keywords in an FTS5 table, both SQLite-only and created by resetIndex
// (index-reset.ts) for the model's dimensions, so they are not part of any migration.

export async function createSemanticIndexTables(db: Kysely<unknown>): Promise<void> {
  // The model and dimensions the index was built with, and the vec0 chunk size chosen for it; one row (id = 1),
  // absent until the first build.
  await addColumns(
    db.schema.createTable('semantic_index'),
    'id integer primary key, model text not null, dimensions integer not null, chunkSize integer not null',
  ).execute();

  // One row per embedded section, with a copy of its vector (float32 bytes) for exact rescoring; its id is the rowid of
  // its vector in the vec0 table and of its keyword entry.
  await addColumns(
    db.schema.createTable('semantic_sections'),
    `id integer primary key, bankId text not null, countryId text not null, position integer not null,
    title text not null, text text not null, vector blob not null`,
  ).execute();
  await indexSectionsByBank(db);

  // Sections per country, kept with every write: the search reads it to choose an exact or a two-stage scan.
  await addColumns(
    db.schema.createTable('semantic_partitions'),
    'countryId text primary key, sections integer not null',
  ).execute();

  await createEmbeddingCache(db, 'blob');
}
