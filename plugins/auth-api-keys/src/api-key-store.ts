import { isStorageUnavailable, newId, PLANS, type Plan } from '@bankdir/core';
import type { Storage, StorageDatabase } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import { displayPrefixOf, hashToken, KEY_PREFIX, keyIdOfToken, newKeyToken, tokenMatches } from './key-token.ts';
import { apiKeyMigrations, MIGRATION_NAMESPACE } from './migrations.ts';
import type { ApiKeyTables } from './tables.ts';

export interface Account {
  /** `acct_…` */
  id: string;
  name: string;
  plan: Plan;
  createdAt: string;
}

export interface AccountSummary extends Account {
  /** Keys not revoked. */
  activeKeys: number;
}

/** A key right after it is made: the only time the full key exists outside the caller's hands. */
export interface IssuedKey {
  /** `key_…`: not secret; names the key to revoke it. */
  id: string;
  accountId: string;
  /** `bdk_live_…`: the full key. Shown once; only its SHA-256 is stored. */
  key: string;
  createdAt: string;
}

/** What is kept about a key: never the key itself. */
export interface ApiKeyInfo {
  id: string;
  accountId: string;
  /** The key's non-secret beginning, to recognise it. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A key that checked out, with its account. */
export interface VerifiedKey {
  keyId: string;
  account: Account;
}

/** An operator mistake the store refuses, with a message fit to show as is. */
export class ApiKeyStoreError extends Error {
  override readonly name = 'ApiKeyStoreError';
}

export interface ApiKeyStoreOptions {
  /** The current time; tests pass their own. */
  clock?: () => Date;
  /** How often lastUsedAt may be written per key; default 60 s, so busy keys do not write on every request. */
  lastUsedResolutionMs?: number;
}

/** Accounts with a plan, and their API keys: issued once, stored as SHA-256 hashes, looked up by id, revocable. */
export interface ApiKeyStore {
  createAccount(input: { name: string; plan: string }): Promise<{ account: Account; key: IssuedKey }>;
  getAccount(id: string): Promise<Account | undefined>;
  /** Every account, oldest first, with its number of active keys. */
  listAccounts(): Promise<AccountSummary[]>;
  /** A new key for the account; the account keeps its other keys. */
  createKey(accountId: string): Promise<IssuedKey>;
  /** Every key of the account, oldest first, without the keys themselves. */
  listKeys(accountId: string): Promise<ApiKeyInfo[]>;
  /** Revokes the key at once; revoking a revoked key changes nothing. */
  revokeKey(keyId: string): Promise<ApiKeyInfo>;
  /** The account behind a key, or null for a malformed, unknown or revoked key. Records lastUsedAt. */
  verify(token: string): Promise<VerifiedKey | null>;
}

/** Brings the plugin's tables up to date in `database`, then opens the store over them. */
export async function openApiKeyStore(
  database: StorageDatabase,
  options: ApiKeyStoreOptions = {},
): Promise<ApiKeyStore> {
  await database.migrate(MIGRATION_NAMESPACE, apiKeyMigrations);
  return apiKeyStore(database.kysely.withTables<ApiKeyTables>(), options);
}

/** The storage's database, or an error saying which storages have one. */
export function databaseOf(storage: Storage): StorageDatabase {
  if (!storage.database) {
    throw new Error("@bankdir/auth-api-keys keeps its tables in the storage's SQL database; this storage has none.");
  }
  return storage.database;
}

function apiKeyStore(db: Kysely<ApiKeyTables>, options: ApiKeyStoreOptions): ApiKeyStore {
  const clock = options.clock ?? (() => new Date());
  const resolution = options.lastUsedResolutionMs ?? 60_000;

  async function issueKey(trx: Kysely<ApiKeyTables>, accountId: string, at: string): Promise<IssuedKey> {
    const { token, keyId, hash } = newKeyToken();
    await trx
      .insertInto('api_keys')
      .values({ id: keyId, accountId, secretHash: hash, createdAt: at, lastUsedAt: null, revokedAt: null })
      .execute();
    return { id: keyId, accountId, key: token, createdAt: at };
  }

  async function requireAccount(id: string): Promise<Account> {
    const account = await db.selectFrom('api_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!account) throw new ApiKeyStoreError(`No account ${id}; \`bankdir accounts list\` shows the accounts.`);
    return account;
  }

  return {
    async createAccount(input) {
      const name = input.name.trim();
      if (name.length < 1 || name.length > 200)
        throw new ApiKeyStoreError('The account name must be 1 to 200 characters.');
      const plan = input.plan.toUpperCase();
      if (!(PLANS as readonly string[]).includes(plan))
        throw new ApiKeyStoreError(`The plan must be free or pro, not ${JSON.stringify(input.plan)}.`);
      const now = clock();
      const account: Account = {
        id: newId('acct', now.getTime()),
        name,
        plan: plan as Plan,
        createdAt: now.toISOString(),
      };
      const key = await db.transaction().execute(async (trx) => {
        await trx.insertInto('api_accounts').values(account).execute();
        return issueKey(trx, account.id, account.createdAt);
      });
      return { account, key };
    },

    getAccount: (id) => db.selectFrom('api_accounts').selectAll().where('id', '=', id).executeTakeFirst(),

    async listAccounts() {
      const rows = await db
        .selectFrom('api_accounts')
        .leftJoin('api_keys', (join) =>
          join.onRef('api_keys.accountId', '=', 'api_accounts.id').on('api_keys.revokedAt', 'is', null),
        )
        .select(['api_accounts.id', 'api_accounts.name', 'api_accounts.plan', 'api_accounts.createdAt'])
        .select((eb) => eb.fn.count<number>('api_keys.id').as('activeKeys'))
        .groupBy(['api_accounts.id', 'api_accounts.name', 'api_accounts.plan', 'api_accounts.createdAt'])
        .orderBy('api_accounts.createdAt')
        .orderBy('api_accounts.id')
        .execute();
      return rows.map((row) => ({ ...row, activeKeys: Number(row.activeKeys) }));
    },

    async createKey(accountId) {
      await requireAccount(accountId);
      return issueKey(db, accountId, clock().toISOString());
    },

    async listKeys(accountId) {
      await requireAccount(accountId);
      const rows = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('accountId', '=', accountId)
        .orderBy('createdAt')
        .orderBy('id')
        .execute();
      return rows.map(infoOf);
    },

    async revokeKey(keyId) {
      const row = await db.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirst();
      if (!row)
        throw new ApiKeyStoreError(
          `No key ${keyId}; key ids look like key_… (\`bankdir accounts list\` shows the accounts).`,
        );
      if (row.revokedAt !== null) return infoOf(row);
      const revokedAt = clock().toISOString();
      await db.updateTable('api_keys').set({ revokedAt }).where('id', '=', keyId).execute();
      return infoOf({ ...row, revokedAt });
    },

    async verify(token) {
      const keyId = keyIdOfToken(token);
      if (keyId === null) return null;
      const row = await db
        .selectFrom('api_keys')
        .innerJoin('api_accounts', 'api_accounts.id', 'api_keys.accountId')
        .select([
          'api_keys.secretHash',
          'api_keys.revokedAt',
          'api_keys.lastUsedAt',
          'api_accounts.id',
          'api_accounts.name',
          'api_accounts.plan',
          'api_accounts.createdAt',
        ])
        .where('api_keys.id', '=', keyId)
        .executeTakeFirst();
      // One path for every key: the hash is compared for a revoked key and, against a stand-in, for an unknown one,
      // so that no answer comes sooner than another and timing tells nothing about which key ids exist.
      const matches = tokenMatches(token, row?.secretHash ?? UNKNOWN_KEY_HASH);
      if (!row || !matches || row.revokedAt !== null) return null;
      const now = clock();
      if (row.lastUsedAt === null || Date.parse(row.lastUsedAt) <= now.getTime() - resolution) {
        // Best effort: a database that cannot take writes (full disk, read-only) still lets the key in.
        await db
          .updateTable('api_keys')
          .set({ lastUsedAt: now.toISOString() })
          .where('id', '=', keyId)
          .execute()
          .catch((error: unknown) => {
            if (!isStorageUnavailable(error)) throw error;
          });
      }
      return { keyId, account: { id: row.id, name: row.name, plan: row.plan, createdAt: row.createdAt } };
    },
  };
}

/** What an unknown key's token is compared with: the hash of no key (64 hex digits, like every stored hash). */
const UNKNOWN_KEY_HASH = hashToken(`${KEY_PREFIX}unknown-key`);

function infoOf(row: ApiKeyTables['api_keys']): ApiKeyInfo {
  return {
    id: row.id,
    accountId: row.accountId,
    prefix: displayPrefixOf(row.id),
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  };
}
