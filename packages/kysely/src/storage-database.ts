import type { SqlEngine, StorageDatabase } from '@bankdir/core';
import type { Kysely } from 'kysely';
import { migrateToLatest } from './migrations/index.ts';

/** The StorageDatabase a driver lends plugins: its connection, and migrations recorded per namespace. */
export function kyselyStorageDatabase(engine: SqlEngine, db: Kysely<unknown>): StorageDatabase {
  return {
    engine,
    kysely: db,
    migrate: (namespace, migrations) => migrateToLatest(db, migrations, `${namespace}_migrations`),
  };
}
