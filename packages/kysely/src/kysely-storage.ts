import type { Storage, VectorStore } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import type { EngineVoteWrites } from './queries/engine-vote-writes.ts';
import { poolConnection, type StoreConnection, transactionConnection } from './queries/store-connection.ts';
import type { Database } from './schema/database.ts';
import type { KyselyStorageDatabase } from './storage-database.ts';
import { applicationStore } from './stores/application-store.ts';
import { auditStore } from './stores/audit-store.ts';
import { bankStore } from './stores/bank-store.ts';
import { countryStore } from './stores/country-store.ts';
import { maintenanceStore } from './stores/maintenance-store.ts';
import { marketStore } from './stores/market-store.ts';
import { productStore } from './stores/product-store.ts';
import { representativeStore } from './stores/representative-store.ts';
import { stockStore } from './stores/stock-store.ts';
import { storyStore } from './stores/story-store.ts';
import { voteStore } from './stores/vote-store.ts';

export interface KyselyStorageOptions {
  /** The engine's semantic index over the same connection, if it has one. */
  vectors?: (db: Kysely<Database>) => VectorStore;
  /** The SQL database lent to plugins (`Storage.database`), which a transaction's storage lends over the transaction. */
  database?: KyselyStorageDatabase;
  /** The engine's own one-statement vote writes (PostgreSQL's functions); without them votes take the shared path. */
  voteWrites?: EngineVoteWrites;
  /** Closes the connection. */
  close: () => Promise<void>;
}

/**
 * A Storage over any Kysely connection to the directory's schema. The stores use only SQL that SQLite and PostgreSQL
 * share; what an engine does its own way (the semantic index, pragmas) comes in through `options`.
 */
export function kyselyStorage(db: Kysely<Database>, options: KyselyStorageOptions): Storage {
  return storageOver(poolConnection(db), options, false);
}

function storageOver(connection: StoreConnection, options: KyselyStorageOptions, inTransaction: boolean): Storage {
  const database = inTransaction ? options.database?.within(connection.db as Kysely<unknown>) : options.database;
  const storage: Storage = {
    ...(database && { database }),
    banks: bankStore(connection),
    stocks: stockStore(connection),
    markets: marketStore(connection),
    countries: countryStore(connection),
    votes: voteStore(connection, options.voteWrites),
    stories: storyStore(connection),
    products: productStore(connection),
    representatives: representativeStore(connection),
    applications: applicationStore(connection),
    audit: auditStore(connection),
    maintenance: maintenanceStore(connection),
    transaction: (work) =>
      inTransaction
        ? work(storage) // a nested transaction joins the one already open
        : connection.db.transaction().execute(async (trx) => {
            const bound = storageOver(transactionConnection(trx), options, true);
            const result = await work(bound);
            await bound.vectors?.beforeCommit?.();
            return result;
          }),
    close: options.close,
  };
  if (options.vectors) storage.vectors = options.vectors(connection.db);
  return storage;
}
