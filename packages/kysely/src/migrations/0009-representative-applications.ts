import type { Kysely } from 'kysely';

// Applications to represent a bank (docs/api-contract.md, "Representatives"). Ids are the service's, as votes' and
// stories' are; the account and bank by number like every other table. Operators list them newest first, by status or
// bank; an account looks for its own pending one before applying.

// biome-ignore lint/suspicious/noExplicitAny: a migration works below the typed schema
export async function up(db: Kysely<any>): Promise<void> {
  const time = 'bigint';
  await db.schema
    .createTable('representative_applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountNo', 'integer', (c) => c.notNull())
    .addColumn('bankNo', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('createdAt', time, (c) => c.notNull())
    .addColumn('decidedAt', time)
    .addColumn('decidedBy', 'text')
    .addColumn('reason', 'text')
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('representative_applications').columns(columns).execute();
  await index('representative_applications_newest', ['createdAt', 'id']);
  await index('representative_applications_by_status', ['status', 'createdAt', 'id']);
  await index('representative_applications_of_bank', ['bankNo', 'createdAt', 'id']);
  await index('representative_applications_of_account', ['accountNo', 'bankNo', 'status']);
}
