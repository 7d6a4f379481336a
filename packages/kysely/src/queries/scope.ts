import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';

/** What every store works through: the connection (or the open transaction) and a way to make a group of statements atomic. */
export interface Scope {
  db: Kysely<Database>;
  /** Runs `work` in a transaction, or inside the one already open, so several statements land together or not at all. */
  atomic<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
}

export function rootScope(db: Kysely<Database>): Scope {
  return { db, atomic: (work) => db.transaction().execute((trx) => work(trx)) };
}

export function transactionScope(trx: Kysely<Database>): Scope {
  return { db: trx, atomic: (work) => work(trx) };
}
