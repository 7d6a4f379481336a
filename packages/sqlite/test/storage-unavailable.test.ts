import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { after, it } from 'node:test';
import { generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import { isStorageUnavailable } from '@bankdir/core';
import { openSqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// A SQLite error that means "cannot write now" reaches the directory as StorageUnavailableError (503), not as a bare
// SQLite error (500). The full disk and the read-only file are tested end to end in packages/cli/test/; the lock held
// too long by another process is the one such error a plain test can cause.

const folder = tempFolder('unavailable');
after(() => folder.remove());

const HOLD_WRITE_LOCK = `
const Database = require(${JSON.stringify(createRequire(import.meta.url).resolve('better-sqlite3'))});
const db = new Database(process.argv[1]);
db.exec('begin immediate');
process.stdout.write('locked\\n');
Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1500);
db.exec('commit');
db.close();
`;

it('a write that cannot take the lock in time fails as storage unavailable (503), reads go on, and it works after', async () => {
  const file = folder.file('locked.sqlite');
  const storage = await openSqliteStorage({ file, busyTimeoutMs: 100 });
  const data = generateDirectoryData({ seed: 8, banks: 2, countries: 1, votesPerBank: 0 });
  await insertDirectoryData(storage, data);
  const bankId = data.banks[0]!.id;
  const vote = { id: 'vote_locked', accountId: 'acct_locked', bankId, category: 'LENDING' as const, isUp: true };
  const holder = spawn(process.execPath, ['-e', HOLD_WRITE_LOCK, file], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));

  const failure = await storage.votes.cast(vote, '2025-01-01T00:00:00.000Z').then(
    () => assert.fail('the write went through while another process held the lock'),
    (error: unknown) => error,
  );
  assert.ok(isStorageUnavailable(failure), `a StorageUnavailableError, not ${String(failure)}`);
  assert.equal(failure.status, 503);
  assert.equal(failure.code, 'SERVICE_UNAVAILABLE');
  assert.match(failure.message, /^The database is not available: another process kept the database locked/);
  assert.doesNotMatch(failure.message, /locked\.sqlite|SQLITE_/, 'the client message names no file and no SQLite code');
  assert.match(failure.detail, /SQLITE_BUSY/, 'the log detail has the engine code');
  assert.equal((await storage.banks.get(bankId))?.id, bankId, 'reads keep working');

  await new Promise((resolve) => holder.once('exit', resolve));
  await storage.votes.cast(vote, '2025-01-01T00:00:00.000Z');
  assert.equal((await storage.banks.get(bankId))!.scores.lending.up, 1, 'the write works once the lock is free');
  await storage.close();
});
