import type { Kysely, Migration } from 'kysely';

/** The plugin's migration namespace: its applied migrations are recorded apart from the directory's. */
export const MIGRATION_NAMESPACE = 'auth_api_keys';

/**
 * The plugin's migrations, in order: the initial layout, then every later change under a new name after it, each
 * tested by upgrading a database made by the ones before. Names never change once released.
 */
export const apiKeyMigrations: Record<string, Migration> = {
  '0001-initial-layout': {
    async up(db: Kysely<unknown>) {
      // Accounts: key-only ones (made by an operator for a script) have no email or password. NULLs are distinct in a
      // unique index on both engines, so key-only accounts need no email.
      await db.schema
        .createTable('api_accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('email', 'text')
        .addColumn('emailKey', 'text')
        .addColumn('passwordHash', 'text')
        .addColumn('role', 'text', (c) => c.notNull().defaultTo('member'))
        .addColumn('state', 'text', (c) => c.notNull().defaultTo('active'))
        .execute();
      await db.schema.createIndex('api_accounts_email').on('api_accounts').column('emailKey').unique().execute();
      await db.schema.createIndex('api_accounts_created').on('api_accounts').columns(['createdAt', 'id']).execute();

      await db.schema
        .createTable('api_keys')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('accountId', 'text', (c) => c.notNull().references('api_accounts.id').onDelete('cascade'))
        .addColumn('secretHash', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('lastUsedAt', 'text')
        .addColumn('revokedAt', 'text')
        .execute();
      await db.schema.createIndex('api_keys_account').on('api_keys').columns(['accountId', 'createdAt']).execute();

      await db.schema
        .createTable('api_sessions')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('accountId', 'text', (c) => c.notNull().references('api_accounts.id').onDelete('cascade'))
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        .addColumn('csrfToken', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('lastSeenAt', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('api_sessions_account').on('api_sessions').column('accountId').execute();
      await db.schema.createIndex('api_sessions_last_seen').on('api_sessions').column('lastSeenAt').execute();

      await db.schema
        .createTable('api_invites')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
        .addColumn('email', 'text')
        .addColumn('createdBy', 'text', (c) => c.notNull().references('api_accounts.id').onDelete('cascade'))
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .addColumn('expiresAt', 'text', (c) => c.notNull())
        .addColumn('usedAt', 'text')
        .execute();

      await db.schema
        .createTable('api_sign_in_failures')
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('api_sign_in_failures_subject')
        .on('api_sign_in_failures')
        .columns(['subject', 'at'])
        .execute();
      await db.schema.createIndex('api_sign_in_failures_at').on('api_sign_in_failures').column('at').execute();
    },
  },
};
