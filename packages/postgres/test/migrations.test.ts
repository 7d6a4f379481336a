import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import pg from 'pg';
import { openPostgresStorage, postgresDirectoryExists, postgresMigrations } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

// Kysely's PostgresAdapter takes this session-level advisory lock around every migration run (kysely 0.28).
const KYSELY_MIGRATION_LOCK = '3853314791062309107';

describe('PostgreSQL migrations', { skip: skipWithoutPostgres() }, () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase('migrations');
  });
  after(() => database?.drop());

  test('nodes opening a new database at once all start, and each migration runs exactly once', async () => {
    const schema = 'started_together';
    const storages = await Promise.all(
      Array.from({ length: 4 }, () => openPostgresStorage({ url: database.url, schema, poolSize: 2 })),
    );
    try {
      const { rows } = await sql<{ name: string }>`select name from ${sql.id(schema, 'bankdir_migrations')}`.execute(
        storages[0]!.kysely,
      );
      assert.deepEqual(rows.map((row) => row.name).sort(), Object.keys(postgresMigrations).sort());
    } finally {
      for (const storage of storages) await storage.close();
    }
  });

  test("the migrator waits for Kysely's advisory lock: a node does not migrate while another one is", async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    await holder.query(`select pg_advisory_lock(${KYSELY_MIGRATION_LOCK})`);
    let opened = false;
    const opening = openPostgresStorage({ url: database.url, schema: 'waits_for_lock', poolSize: 2 }).then(
      (storage) => {
        opened = true;
        return storage;
      },
    );
    try {
      await delay(1500);
      assert.equal(opened, false, 'no migration while the lock is held elsewhere');
    } finally {
      await holder.query(`select pg_advisory_unlock(${KYSELY_MIGRATION_LOCK})`);
      await holder.end();
    }
    const storage = await opening;
    assert.equal(opened, true, 'it migrates once the lock is free');
    await storage.close();
  });

  test('every text column compares byte-wise (collate "C"), whatever the database default', async () => {
    const storage = await openPostgresStorage({ url: database.url, schema: 'collation', poolSize: 2 });
    try {
      const { rows } = await sql<{ table: string; column: string; collation: string | null }>`
        select table_name as table, column_name as column, collation_name as collation
        from information_schema.columns where table_schema = 'collation' and data_type = 'text'`.execute(
        storage.kysely,
      );
      assert.ok(rows.some((row) => row.table === 'bank_stats' && row.column === 'nameKey'));
      const notBytewise = rows.filter((row) => row.collation !== 'C' && !row.table.endsWith('migrations'));
      assert.deepEqual(notBytewise, [], 'text columns without collate "C"');
      const ordered = await sql<{ word: string }>`
        select "word" from (values ('b'), ('B'), ('a'), ('_z'), ('é')) as w("word")
        order by "word" collate "C"`.execute(storage.kysely);
      assert.deepEqual(
        ordered.rows.map((row) => row.word),
        ['B', '_z', 'a', 'b', 'é'],
      );
    } finally {
      await storage.close();
    }
  });

  test('postgresDirectoryExists tells a migrated database from an empty one', async () => {
    const empty = await createTestDatabase('empty');
    try {
      assert.equal(await postgresDirectoryExists(empty.url), false);
      await (await openPostgresStorage({ url: empty.url, poolSize: 1 })).close();
      assert.equal(await postgresDirectoryExists(empty.url), true);
    } finally {
      await empty.drop();
    }
  });
});
