import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import pg from 'pg';
import { WRITE_LOCK_SQL } from '../src/engine/write-lock-dialect.ts';
import { openPostgresStorage, type PostgresStorage } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

// Every write transaction takes the directory's advisory lock as it begins (in the same round trip as BEGIN), so
// writes from every node run one at a time; reads never wait for it.

describe('the write lock on PostgreSQL', { skip: skipWithoutPostgres() }, () => {
  let database: TestDatabase;
  let storage: PostgresStorage;
  before(async () => {
    database = await createTestDatabase('write_lock');
    storage = await openPostgresStorage({ url: database.url, poolSize: 2 });
    await storage.countries.upsert(
      { id: 'ctry_aa', name: 'Aland', nameKey: 'aland', code: 'AA', emoji: '🇦🇦' },
      '2026-01-01T00:00:00.000Z',
    );
  });
  after(async () => {
    await storage?.close();
    await database?.drop();
  });

  it('a write waits while another transaction holds the lock, and a read does not', async () => {
    const holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query(WRITE_LOCK_SQL);
      let written = false;
      const writing = storage.countries
        .upsert({ id: 'ctry_bb', name: 'Bland', nameKey: 'bland', code: 'BB', emoji: '🏳' }, '2026-01-01T00:00:00.000Z')
        .then(() => {
          written = true;
        });
      const read = await storage.countries.get('ctry_aa');
      assert.equal(read?.name, 'Aland', 'a read is answered while the lock is held');
      await delay(500);
      assert.equal(written, false, 'the write waits for the lock');
      await holder.query('commit');
      await writing;
      assert.equal((await storage.countries.get('ctry_bb'))?.name, 'Bland');
    } finally {
      await holder.end();
    }
  });
});
