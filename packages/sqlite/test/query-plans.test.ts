import assert from 'node:assert/strict';
import { after, before, describe } from 'node:test';
import { type DirectoryData, insertQueryPlanData, type OrderedReadCase, queryPlanTests } from '@bankdir/conformance';
import type { Storage } from '@bankdir/core/driver';
import { type Database, kyselyStorage } from '@bankdir/kysely';
import { type CompiledQuery, Kysely } from 'kysely';
import { ImmediateSqliteDialect } from '../src/engine/immediate-sqlite-dialect.ts';
import { openDatabase } from '../src/engine/open-database.ts';
import { preparedStatements } from '../src/engine/prepared-statements.ts';
import { openSqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// Every list order must be read by an index in keyset order: no temporary sort, whatever the page depth.

const folder = tempFolder('plans');
const file = folder.file('plans.sqlite');
const captured: CompiledQuery[] = [];
let sqlite: ReturnType<typeof openDatabase>;
let storage: Storage;
let data: DirectoryData;

before(async () => {
  const writer = await openSqliteStorage({ file });
  data = await insertQueryPlanData(writer);
  await writer.close();
  sqlite = openDatabase({ file });
  const db = new Kysely<Database>({
    dialect: new ImmediateSqliteDialect({ database: preparedStatements(sqlite) }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  storage = kyselyStorage(db, { close: () => db.destroy() });
});

after(async () => {
  await storage.close();
  folder.remove();
});

/** The plan of every ordered select the work ran, one line each. */
async function plansOf(work: () => Promise<unknown>): Promise<string[]> {
  captured.length = 0;
  await work();
  return captured
    .filter((query) => /^select/i.test(query.sql) && / order by /i.test(query.sql))
    .map((query) => {
      const parameters = query.parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value));
      const rows = sqlite.prepare(`explain query plan ${query.sql}`).all(...parameters) as { detail: string }[];
      return `${rows.map((row) => row.detail).join(' / ')}    <- ${query.sql}`;
    });
}

function assertIndexOrdered(plans: string[], label: string): void {
  assert.ok(plans.length > 0, `${label}: no ordered query ran`);
  for (const plan of plans) {
    assert.doesNotMatch(plan, /TEMP B-TREE/, `${label} sorts instead of walking an index: ${plan}`);
    // The primary key of a WITHOUT ROWID table is its index (bank_ranks' key is the worldwide rank order).
    assert.match(plan, /USING (COVERING )?INDEX|USING PRIMARY KEY/, `${label} reads no index: ${plan}`);
  }
}

describe('SQLite query plans', () => {
  const check = async (group: OrderedReadCase[]) => {
    for (const { label, run } of group) assertIndexOrdered(await plansOf(() => run(storage)), label);
  };

  queryPlanTests(() => data, check);
});
