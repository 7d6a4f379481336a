import type { SqlEngine, Storage, StorageDatabase } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import { kyselyStorage } from './kysely-storage.ts';
import type { EngineVoteWrites } from './queries/engine-vote-writes.ts';
import type { Database } from './schema/database.ts';
import { type SemanticIndexOptions, semanticVectors } from './semantic/semantic-index.ts';
import type { SemanticIndexEngine } from './semantic/semantic-index-engine.ts';
import { kyselyStorageDatabase, type StorageDatabaseOptions } from './storage-database.ts';

/** What an engine package brings to its storage, once its connection is open and migrated. */
export interface EngineStorageOptions extends StorageDatabaseOptions {
  engine: SqlEngine;
  /** The engine's primitives of the semantic index. */
  semantic: SemanticIndexEngine;
  /** Tuning of the semantic index's search. */
  vectors?: SemanticIndexOptions;
  /** The engine's own one-statement vote writes, if it has them. */
  voteWrites?: EngineVoteWrites;
}

/** An engine's storage: plugins keep their own tables in the same database through `database`. */
export interface EngineStorage extends Storage {
  readonly database: StorageDatabase;
  /** The directory's own tables, typed: for the engine's tests and benchmarks. */
  readonly kysely: Kysely<Database>;
}

/** The storage over an engine's open, migrated connection: the same assembly on every engine; closing it ends `db`. */
export function engineStorage(db: Kysely<Database>, options: EngineStorageOptions): EngineStorage {
  const { engine, semantic, vectors, voteWrites, ...databaseOptions } = options;
  const database = kyselyStorageDatabase(engine, db as Kysely<unknown>, databaseOptions);
  const storage = kyselyStorage(db, {
    vectors: semanticVectors(db, semantic, vectors),
    database,
    ...(voteWrites && { voteWrites }),
    close: () => db.destroy(),
  });
  return Object.assign(storage, { kysely: db, database });
}
