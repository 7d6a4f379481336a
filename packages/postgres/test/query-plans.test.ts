import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { type DirectoryData, insertQueryPlanData, type OrderedReadCase, queryPlanTests } from '@bankdir/conformance';
import { type Database, kyselyStorage } from '@bankdir/kysely';
import { type CompiledQuery, Kysely, sql } from 'kysely';
import pg from 'pg';
import { createPool } from '../src/engine/pool.ts';
import { WriteLockPostgresDialect } from '../src/engine/write-lock-dialect.ts';
import { openPostgresStorage, type PostgresStorage } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

// Every page query of every list, EXPLAINed as PostgreSQL would run it: it must read an index in the list's order and
// never sort. The test table is small, so sequential scans and sorts are priced out (enable_seqscan, enable_sort and
// enable_incremental_sort off): a plan that still sorts has no index that gives the order.

const captured: CompiledQuery[] = [];
let database: TestDatabase;
let storage: PostgresStorage;
let observed: ReturnType<typeof kyselyStorage>;
let explainer: pg.Client;
let data: DirectoryData;

describe('PostgreSQL query plans', { skip: skipWithoutPostgres() }, () => {
  before(async () => {
    database = await createTestDatabase('plans');
    storage = await openPostgresStorage({ url: database.url, poolSize: 2 });
    data = await insertQueryPlanData(storage);
    await sql`analyze`.execute(storage.kysely);
    const db = new Kysely<Database>({
      dialect: new WriteLockPostgresDialect({ pool: createPool({ url: database.url, poolSize: 2 }) }),
      log: (event) => {
        if (event.level === 'query') captured.push(event.query);
      },
    });
    observed = kyselyStorage(db, { close: () => db.destroy() });
    explainer = new pg.Client({ connectionString: database.url });
    await explainer.connect();
    await explainer.query('set enable_seqscan = off');
    await explainer.query('set enable_sort = off');
    // An incremental sort (on a prefix-ordered index) is a sort too, and enable_sort does not price it out.
    await explainer.query('set enable_incremental_sort = off');
  });

  after(async () => {
    await explainer?.end();
    await observed?.close();
    await storage?.close();
    await database?.drop();
  });

  /** The plan of every ordered select the work ran, one line each. */
  async function plansOf(work: () => Promise<unknown>): Promise<string[]> {
    captured.length = 0;
    await work();
    const plans: string[] = [];
    for (const query of captured.filter((q) => /^select/i.test(q.sql) && / order by /i.test(q.sql))) {
      const { rows } = await explainer.query<{ 'QUERY PLAN': string }>(`explain ${query.sql}`, [...query.parameters]);
      plans.push(`${rows.map((row) => row['QUERY PLAN'].trim()).join(' / ')}    <- ${query.sql}`);
    }
    return plans;
  }

  const check = async (group: OrderedReadCase[]) => {
    for (const { label, run } of group) {
      const plans = await plansOf(() => run(observed));
      assert.ok(plans.length > 0, `${label}: no ordered query ran`);
      for (const plan of plans) {
        assert.doesNotMatch(plan, /\bSort\b/, `${label} sorts instead of walking an index: ${plan}`);
        assert.match(plan, /Index (Only )?Scan/, `${label} reads no index: ${plan}`);
      }
    }
  };

  queryPlanTests(() => data, check);
});
