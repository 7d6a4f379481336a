import type { SqlEngine, StorageDatabase } from '@bankdir/core/driver';
import type { Kysely, Migration } from 'kysely';
import { migrateToLatest } from './migrations/index.ts';

export interface StorageDatabaseOptions {
  /** The connection migrations run on, when the engine adds schema rules of its own (PostgreSQL's byte-wise text). */
  migrateOn?: Kysely<unknown>;
  /** The schema the tables live in, on engines with schemas. */
  schema?: string;
}

/** A driver's StorageDatabase, which also lends itself to the storage's transactions. */
export interface KyselyStorageDatabase extends StorageDatabase {
  /** The same database over an open transaction (Storage.transaction's): see StorageDatabase. */
  within(trx: Kysely<unknown>): StorageDatabase;
}

/** The StorageDatabase a driver lends plugins: its connection, and migrations recorded per namespace. */
export function kyselyStorageDatabase(
  engine: SqlEngine,
  db: Kysely<unknown>,
  options: StorageDatabaseOptions = {},
): KyselyStorageDatabase {
  const migrateOn = options.migrateOn ?? db;
  // The latest migration this process brought each namespace to: what a transaction's database may take as done.
  const migrated = new Map<string, string>();
  return {
    engine,
    kysely: db,
    migrate: async (namespace, migrations) => {
      await migrateToLatest(migrateOn, migrations, {
        table: `${namespace}_migrations`,
        ...(options.schema !== undefined && { schema: options.schema }),
      });
      migrated.set(namespace, latestOf(migrations));
    },
    within: (trx) => ({
      engine,
      kysely: trx,
      // A migration cannot run inside the transaction (nor beside it, on SQLite's one connection, without waiting for
      // it forever): the tables must be there already.
      migrate: async (namespace, migrations) => {
        if (migrated.get(namespace) !== latestOf(migrations))
          throw new Error(
            `the ${namespace} tables cannot be migrated inside a transaction: migrate them before opening it`,
          );
      },
    }),
  };
}

function latestOf(migrations: Readonly<Record<string, Migration>>): string {
  return Object.keys(migrations).sort().at(-1) ?? '';
}
