import type { Kysely, Migration } from 'kysely';

/** The SQL engine behind a StorageDatabase; engine-neutral Kysely covers almost everything, this covers the rest. */
export type SqlEngine = 'sqlite' | 'postgres';

/**
 * A storage's own SQL database, lent to plugins that keep tables of their own (API keys, rate-limit windows). Their
 * tables live beside the directory's, in the same file or database, so one backup holds everything.
 *
 * The storage a `Storage.transaction` binds lends the same database over that transaction: a plugin's writes through
 * its `kysely` commit or roll back with the directory's. A transaction cannot migrate, so there `migrate` only
 * confirms a namespace the storage already brought to these migrations, and refuses any other: migrate first.
 */
export interface StorageDatabase {
  readonly engine: SqlEngine;
  /** The connection, with no tables typed: a plugin types its own with `kysely.withTables<MyTables>()`. */
  readonly kysely: Kysely<unknown>;
  /**
   * Brings the plugin's tables to the latest of `migrations` (applied in name order, each once, a failed one rolled
   * back). Each `namespace` keeps its own record of applied migrations; safe when several processes start at once.
   */
  migrate(namespace: string, migrations: Readonly<Record<string, Migration>>): Promise<void>;
}
