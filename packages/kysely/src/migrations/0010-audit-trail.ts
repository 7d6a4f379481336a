import type { Kysely } from 'kysely';

// The operators' audit trail (docs/operations.md, "Audit trail"): one row per operator action, only ever added. Read
// newest first, alone, by actor or by the action's first word (`area`: bank, banks, application...), each order served
// by an index ending in (at, id). Before and after are JSON text.

// biome-ignore lint/suspicious/noExplicitAny: a migration works below the typed schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .addColumn('actorKind', 'text', (c) => c.notNull())
    .addColumn('actorId', 'text', (c) => c.notNull())
    .addColumn('actorName', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('subjectType', 'text')
    .addColumn('subjectId', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('reason', 'text')
    .execute();
  const index = (name: string, columns: string[]) =>
    db.schema.createIndex(name).on('audit_entries').columns(columns).execute();
  await index('audit_entries_newest', ['at', 'id']);
  await index('audit_entries_by_actor', ['actorId', 'at', 'id']);
  await index('audit_entries_by_area', ['area', 'at', 'id']);
}
