import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { cleanEnv, runCli, type ServeProcess, startServe } from './helpers/cli.ts';
import { createProduct, managedProductIds } from './helpers/product-writes.ts';
import { type Ext4Disk, mountExt4, mountTmpfs, skipWithoutMount, type Tmpfs } from './helpers/small-disk.ts';
import { prepareWriteDatabase, WRITE_BANK } from './helpers/write-database.ts';

// A database that cannot be written: on a read-only file system at start (a clear message, exit code 1, once, also
// with workers), and on a disk that turns read-only under a running server (ext4's errors=remount-ro after a disk
// error): writes answer 503, reads keep working, and once the disk is mounted read-write again the server starts with
// every acknowledged write.

const skip = skipWithoutMount();
let work: string;
let key: string;
let prepared: string;
const cleanups: (() => unknown)[] = [];
before(async () => {
  if (skip) return;
  work = mkdtempSync(join(tmpdir(), 'bankdir-read-only-'));
  prepared = join(work, 'prepared.sqlite');
  key = await prepareWriteDatabase(prepared);
});
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  if (work) rmSync(work, { recursive: true, force: true });
});

function diskFor(megabytes: number): Tmpfs {
  const disk = mountTmpfs(megabytes);
  cleanups.push(() => disk.unmount());
  return disk;
}

describe('a read-only database', { skip }, () => {
  test('at start, serve says which file is read-only and exits 1, with one process or several workers', async () => {
    const disk = diskFor(Math.ceil(statSync(prepared).size / 2 ** 20) + 2);
    const file = join(disk.path, 'bankdir.sqlite');
    copyFileSync(prepared, file);
    disk.remountReadOnly();
    for (const workers of ['1', '2']) {
      const started = performance.now();
      const result = await runCli(['serve', '--db', file, '--port', '0'], {
        env: cleanEnv({ BANKDIR_WORKERS: workers }),
      });
      assert.equal(result.code, 1, `${workers} worker(s): exit code 1; stderr: ${result.stderr}`);
      assert.equal(
        result.stderr,
        `bankdir: cannot open ${file}: ${file} is on a read-only file system (SQLITE_CANTOPEN); bankdir writes to the database and to its -wal and -shm files beside it: make the file and its folder writable for the server\n`,
      );
      assert.ok(performance.now() - started < 30_000, 'it gives up at once, without retrying');
    }
  });
});

describe('a disk that turns read-only under a running server', { skip }, () => {
  let disk: Ext4Disk;
  let file: string;
  const nodes: ServeProcess[] = [];
  before(() => {
    if (skip) return;
    disk = mountExt4(Math.ceil(statSync(prepared).size / 2 ** 20) + 8);
    cleanups.push(async () => {
      for (const node of nodes) await node.stop();
      disk.unmount();
    });
    file = join(disk.path, 'bankdir.sqlite');
    copyFileSync(prepared, file);
  });

  test('writes answer 503 and reads go on in every worker; after a remount the server starts with every acknowledged write', async () => {
    const serve = startServe(['--db', file, '--port', '0', '--host', '127.0.0.1', '--rate-limit', '100000'], {
      env: cleanEnv({ BANKDIR_WORKERS: '2' }),
    });
    nodes.push(serve);
    const [, url] = await serve.waitFor(/serves (http:\/\/\S+)\/v1/);
    const acknowledged: string[] = [];
    let count = 0;
    const write = async () => {
      const { status, body } = await createProduct(url!, key, WRITE_BANK, `Read Only Saver ${++count}`);
      if (status === 201) acknowledged.push(body.data!.id!);
      else {
        assert.equal(status, 503, `a write answers 201 or 503, not ${status}: ${JSON.stringify(body)}`);
        assert.equal(body.code, 'SERVICE_UNAVAILABLE');
        assert.match(body.message!, /^The database is not available: .+\. Try again shortly\.$/);
      }
      return status;
    };
    for (let index = 0; index < 10; index++) assert.equal(await write(), 201, 'writes work before the disk fails');

    disk.failToReadOnly();
    // Both workers take requests in turn: each finds out on its next write.
    for (let index = 0; index < 6; index++) assert.equal(await write(), 503, 'writes are refused on a read-only disk');
    assert.match(
      serve.errorOutput(),
      /database unavailable: the disk holding the database failed to read or write \(SQLITE_IOERR/,
    );
    assert.doesNotMatch(serve.errorOutput(), /failed unexpectedly/, 'no 500 was logged');
    const listed = await managedProductIds(url!, key, WRITE_BANK);
    assert.deepEqual(
      acknowledged.filter((id) => !listed.includes(id)),
      [],
      'reads answer, with every acknowledged write',
    );

    const stopped = await serve.stop();
    assert.equal(stopped, 0, 'SIGTERM still stops the server cleanly');

    disk.remount();
    const again = startServe(['--db', file, '--port', '0', '--host', '127.0.0.1', '--rate-limit', '100000']);
    nodes.push(again);
    const [, againUrl] = await again.waitFor(/serves (http:\/\/\S+)\/v1/);
    const { status } = await createProduct(againUrl!, key, WRITE_BANK, 'After The Remount');
    assert.equal(status, 201, 'writes work once the disk is read-write again');
    assert.equal(await again.stop(), 0);
    const database = new BetterSqlite3(file, { readonly: true });
    try {
      assert.equal(database.pragma('integrity_check', { simple: true }), 'ok');
      const ids = new Set(database.prepare('select id from products').pluck().all() as string[]);
      const lost = acknowledged.filter((id) => !ids.has(id));
      assert.deepEqual(lost, [], 'every acknowledged write is stored');
      console.log(`read-only disk: ${acknowledged.length} writes acknowledged, ${lost.length} lost`);
    } finally {
      database.close();
    }
  });
});
