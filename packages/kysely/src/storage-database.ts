import type { SqlEngine, StorageDatabase } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrations/index.ts';

export interface StorageDatabaseOptions {
  /** The connection migrations run on, when the engine adds schema rules of its own (PostgreSQL's byte-wise text). */
  migrateOn?: Kysely<unknown>;
  /** The schema the tables live in, on engines with schemas. */
  schema?: string;
}

/** The StorageDatabase a driver lends plugins: its connection, and migrations recorded per namespace. */
export function kyselyStorageDatabase(
  engine: SqlEngine,
  db: Kysely<unknown>,
  options: StorageDatabaseOptions = {},
): StorageDatabase {
  const migrateOn = options.migrateOn ?? db;
  return {
    engine,
    kysely: db,
    migrate: (namespace, migrations) =>
      migrateToLatest(migrateOn, migrations, {
        table: `${namespace}_migrations`,
        ...(options.schema !== undefined && { schema: options.schema }),
      }),
  };
}
