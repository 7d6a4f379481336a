import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { after, describe, it } from 'node:test';
import { generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import { createDirectory } from '@bankdir/core';
import { sql } from 'kysely';
import { openSqliteStorage, sqliteMigrations } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

const folder = tempFolder('file');

const HOLD_WRITE_LOCK = `
const Database = require(${JSON.stringify(createRequire(import.meta.url).resolve('better-sqlite3'))});
const db = new Database(process.argv[1]);
db.exec('begin immediate');
process.stdout.write('locked\\n');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
db.exec('commit');
db.close();
`;
after(() => folder.remove());

describe('the SQLite file', () => {
  it('opens in WAL mode with foreign keys on and a busy timeout', async () => {
    const storage = await openSqliteStorage({ file: folder.file('pragmas.sqlite'), busyTimeoutMs: 1234 });
    const pragma = async (name: string) =>
      Object.values((await sql.raw(`pragma ${name}`).execute(storage.kysely)).rows[0] as object)[0];
    assert.equal(await pragma('journal_mode'), 'wal');
    assert.equal(await pragma('foreign_keys'), 1);
    assert.equal(await pragma('busy_timeout'), 1234);
    await storage.close();
  });

  it('keeps its data across reopening and applies each migration once', async () => {
    const file = folder.file('reopen.sqlite');
    const data = generateDirectoryData({ seed: 3, banks: 20, countries: 3, votesPerBank: 12 });
    const first = await openSqliteStorage({ file });
    await insertDirectoryData(first, data);
    const before = await first.banks.getMany(data.banks.map((bank) => bank.id));
    await first.close();
    const second = await openSqliteStorage({ file });
    const migrations = await sql<{ name: string }>`select name from bankdir_migrations`.execute(second.kysely);
    assert.deepEqual(migrations.rows.map((row) => row.name).sort(), Object.keys(sqliteMigrations).sort());
    assert.deepEqual(await second.banks.getMany(data.banks.map((bank) => bank.id)), before);
    await second.close();
  });

  it('makes a write wait while another process holds the write lock, instead of failing', async () => {
    const file = folder.file('two-writers.sqlite');
    const data = generateDirectoryData({ seed: 4, banks: 5, countries: 1, votesPerBank: 0 });
    const storage = await openSqliteStorage({ file });
    await insertDirectoryData(storage, data);
    // Another process takes the write lock and keeps it for 300 ms.
    const holder = spawn(process.execPath, ['-e', HOLD_WRITE_LOCK, file], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    const started = performance.now();
    const bankId = data.banks[0]!.id;
    await storage.votes.cast(
      { id: 'vote_waiting', accountId: 'acct_waiting', bankId, category: 'LENDING', isUp: true },
      '2025-01-01T00:00:00.000Z',
    );
    assert.ok(performance.now() - started >= 100, 'the write waited for the lock');
    assert.equal((await storage.banks.get(bankId))!.scores.lending.up, 1);
    await new Promise((resolve) => holder.once('exit', resolve));
    await storage.close();
  });

  it('leaves nothing behind from a write that fails halfway', async () => {
    const storage = await openSqliteStorage({ file: folder.file('atomic.sqlite') });
    const data = generateDirectoryData({ seed: 5, banks: 3, countries: 1, votesPerBank: 0 });
    await insertDirectoryData(storage, data);
    const directory = createDirectory({ storage, warn: () => {} });
    const bankId = data.banks[0]!.id;
    await assert.rejects(
      storage.transaction(async (tx) => {
        await tx.votes.cast(
          { id: 'vote_lost', accountId: 'acct_lost', bankId, category: 'INNOVATION', isUp: true },
          '2025-01-01T00:00:00.000Z',
        );
        throw new Error('fails after the vote');
      }),
      /fails after the vote/,
    );
    assert.equal(await storage.votes.get('vote_lost'), undefined);
    assert.equal((await directory.banks.get(bankId, { include: ['scores'] })).data.scores?.innovation.total, 0);
    await directory.close();
  });
});
