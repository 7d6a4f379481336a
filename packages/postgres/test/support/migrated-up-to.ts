import { migrateToLatest, migrationsUpTo } from '@bankdir/kysely';
import { Kysely } from 'kysely';
import { ByteOrderTextPlugin } from '../../src/engine/byte-order-text.ts';
import { createPool } from '../../src/engine/pool.ts';
import { postgresMigrations } from '../../src/engine/postgres-migrations.ts';
import { WriteLockPostgresDialect } from '../../src/engine/write-lock-dialect.ts';

/**
 * A new schema of the database at `url` migrated only up to the migration `last`, as the version that ended there
 * left it (over a connection like openPostgresStorage's own for migrating): the test fills it through the connection
 * returned (a schema change's upgrade test inserts rows of the layout before it), destroys that, then opens the
 * schema with openPostgresStorage, which runs the migrations after `last`.
 */
export async function migratedUpTo(url: string, schema: string, last: string): Promise<Kysely<any>> {
  const db = new Kysely<unknown>({ dialect: new WriteLockPostgresDialect({ pool: createPool({ url, schema }) }) });
  await db.schema.createSchema(schema).ifNotExists().execute();
  await migrateToLatest(db.withPlugin(new ByteOrderTextPlugin()), migrationsUpTo(postgresMigrations, last), { schema });
  return db;
}
