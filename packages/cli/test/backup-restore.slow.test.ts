import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { runCli, startServe } from './helpers/cli.ts';
import { prepareWriteDatabase, WRITE_BANK } from './helpers/write-database.ts';
import { streamProductCreates } from './helpers/write-stream.ts';

// bankdir backup while the real server takes a stream of writes, then bankdir restore: refused while the server runs,
// done once it is stopped, with the replaced file kept.

let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-backup-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

function storedProducts(file: string): Set<string> {
  const database = new BetterSqlite3(file, { readonly: true });
  try {
    assert.equal(database.pragma('integrity_check', { simple: true }), 'ok', `${file}: integrity_check`);
    return new Set(database.prepare('SELECT id FROM products').pluck().all() as string[]);
  } finally {
    database.close();
  }
}

test('a backup taken under write load opens, passes integrity_check and holds every write acknowledged before it started; restore waits for the server to stop, and a refused one leaves the folder as it was', async () => {
  const file = join(dir, 'live.sqlite');
  const copy = join(dir, 'copy.sqlite');
  const key = await prepareWriteDatabase(file);
  const serve = startServe(['--db', file, '--port', '0', '--host', '127.0.0.1', '--rate-limit', '0']);
  let beforeBackup: string[];
  try {
    const [, url] = await serve.waitFor(/serves (http:\/\/\S+)\/v1/);
    const stream = streamProductCreates(url!, key, WRITE_BANK);
    try {
      // Some writes acknowledged before the backup starts, however long a busy machine takes to answer the first.
      await stream.untilAcknowledged(50);
      beforeBackup = stream.acknowledged.map((write) => write.id);
      const backup = await runCli(['backup', copy, '--db', file]);
      assert.equal(backup.code, 0, backup.stderr);
      assert.match(
        backup.stdout,
        /^Copying .* with backup-api…\nCopied [\d.]+ MB in \d+ ms; checking the copy…\nBackup written to .*: integrity_check ok/,
      );
      assert.ok(stream.acknowledged.length > beforeBackup.length, 'the server went on writing during the backup');
    } finally {
      await stream.stop();
    }
    assert.deepEqual(stream.failures, [], 'every write was answered 201');
    assert.ok(beforeBackup.length > 0, 'writes were acknowledged before the backup');
    const copied = storedProducts(copy);
    assert.deepEqual(
      beforeBackup.filter((id) => !copied.has(id)),
      [],
      'every write acknowledged before the backup is in it',
    );

    const filesBefore = readdirSync(dir).sort();
    const refused = await runCli(['restore', copy, '--db', file]);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /open in another process/);
    assert.deepEqual(readdirSync(dir).sort(), filesBefore, 'a refused restore adds and removes no file');
  } finally {
    await serve.stop();
  }
  const live = storedProducts(file);
  const restored = await runCli(['restore', copy, '--db', file, '--json']);
  assert.equal(restored.code, 0, restored.stderr);
  const { previous } = JSON.parse(restored.stdout) as { previous: string };
  assert.ok(existsSync(previous), 'the replaced database is kept');
  assert.deepEqual(storedProducts(previous), live, 'whole');
  assert.deepEqual(storedProducts(file), storedProducts(copy), 'the database is the backup now');
});
