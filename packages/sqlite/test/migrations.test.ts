import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { INITIAL_LAYOUT, migrateToLatest } from '@bankdir/kysely';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import { assertRankOrderUpgraded, fillBeforeRankOrderByKey } from '../../kysely/test/support/rank-order-upgrade.ts';
import { assertScoreOrdersUpgraded, fillBeforeScoreOrders } from '../../kysely/test/support/score-orders-upgrade.ts';
import { ImmediateSqliteDialect } from '../src/engine/immediate-sqlite-dialect.ts';
import { openDatabase } from '../src/engine/open-database.ts';
import { preparedStatements } from '../src/engine/prepared-statements.ts';
import { openSqliteStorage, sqliteMigrations } from '../src/index.ts';
import { migratedUpTo } from './migrated-up-to.ts';
import { tempFolder } from './temp-file.ts';

// What the migration system does for a SQLite file. A later schema change adds a test here that makes a file with
// migratedUpTo(file, <the migration before it>), fills it, and opens it with this version.

const folder = tempFolder('migrations');
after(() => folder.remove());

const tablesOf = (file: string): string[] => {
  const database = new BetterSqlite3(file, { readonly: true });
  try {
    return database
      .prepare("select name from sqlite_schema where type = 'table' order by name")
      .pluck()
      .all() as string[];
  } finally {
    database.close();
  }
};

describe('SQLite migrations', () => {
  it('a file made by the initial layout opens with this version, its rows kept', async () => {
    const file = folder.file('initial-layout.sqlite');
    const db = await migratedUpTo(file, INITIAL_LAYOUT);
    await db
      .insertInto('countries')
      .values({ id: 'ctry_aa', name: 'Aland', nameKey: 'aland', code: 'AA', emoji: 'x', createdAt: 0, updatedAt: 0 })
      .execute();
    await db.destroy();
    const storage = await openSqliteStorage({ file });
    try {
      const { rows } = await sql<{ name: string }>`select name from bankdir_migrations`.execute(storage.kysely);
      assert.deepEqual(rows.map((row) => row.name).sort(), Object.keys(sqliteMigrations).sort());
      assert.equal((await storage.countries.get('ctry_aa'))?.name, 'Aland');
    } finally {
      await storage.close();
    }
  });

  it('a file whose semantic index the initial layout made loses its unread columns (0002), its index kept', async () => {
    const file = folder.file('unread-semantic-columns.sqlite');
    const db = await migratedUpTo(file, INITIAL_LAYOUT);
    await db
      .insertInto('semantic_index')
      .values({ id: 1, model: 'test-model', dimensions: 8, chunkSize: 16 })
      .execute();
    await db.insertInto('semantic_partitions').values({ countryId: 'ctry_aa', sections: 0 }).execute();
    await db.destroy();
    const storage = await openSqliteStorage({ file });
    try {
      assert.deepEqual(await storage.vectors!.indexInfo(), { model: 'test-model', dimensions: 8 });
      assert.ok(!tablesOf(file).includes('semantic_partitions'));
      const { rows } = await sql<{ name: string }>`select name from pragma_table_info('semantic_index')`.execute(
        storage.kysely,
      );
      assert.deepEqual(
        rows.map((row) => row.name),
        ['id', 'model', 'dimensions'],
      );
    } finally {
      await storage.close();
    }
  });

  it('a file with scores from before the score orders (0003) lists by score from them and keeps them in step', async () => {
    const file = folder.file('before-score-orders.sqlite');
    const db = await migratedUpTo(file, '0002-unread-semantic-columns');
    await fillBeforeScoreOrders(db);
    await db.destroy();
    const storage = await openSqliteStorage({ file });
    try {
      await assertScoreOrdersUpgraded(storage);
    } finally {
      await storage.close();
    }
  });

  it('a file with ranks from before the rank order by key (0005) lists by rank from it and keeps ranks exact', async () => {
    const file = folder.file('before-rank-order-by-key.sqlite');
    await (await migratedUpTo(file, '0003-score-orders')).destroy();
    // Written by the stores over the engine's own connection, which binds booleans as SQLite keeps them.
    const db = new Kysely({
      dialect: new ImmediateSqliteDialect({ database: preparedStatements(openDatabase({ file })) }),
    });
    await fillBeforeRankOrderByKey(db);
    await db.destroy();
    const storage = await openSqliteStorage({ file });
    try {
      const indexes = new BetterSqlite3(file, { readonly: true });
      const names = indexes.prepare(`select name from sqlite_master where tbl_name = 'bank_ranks'`).pluck().all();
      indexes.close();
      assert.ok(!names.includes('bank_ranks_by_rank'), 'no index holds the rank');
      await assertRankOrderUpgraded(storage);
    } finally {
      await storage.close();
    }
  });

  it('refuses a file made by a development build before the initial layout, and leaves it as it was', async () => {
    const file = folder.file('development-build.sqlite');
    // What such a build recorded: migrations named before the first release, none of them the initial layout.
    const old = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new BetterSqlite3(file) }) });
    await migrateToLatest(old, {
      '0001-initial': { up: (db) => db.schema.createTable('banks').addColumn('id', 'text').execute() },
      '0002-semantic-index': { up: async () => {} },
    });
    await old.destroy();
    const before = tablesOf(file);
    await assert.rejects(openSqliteStorage({ file }), {
      message:
        /made by a development build of bankdir from before the first release \(its migration 0001-initial predates the initial layout, 0001-initial-layout\), and is not upgraded: export it with the build that made it/,
    });
    assert.deepEqual(tablesOf(file), before);
  });

  it('rolls a failed migration back with the whole run, naming it', async () => {
    const file = folder.file('failed.sqlite');
    const db = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new BetterSqlite3(file) }) });
    try {
      await assert.rejects(
        migrateToLatest(db, {
          ...sqliteMigrations,
          '9999-broken': {
            async up(db) {
              await db.schema.createTable('half_done').addColumn('id', 'text').execute();
              throw new Error('broken on purpose');
            },
          },
        }),
        { message: 'migration 9999-broken failed: broken on purpose' },
      );
    } finally {
      await db.destroy();
    }
    assert.deepEqual(tablesOf(file), [], 'nothing of the run stays, the initial layout included');
  });
});
