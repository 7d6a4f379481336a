import { isStorageUnavailable, newId, PLANS, type Plan } from '@bankdir/core';
import { type Page, readKeysetPage, type Storage, type StorageDatabase } from '@bankdir/core/driver';
import type { AccountProfile, AccountRole, AccountState } from '@bankdir/server';
import type { Kysely, Selectable } from 'kysely';
import { emailKeyOf } from './account-rules.ts';
import { displayPrefixOf, hashToken, KEY_PREFIX, keyIdOfToken, newKeyToken, tokenMatches } from './key-token.ts';
import { apiKeyMigrations, MIGRATION_NAMESPACE } from './migrations.ts';
import type { ApiKeyTables } from './tables.ts';

/** An account: a plan, a role, a state and, for the web, an email (null for a key-only account). */
export type Account = AccountProfile;

/** What createAccount takes: a name or an email (the name defaults to it), a plan, and for the web a password hash. */
export interface NewAccountInput {
  name?: string | undefined;
  plan: string;
  email?: string | undefined;
  passwordHash?: string | undefined;
  role?: AccountRole | undefined;
}

/** Where a page of accounts starts, and how long it is. */
export interface AccountsPageInput {
  limit: number;
  /** The id of the last account of the previous page: the page after it. */
  startingAfter?: string | undefined;
  /** The id of the first account of the next page: the page before it. */
  endingBefore?: string | undefined;
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
  /** An account with its first key; an email already taken (in any letter case) is refused. */
  createAccount(input: NewAccountInput): Promise<{ account: Account; key: IssuedKey }>;
  /** An account without a key (a web sign-up: its owner makes keys in the dashboard); same rules as createAccount. */
  createAccountWithoutKey(input: NewAccountInput): Promise<Account>;
  getAccount(id: string): Promise<Account | undefined>;
  /** The account signing in with this email (any letter case), with its password hash (null: no web sign-in). */
  findByEmail(email: string): Promise<{ account: Account; passwordHash: string | null } | undefined>;
  /** Every account, oldest first, with its number of active keys. */
  listAccounts(): Promise<AccountSummary[]>;
  /**
   * One page of accounts, oldest first, paged both ways as the v1 lists are; a cursor naming no account is the
   * Directory's BAD_REQUEST at the cursor.
   */
  listAccountsPage(page: AccountsPageInput): Promise<Page<Account>>;
  setPlan(id: string, plan: Plan): Promise<Account>;
  setRole(id: string, role: AccountRole): Promise<Account>;
  /** Disabling also ends every session of the account, in the same transaction. */
  setState(id: string, state: AccountState): Promise<Account>;
  /** Sets the password hash and ends every session of the account, in the same transaction. */
  setPasswordHash(id: string, passwordHash: string): Promise<void>;
  /** A new key for the account; the account keeps its other keys. */
  createKey(accountId: string): Promise<IssuedKey>;
  /** Every key of the account, oldest first, without the keys themselves. */
  listKeys(accountId: string): Promise<ApiKeyInfo[]>;
  /** Revokes the key at once; revoking a revoked key changes nothing. */
  revokeKey(keyId: string): Promise<ApiKeyInfo>;
  /** The account behind a key, or null for a malformed, unknown or revoked key or a disabled account. Records lastUsedAt. */
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
    const row = await db.selectFrom('api_accounts').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new ApiKeyStoreError(`No account ${id}; \`bankdir accounts list\` shows the accounts.`);
    return accountOf(row);
  }

  async function update(id: string, values: Partial<ApiKeyTables['api_accounts']>): Promise<Account> {
    await requireAccount(id);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('api_accounts').set(values).where('id', '=', id).execute();
      if (values.state === 'disabled') await trx.deleteFrom('api_sessions').where('accountId', '=', id).execute();
    });
    return requireAccount(id);
  }

  async function insertAccount(
    input: NewAccountInput,
    withKey: boolean,
  ): Promise<{ account: Account; key: IssuedKey | undefined }> {
    const email = input.email?.trim() || null;
    const name = (input.name ?? email ?? '').trim();
    // An account named after its email takes the email's own length rule (up to 254 characters).
    if ((input.name !== undefined || email === null) && (name.length < 1 || name.length > 200))
      throw new ApiKeyStoreError('The account name must be 1 to 200 characters.');
    const emailKey = email === null ? null : emailKeyOf(email);
    if (
      emailKey !== null &&
      (await db.selectFrom('api_accounts').select('id').where('emailKey', '=', emailKey).executeTakeFirst())
    )
      throw new ApiKeyStoreError(EMAIL_TAKEN);
    const plan = input.plan.toUpperCase();
    if (!(PLANS as readonly string[]).includes(plan))
      throw new ApiKeyStoreError(`The plan must be free or pro, not ${JSON.stringify(input.plan)}.`);
    const now = clock();
    const account: Account = {
      id: newId('acct', now.getTime()),
      name,
      plan: plan as Plan,
      createdAt: now.toISOString(),
      email,
      role: input.role ?? 'member',
      state: 'active',
    };
    const key = await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('api_accounts')
        .values({ ...account, emailKey, passwordHash: input.passwordHash ?? null })
        .execute()
        .catch((error: unknown) => {
          // Two sign-ups with one email at once: the unique index keeps one.
          if (emailKey !== null && /unique/i.test(String((error as Error).message)))
            throw new ApiKeyStoreError(EMAIL_TAKEN);
          throw error;
        });
      return withKey ? issueKey(trx, account.id, account.createdAt) : undefined;
    });
    return { account, key };
  }

  return {
    async createAccount(input) {
      return insertAccount(input, true) as Promise<{ account: Account; key: IssuedKey }>;
    },

    async createAccountWithoutKey(input) {
      return (await insertAccount(input, false)).account;
    },

    async getAccount(id) {
      const row = await db.selectFrom('api_accounts').selectAll().where('id', '=', id).executeTakeFirst();
      return row && accountOf(row);
    },

    async findByEmail(email) {
      const row = await db
        .selectFrom('api_accounts')
        .selectAll()
        .where('emailKey', '=', emailKeyOf(email))
        .executeTakeFirst();
      return row && { account: accountOf(row), passwordHash: row.passwordHash };
    },

    listAccountsPage: ({ limit, startingAfter, endingBefore }) =>
      readKeysetPage<Account, Pick<Account, 'createdAt' | 'id'>>(
        {
          keyOfId: (id) =>
            db.selectFrom('api_accounts').select(['createdAt', 'id']).where('id', '=', id).executeTakeFirst(),
          keyOf: ({ createdAt, id }) => ({ createdAt, id }),
          cursorMatchesFilters: () => true, // no filters: the cursor account is itself the page's neighbour
          async walk(from, direction, count) {
            const [past, order] = direction === 'forward' ? (['>', 'asc'] as const) : (['<', 'desc'] as const);
            let query = db.selectFrom('api_accounts').selectAll();
            if (from !== null)
              query = query.where((eb) =>
                eb.or([
                  eb('createdAt', past, from.createdAt),
                  eb.and([eb('createdAt', '=', from.createdAt), eb('id', past, from.id)]),
                ]),
              );
            const rows = await query.orderBy('createdAt', order).orderBy('id', order).limit(count).execute();
            return rows.map(accountOf);
          },
        },
        {
          limit,
          ...(startingAfter !== undefined && { startingAfter }),
          ...(endingBefore !== undefined && { endingBefore }),
        },
      ),

    setPlan: (id, plan) => update(id, { plan }),
    setRole: (id, role) => update(id, { role }),
    setState: (id, state) => update(id, { state }),

    async setPasswordHash(id, passwordHash) {
      await requireAccount(id);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('api_accounts').set({ passwordHash }).where('id', '=', id).execute();
        await trx.deleteFrom('api_sessions').where('accountId', '=', id).execute();
      });
    },

    async listAccounts() {
      const rows = await db
        .selectFrom('api_accounts')
        .leftJoin('api_keys', (join) =>
          join.onRef('api_keys.accountId', '=', 'api_accounts.id').on('api_keys.revokedAt', 'is', null),
        )
        .select(ACCOUNT_COLUMNS)
        .select((eb) => eb.fn.count<number>('api_keys.id').as('activeKeys'))
        .groupBy(ACCOUNT_COLUMNS)
        .orderBy('api_accounts.createdAt')
        .orderBy('api_accounts.id')
        .execute();
      return rows.map((row) => ({ ...accountOf(row), activeKeys: Number(row.activeKeys) }));
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
        .select(['api_keys.secretHash', 'api_keys.revokedAt', 'api_keys.lastUsedAt', ...ACCOUNT_COLUMNS])
        .where('api_keys.id', '=', keyId)
        .executeTakeFirst();
      // One path for every key: the hash is compared for a revoked key and, against a stand-in, for an unknown one,
      // so that no answer comes sooner than another and timing tells nothing about which key ids exist.
      const matches = tokenMatches(token, row?.secretHash ?? UNKNOWN_KEY_HASH);
      if (!row || !matches || row.revokedAt !== null || row.state !== 'active') return null;
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
      return { keyId, account: accountOf(row) };
    },
  };
}

const EMAIL_TAKEN = 'An account with this email already exists.';

/** The account columns every read selects: never the password hash. */
const ACCOUNT_COLUMNS = [
  'api_accounts.id',
  'api_accounts.name',
  'api_accounts.plan',
  'api_accounts.createdAt',
  'api_accounts.email',
  'api_accounts.role',
  'api_accounts.state',
] as const;

function accountOf(
  row: Pick<
    Selectable<ApiKeyTables['api_accounts']>,
    'id' | 'name' | 'plan' | 'createdAt' | 'email' | 'role' | 'state'
  >,
): Account {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    plan: row.plan,
    role: row.role,
    state: row.state,
    createdAt: row.createdAt,
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
