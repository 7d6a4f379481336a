import type { Kysely, Migration } from 'kysely';

/** The plugin's migration namespace: its applied migrations are recorded apart from the directory's. */
export const MIGRATION_NAMESPACE = 'auth_api_keys';

/** The plugin's migrations, in order. Names never change once released. */
export const apiKeyMigrations: Record<string, Migration> = {
  '0001-accounts-and-keys': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('api_accounts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('plan', 'text', (c) => c.notNull())
        .addColumn('createdAt', 'text', (c) => c.notNull())
        .execute();
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
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('api_keys').execute();
      await db.schema.dropTable('api_accounts').execute();
    },
  },
};
