import { type Kysely, sql } from 'kysely';

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
  // The service checks for an open application inside the apply's transaction; this index keeps the rule when nodes
  // sharing a PostgreSQL database apply at once (1 is PENDING's code).
  await db.schema
    .createIndex('representative_applications_one_open')
    .on('representative_applications')
    .columns(['accountNo', 'bankNo'])
    .unique()
    .where(sql.ref('status'), '=', sql.lit(1))
    .execute();
}
