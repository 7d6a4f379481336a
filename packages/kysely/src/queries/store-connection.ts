import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';

/** What every store works through: the connection (or the open transaction) and a way to make a group of statements atomic. */
export interface StoreConnection {
  db: Kysely<Database>;
  /** Runs `work` in a transaction, or inside the one already open, so several statements land together or not at all. */
  atomic<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
}

/** The connection the storage was opened on: `atomic` opens a transaction of its own. */
export function poolConnection(db: Kysely<Database>): StoreConnection {
  return { db, atomic: (work) => db.transaction().execute((trx) => work(trx)) };
}

/** A transaction already open: `atomic` runs inside it rather than opening another. */
export function transactionConnection(trx: Kysely<Database>): StoreConnection {
  return { db: trx, atomic: (work) => work(trx) };
}
