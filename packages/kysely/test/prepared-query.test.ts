import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  type CompiledQuery,
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  sql,
} from 'kysely';
import { preparedListQuery, preparedQuery, shapedQueries } from '../src/queries/prepared-query.ts';

interface Tables {
  votes: { seq: number; bankNo: number; category: number; isUp: boolean };
}

// Connections that run nothing: what a prepared query sends is read from its compiled form.
const sqliteDialect = {
  createAdapter: () => new SqliteAdapter(),
  createDriver: () => new DummyDriver(),
  createIntrospector: (db: Kysely<unknown>) => new SqliteIntrospector(db),
  createQueryCompiler: () => new SqliteQueryCompiler(),
};
const sqlite = new Kysely<Tables>({ dialect: sqliteDialect });
const postgres = new Kysely<Tables>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

function countedQuery() {
  let builds = 0;
  const query = preparedQuery<{ bankNo: number; category: number }, { seq: number }>((db, param) => {
    builds += 1;
    return db
      .selectFrom('votes')
      .select('seq')
      .where('bankNo', '=', param('bankNo'))
      .where('isUp', '=', true)
      .where((eb) => eb.or([eb('category', '=', param('category')), eb('bankNo', '>', param('bankNo'))]));
  });
  return { query, builds: () => builds };
}

describe('prepared queries', () => {
  it('put each execution’s values where the builder named them, constants staying as built', () => {
    const { query } = countedQuery();
    const compiled = query.compile(sqlite, { bankNo: 7, category: 3 });
    assert.equal(
      compiled.sql,
      'select "seq" from "votes" where "bankNo" = ? and "isUp" = ? and ("category" = ? or "bankNo" > ?)',
    );
    assert.deepEqual(compiled.parameters, [7, true, 3, 7]);
    assert.deepEqual(query.compile(sqlite, { bankNo: 9, category: 1 }).parameters, [9, true, 1, 9]);
  });

  it('build and compile once per dialect, also across the transactions of one connection', async () => {
    const { query, builds } = countedQuery();
    query.compile(sqlite, { bankNo: 1, category: 1 });
    query.compile(sqlite, { bankNo: 2, category: 2 });
    await sqlite.transaction().execute(async (tx) => {
      query.compile(tx, { bankNo: 3, category: 3 });
    });
    assert.equal(builds(), 1);
    const compiled = query.compile(postgres, { bankNo: 4, category: 5 });
    assert.equal(builds(), 2, 'another engine compiles its own SQL');
    assert.match(compiled.sql, /"bankNo" = \$1/);
    assert.deepEqual(compiled.parameters, [4, true, 5, 4]);
  });

  it('refuse an execution that leaves a named value out', () => {
    const { query } = countedQuery();
    assert.throws(() => query.compile(sqlite, { bankNo: 1 } as never), /no value for category/);
  });

  it('execute on the connection they are given', async () => {
    const { query } = countedQuery();
    assert.deepEqual(await query.execute(sqlite, { bankNo: 1, category: 1 }), []);
    assert.equal(await query.executeTakeFirst(sqlite, { bankNo: 1, category: 1 }), undefined);
  });
});

/** A SQLite connection that runs nothing and records what it is sent. */
function recordingSqlite() {
  const sent: CompiledQuery[] = [];
  const db = new Kysely<Tables>({
    dialect: sqliteDialect,
    log: (event) => {
      if (event.level === 'query') sent.push(event.query);
    },
  });
  return { db, sent };
}

describe('prepared list queries', () => {
  const bySeqs = preparedListQuery<number, { bankNo: number }>((db, seqs) =>
    db.selectFrom('votes').select('bankNo').where('seq', 'in', seqs),
  );

  it('send a list padded with its last value up to the next prepared size', async () => {
    const { db, sent } = recordingSqlite();
    await bySeqs.execute(db, [5, 9, 2]);
    assert.equal(sent.length, 1);
    assert.equal(sent[0]!.sql, 'select "bankNo" from "votes" where "seq" in (?, ?, ?, ?)');
    assert.deepEqual(sent[0]!.parameters, [5, 9, 2, 2]);
  });

  it('read a list longer than the largest size in parts, and send nothing for no values', async () => {
    const { db, sent } = recordingSqlite();
    await bySeqs.execute(db, []);
    assert.equal(sent.length, 0);
    const seqs = Array.from({ length: 130 }, (_, index) => index);
    await bySeqs.execute(db, seqs);
    assert.deepEqual(
      sent.map((query) => query.parameters.length),
      [128, 2],
    );
    assert.deepEqual(
      sent.flatMap((query) => query.parameters),
      seqs,
    );
  });
});

describe('shaped queries', () => {
  it('build each shape once and send each execution its own values', async () => {
    const { db, sent } = recordingSqlite();
    const shapes = shapedQueries();
    let builds = 0;
    const run = (key: string, column: 'bankNo' | 'category', values: unknown[]) =>
      shapes.execute(
        db,
        key,
        (value) => {
          builds += 1;
          return db
            .selectFrom('votes')
            .select('seq')
            .where(sql.ref(column), '>', value(0))
            .where('isUp', '=', true)
            .where('seq', '<', value(1) as number);
        },
        values,
      );
    await run('bankNo', 'bankNo', [1, 10]);
    await run('bankNo', 'bankNo', [2, 20]);
    await run('category', 'category', [3, 30]);
    assert.equal(builds, 2);
    assert.deepEqual(
      sent.map((query) => query.parameters),
      [
        [1, true, 10],
        [2, true, 20],
        [3, true, 30],
      ],
    );
    assert.match(sent[2]!.sql, /"category" > \?/);
  });
});
