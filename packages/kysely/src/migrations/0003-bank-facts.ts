import type { Kysely } from 'kysely';

// The facts semantic search understands about a bank (kinds, ownership, parent, headquarters, other names), as the
// JSON of core's BankFacts: read only for the candidates of a search, never filtered on, so one text column serves
// every engine.

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bank_facts')
    .addColumn('bankId', 'text', (c) => c.primaryKey().references('banks.id').onDelete('cascade'))
    .addColumn('facts', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('bank_facts').execute();
}
