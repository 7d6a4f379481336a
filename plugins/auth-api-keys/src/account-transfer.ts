import type { StorageDatabase } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import { emailKeyOf } from './account-rules.ts';
import type { Account } from './api-key-store.ts';
import { ApiKeyStoreError } from './api-key-store.ts';
import { apiKeyMigrations, MIGRATION_NAMESPACE } from './migrations.ts';
import type { ApiKeyTables } from './tables.ts';

/**
 * An account as a whole-directory archive carries it: its profile and password hash (so its owner keeps signing in).
 * Never its keys, whose secrets are not stored, nor its sessions.
 */
export interface AccountTransfer extends Account {
  passwordHash: string | null;
}

async function tablesOf(database: StorageDatabase): Promise<Kysely<ApiKeyTables>> {
  await database.migrate(MIGRATION_NAMESPACE, apiKeyMigrations);
  return database.kysely.withTables<ApiKeyTables>();
}

/** Every account with its password hash, oldest first. */
export async function exportAccounts(database: StorageDatabase): Promise<AccountTransfer[]> {
  const db = await tablesOf(database);
  const rows = await db.selectFrom('api_accounts').selectAll().orderBy('createdAt').orderBy('id').execute();
  return rows.map(({ emailKey: _emailKey, ...account }) => account);
}

/** Whether the database holds any account. */
export async function hasAccounts(database: StorageDatabase): Promise<boolean> {
  const db = await tablesOf(database);
  return (await db.selectFrom('api_accounts').select('id').limit(1).executeTakeFirst()) !== undefined;
}

/**
 * Inserts the accounts as given (ids kept) into a database that holds none, in one transaction: the one `database` is
 * bound to when it is a transaction's (Storage.transaction, which `bankdir import --all` writes the directory in, so
 * both commit together), else one of its own.
 */
export async function importAccounts(database: StorageDatabase, accounts: readonly AccountTransfer[]): Promise<void> {
  const db = await tablesOf(database);
  const insert = async (trx: Kysely<ApiKeyTables>): Promise<void> => {
    if (await trx.selectFrom('api_accounts').select('id').limit(1).executeTakeFirst())
      throw new ApiKeyStoreError('The database already holds accounts: an archive is imported into an empty one.');
    for (const account of accounts)
      await trx
        .insertInto('api_accounts')
        .values({ ...account, emailKey: account.email === null ? null : emailKeyOf(account.email) })
        .execute();
  };
  await (db.isTransaction ? insert(db) : db.transaction().execute(insert));
}
