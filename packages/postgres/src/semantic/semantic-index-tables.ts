import { addColumns, createEmbeddingCache, indexSectionsByBank } from '@bankdir/kysely';
import type { Kysely } from 'kysely';

// The tables of PostgreSQL's semantic index (semantic-engine.ts), part of the initial layout
// of a PostgreSQL database (postgres-migrations.ts). Vectors are float32 bytes scored in process (no extension needed);
// keywords are a tsvector of the section's folded, stemmed words under a GIN index, ranked with bm25 as SQLite's FTS5
// ranks them.

export async function createSemanticIndexTables(db: Kysely<unknown>): Promise<void> {
  // One row (id = 1), absent until the first build: the model, and counters every node reads to stay in step.
  // generation is bumped by every write of the index: a node whose copy of the vectors is older reloads the banks that
  // changed since, or everything when the index was reset after its copy was made. sections and words are what bm25
  // needs of the whole index.
  await addColumns(
    db.schema.createTable('semantic_index'),
    `id integer primary key, model text not null, dimensions integer not null, generation bigint not null,
    resetGeneration bigint not null, sections bigint not null, words bigint not null`,
  ).execute();

  // termCounts holds the section's term frequencies (term to count), those of its tsvector: bm25 needs the count of
  // each query term in each matching section, and looking a term up in jsonb costs a few steps where unnesting the
  // whole tsvector of every matching section cost one row per term of it.
  await addColumns(
    db.schema.createTable('semantic_sections'),
    `id bigint primary key generated always as identity, bankId text not null, countryId text not null,
    position integer not null, title text not null, text text not null, vector bytea not null,
    terms tsvector not null, words integer not null, termCounts jsonb not null`,
  ).execute();
  await indexSectionsByBank(db);
  await db.schema.createIndex('semantic_sections_terms').on('semantic_sections').using('gin').column('terms').execute();

  // The banks each generation rewrote: what another node reloads.
  await addColumns(db.schema.createTable('semantic_changes'), 'generation bigint not null, bankId text not null')
    .addPrimaryKeyConstraint('semantic_changes_pk', ['generation', 'bankId'])
    .execute();

  // How many sections hold each stemmed word (bm25's document frequency, and which words are worth matching).
  await addColumns(
    db.schema.createTable('semantic_terms'),
    'term text primary key, sections integer not null',
  ).execute();

  await createEmbeddingCache(db, 'bytea');
}
