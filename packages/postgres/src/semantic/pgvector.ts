import { type Kysely, sql } from 'kysely';

// The `vector` extension (pgvector), when the database has it: the index keeps each section's vector in an
// `embedding vector(d)` column under an HNSW index (cosine), and worldwide searches ask it for the nearest sections
// instead of scanning the node's copy. Without the extension (the usual case: it is not packaged everywhere) nothing
// changes and nothing fails: vectors are scored in process.

// biome-ignore lint/suspicious/noExplicitAny: the semantic tables are outside the directory's typed schema
type Db = Kysely<any>;

/** pgvector in this database (`enabled`), and whether the index has its embedding column; one per storage. */
export interface Pgvector {
  enabled: boolean;
  column: boolean;
}

/**
 * Whether pgvector is installed in the database. It is not installed here: that takes a superuser
 * (`CREATE EXTENSION vector`), and a database that has it is one its operator chose to give it.
 */
export async function pgvectorInstalled(db: Db): Promise<boolean> {
  const { rows } = await sql<{ installed: boolean }>`
    select exists (select 1 from pg_extension where extname = 'vector') as installed`.execute(db);
  return rows[0]?.installed ?? false;
}

/** Whether the index was built with an embedding column (by a node that had pgvector then). */
export async function hasEmbeddingColumn(db: Db): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from information_schema.columns
      where table_schema = current_schema() and table_name = 'semantic_sections' and column_name = 'embedding') as found`.execute(
    db,
  );
  return rows[0]?.found ?? false;
}

/** Lays the column and its HNSW index out for vectors of `dimensions` (the table is empty: resetIndex). */
export async function resetEmbeddingColumn(on: Db, dimensions: number): Promise<void> {
  await sql`alter table semantic_sections drop column if exists embedding`.execute(on);
  await sql.raw(`alter table semantic_sections add column embedding vector(${Math.trunc(dimensions)})`).execute(on);
  await sql`create index semantic_sections_embedding on semantic_sections using hnsw (embedding vector_cosine_ops)`.execute(
    on,
  );
}

/** pgvector's text form of a vector. */
export function vectorLiteral(vector: Float32Array): string {
  return `[${Array.from(vector).join(',')}]`;
}

/** The `k` nearest sections by cosine, nearest first, from the HNSW index (asked to look at least `k` deep). */
export async function nearestSections(
  db: Db,
  vector: Float32Array,
  k: number,
): Promise<{ id: number; bankId: string; similarity: number }[]> {
  const query = vectorLiteral(vector);
  return db.connection().execute(async (connection) => {
    await sql`select set_config('hnsw.ef_search', ${String(Math.min(1000, Math.max(40, k)))}, false)`.execute(
      connection,
    );
    const { rows } = await sql<{ id: number; bankId: string; similarity: number }>`
      select id, "bankId", 1 - (embedding <=> ${query}::vector) as similarity from semantic_sections
      order by embedding <=> ${query}::vector limit ${k}`.execute(connection);
    return rows.map((row) => ({ id: Number(row.id), bankId: row.bankId, similarity: Number(row.similarity) }));
  });
}
