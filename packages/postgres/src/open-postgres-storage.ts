import { type Database, type EngineStorage, engineStorage, type SemanticIndexOptions } from '@bankdir/kysely';
import { Kysely, sql } from 'kysely';
import { ByteOrderTextPlugin } from './engine/byte-order-text.ts';
import { createPool, type PoolOptions, quoteIdentifier } from './engine/pool.ts';
import { migratePostgres } from './engine/postgres-migrations.ts';
import { preparingPool } from './engine/prepared-statements.ts';
import { postgresVoteWrites } from './engine/vote-writes.ts';
import { WriteLockPostgresDialect } from './engine/write-lock-dialect.ts';
import { hasEmbeddingColumn, pgvectorInstalled } from './semantic/pgvector.ts';
import { postgresSemanticEngine } from './semantic/semantic-engine.ts';

export interface PostgresStorageOptions extends PoolOptions {
  /** Tuning of the semantic index's search (bench and tests); the defaults suit directories of any size. */
  vectors?: SemanticIndexOptions;
}

/** The PostgreSQL storage; plugins keep their own tables in the same schema through `database`. */
export type PostgresStorage = EngineStorage;

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The storage for several API nodes on one PostgreSQL database: a pool for `url`, migrated to the latest schema on
 * open (nodes starting at once wait for each other's migration), every write transaction serialised across nodes.
 */
export async function openPostgresStorage(options: PostgresStorageOptions): Promise<PostgresStorage> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) {
    throw new RangeError(`schema must be a lower-case SQL identifier (letters, digits, _), not "${options.schema}"`);
  }
  const pool = createPool(options);
  const db = new Kysely<Database>({ dialect: new WriteLockPostgresDialect({ pool: preparingPool(pool) }) });
  // Migrations send their statements unprepared: a statement prepared before a migration changed its table's columns
  // would fail afterwards ("cached plan must not change result type"). Same pool; only `db` ends it.
  const migrating = new Kysely<unknown>({ dialect: new WriteLockPostgresDialect({ pool }) }).withPlugin(
    new ByteOrderTextPlugin(),
  );
  let schema: string;
  try {
    if (options.schema !== undefined) await createSchema(db, options.schema);
    schema = options.schema ?? (await currentSchema(db));
    await migratePostgres(migrating, schema);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // pgvector, when the database has it (pgvector.ts).
  const enabled = await pgvectorInstalled(db);
  return engineStorage(db, {
    engine: 'postgres',
    semantic: postgresSemanticEngine({ enabled, column: enabled && (await hasEmbeddingColumn(db)) }),
    ...(options.vectors && { vectors: options.vectors }),
    voteWrites: postgresVoteWrites,
    migrateOn: migrating,
    schema,
  });
}

async function createSchema(db: Kysely<Database>, schema: string): Promise<void> {
  try {
    await sql`create schema if not exists ${sql.raw(quoteIdentifier(schema))}`.execute(db);
  } catch (error) {
    // Another node created it at the same moment: `if not exists` does not cover that race in PostgreSQL.
    const code = (error as { code?: string }).code;
    if (code !== '23505' && code !== '42P06') throw error;
  }
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('the connection has no current schema: its search_path names none that exists');
  return schema;
}
