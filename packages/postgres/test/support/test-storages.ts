import { sql } from 'kysely';
import { openPostgresStorage, type PostgresStorage } from '../../src/open-postgres-storage.ts';

/**
 * Fresh, empty storages in one test database, cheaply: migrating a schema creates a few hundred indexes (seconds on a
 * busy machine), so a closed storage's schema is emptied (TRUNCATE) and handed to the next open instead of dropped.
 */
export function testStorages(url: string, label = 'storage'): () => Promise<PostgresStorage> {
  const free: string[] = [];
  let created = 0;
  return async () => {
    const schema = free.pop() ?? `${label}_${++created}`;
    const storage = await openPostgresStorage({ url, schema, poolSize: 4 });
    const close = storage.close;
    return Object.assign(storage, {
      close: async () => {
        try {
          await emptySchema(storage, schema);
          free.push(schema);
        } finally {
          await close();
        }
      },
    });
  };
}

async function emptySchema(storage: PostgresStorage, schema: string): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = ${schema} and tablename not like '%migrations' and tablename not like '%migrations_lock'`.execute(
    storage.kysely,
  );
  if (rows.length === 0) return;
  const tables = rows.map((row) => sql.id(schema, row.name));
  await sql`truncate table ${sql.join(tables)} restart identity`.execute(storage.kysely);
}
