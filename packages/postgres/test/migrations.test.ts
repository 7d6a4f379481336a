import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { bankWriteOf, RANK_VOTE_THRESHOLD, scoreOf } from '@bankdir/core/driver';
import { INITIAL_LAYOUT, migrateToLatest } from '@bankdir/kysely';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { assertRankOrderUpgraded, fillBeforeRankOrderByKey } from '../../kysely/test/support/rank-order-upgrade.ts';
import { assertScoreOrdersUpgraded, fillBeforeScoreOrders } from '../../kysely/test/support/score-orders-upgrade.ts';
import { createPool } from '../src/engine/pool.ts';
import { VOTE_FUNCTIONS } from '../src/engine/postgres-migrations.ts';
import {
  openPostgresStorage,
  type PostgresStorage,
  postgresDirectoryExists,
  postgresMigrations,
} from '../src/index.ts';
import { createTestDatabase, migratedUpTo, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

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

  /** A schema made by the initial layout holding one country (ctry_aa, Aland), opened with this version. */
  async function openedFromInitialLayout(schema: string): Promise<PostgresStorage> {
    const db = await migratedUpTo(database.url, schema, INITIAL_LAYOUT);
    await db
      .insertInto('countries')
      .values({ id: 'ctry_aa', name: 'Aland', nameKey: 'aland', code: 'AA', emoji: 'x', createdAt: 0, updatedAt: 0 })
      .execute();
    await db.destroy();
    return openPostgresStorage({ url: database.url, schema, poolSize: 1 });
  }

  // A later schema change adds a test here that makes a schema with migratedUpTo(url, schema, <the migration before
  // it>), fills it, and opens it with this version.
  test('a database made by the initial layout opens with this version, its rows kept', async () => {
    const schema = 'initial_layout';
    const storage = await openedFromInitialLayout(schema);
    try {
      const { rows } = await sql<{ name: string }>`select name from ${sql.id(schema, 'bankdir_migrations')}`.execute(
        storage.kysely,
      );
      assert.deepEqual(rows.map((row) => row.name).sort(), Object.keys(postgresMigrations).sort());
      assert.equal((await storage.countries.get('ctry_aa'))?.name, 'Aland');
    } finally {
      await storage.close();
    }
  });

  test('a database with scores from before the score orders (0003) lists by score from them and keeps them in step', async () => {
    const schema = 'before_score_orders';
    const db = await migratedUpTo(database.url, schema, VOTE_FUNCTIONS);
    await fillBeforeScoreOrders(db);
    await db.destroy();
    const storage = await openPostgresStorage({ url: database.url, schema, poolSize: 1 });
    try {
      await assertScoreOrdersUpgraded(storage);
    } finally {
      await storage.close();
    }
  });

  test('a database with ranks from before the rank order by key (0005) lists by rank from it and keeps ranks exact', async () => {
    const schema = 'before_rank_order_by_key';
    const db = await migratedUpTo(database.url, schema, '0004-vote-functions-on-score-orders');
    await fillBeforeRankOrderByKey(db);
    await db.destroy();
    const storage = await openPostgresStorage({ url: database.url, schema, poolSize: 1 });
    try {
      const { rows } = await sql<{ name: string }>`
        select indexname as name from pg_indexes where schemaname = ${schema} and tablename = 'bank_ranks' order by 1`.execute(
        storage.kysely,
      );
      assert.ok(!rows.some((row) => row.name === 'bank_ranks_by_rank'), 'no index holds the rank');
      await assertRankOrderUpgraded(storage);
    } finally {
      await storage.close();
    }
  });

  test('a database made by the initial layout gets the vote functions, and casts and retracts with them', async () => {
    const schema = 'before_vote_functions';
    const storage = await openedFromInitialLayout(schema);
    try {
      const { rows } = await sql<{ name: string }>`
        select proname as name from pg_proc join pg_namespace on pg_namespace.oid = pronamespace
        where nspname = ${schema} and proname like 'bankdir_%' order by 1`.execute(storage.kysely);
      assert.deepEqual(
        rows.map((row) => row.name),
        [
          'bankdir_apply_vote_delta',
          'bankdir_cast_vote',
          'bankdir_rank_key',
          'bankdir_retract_vote',
          'bankdir_vote_score',
        ],
      );
      const at = '2026-01-01T00:00:00.000Z';
      const write = { url: '', description: '', countryId: 'ctry_aa', alternativeHostnames: [] };
      await storage.banks.create('bank_a', bankWriteOf({ ...write, name: 'A', url: 'https://a.example' }), at);
      await storage.banks.create('bank_b', bankWriteOf({ ...write, name: 'B', url: 'https://b.example' }), at);
      const cast = (bankId: string, voter: number, isUp: boolean) =>
        storage.votes.cast(
          { id: `vote_${bankId}_${voter}`, accountId: `acct_${voter}`, bankId, category: 'LENDING', isUp },
          at,
        );
      for (let voter = 0; voter < RANK_VOTE_THRESHOLD; voter++) await cast('bank_a', voter, voter % 3 !== 0);
      for (let voter = 0; voter < RANK_VOTE_THRESHOLD; voter++) await cast('bank_b', voter, true);
      assert.equal((await cast('bank_a', 0, true))?.created, false, 'a recast replaces the vote');
      assert.equal((await storage.votes.retract('acct_1', 'bank_b', 'LENDING'))?.id, 'vote_bank_b_1');
      const [a, b] = [(await storage.banks.get('bank_a'))!, (await storage.banks.get('bank_b'))!];
      assert.deepEqual(a.scores.overall, { total: 10, up: 7, down: 3, score: scoreOf(7, 3) });
      assert.deepEqual(b.scores.overall, { total: 9, up: 9, down: 0, score: 100 });
      assert.deepEqual([a.rank, a.countryRank, b.rank], [1, 1, null], 'only the bank with 10 votes is ranked');
      assert.equal((await storage.countries.getByCode('AA'))?.scores.overall.total, 19);
    } finally {
      await storage.close();
    }
  });

  test('a database made by a development build before the initial layout is refused, saying what to do', async () => {
    const schema = 'development_build';
    const first = await openPostgresStorage({ url: database.url, schema, poolSize: 1 });
    // What such a build recorded: migrations named before the first release, none of them the initial layout.
    await sql`delete from ${sql.id(schema, 'bankdir_migrations')}`.execute(first.kysely);
    await sql`insert into ${sql.id(schema, 'bankdir_migrations')} (name, timestamp)
      values ('0001-initial', '2025-01-01T00:00:00.000Z'), ('0002-semantic-index', '2025-01-01T00:00:00.000Z')`.execute(
      first.kysely,
    );
    await first.close();
    await assert.rejects(openPostgresStorage({ url: database.url, schema, poolSize: 1 }), {
      message:
        /made by a development build of bankdir from before the first release \(its migration 0001-initial predates the initial layout, 0001-initial-layout\), and is not upgraded: export it with the build that made it/,
    });
  });

  test('a failed migration is rolled back with the whole run, and named', async () => {
    const schema = 'failed_migration';
    const broken = {
      async up(db: Kysely<unknown>) {
        await db.schema.createTable('half_done').addColumn('id', 'text').execute();
        throw new Error('broken on purpose');
      },
    };
    const db = new Kysely<unknown>({
      dialect: new PostgresDialect({ pool: createPool({ url: database.url, schema }) }),
    });
    try {
      await db.schema.createSchema(schema).execute();
      await assert.rejects(migrateToLatest(db, { ...postgresMigrations, '9999-broken': broken }, { schema }), {
        message: 'migration 9999-broken failed: broken on purpose',
      });
      // Kysely makes its own two tables before the run's transaction; nothing of the run stays, no migration recorded.
      const { rows } = await sql<{ name: string }>`
        select table_name as name from information_schema.tables where table_schema = ${schema} order by 1`.execute(db);
      assert.deepEqual(
        rows.map((row) => row.name),
        ['bankdir_migrations', 'bankdir_migrations_lock'],
        'the initial layout rolled back too',
      );
      const recorded = await sql`select name from ${sql.id(schema, 'bankdir_migrations')}`.execute(db);
      assert.deepEqual(recorded.rows, []);
    } finally {
      await db.destroy();
    }
  });
});
