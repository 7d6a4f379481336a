import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { cleanEnv, type ServeProcess, startServe } from './helpers/cli.ts';
import { createProduct, managedProductIds } from './helpers/product-writes.ts';
import { fillDisk, mountTmpfs, type SmallDisk, skipWithoutMount } from './helpers/small-disk.ts';
import { prepareWriteDatabase, WRITE_BANK } from './helpers/write-database.ts';

// `bankdir serve` on a database whose disk fills up (a tmpfs a little larger than the database): writes answer 503
// SERVICE_UNAVAILABLE saying the disk is full, the log says so, reads keep working, nothing acknowledged is lost, and
// writes work again as soon as space is freed, without a restart.

const skip = skipWithoutMount();
let work: string;
let disk: SmallDisk | undefined;
let serve: ServeProcess | undefined;
before(() => {
  work = mkdtempSync(join(tmpdir(), 'bankdir-full-disk-'));
});
after(async () => {
  await serve?.stop();
  disk?.unmount();
  rmSync(work, { recursive: true, force: true });
});

test('a full disk answers 503 to writes, keeps reads, loses nothing acknowledged, and recovers by itself', {
  skip,
}, async () => {
  const prepared = join(work, 'prepared.sqlite');
  const key = await prepareWriteDatabase(prepared);
  disk = mountTmpfs(Math.ceil(statSync(prepared).size / 2 ** 20) + 3);
  const file = join(disk.path, 'bankdir.sqlite');
  copyFileSync(prepared, file);
  // Rate limiting on (its counter writes to the database on every request), with room for the whole test.
  serve = startServe(['--db', file, '--port', '0', '--host', '127.0.0.1', '--rate-limit', '100000'], {
    env: cleanEnv(),
  });
  const [, url] = await serve.waitFor(/serves (http:\/\/\S+)\/v1/);
  const acknowledged: string[] = [];
  const refused: string[] = [];
  let count = 0;
  const write = async () => {
    const name = `Full Disk Saver ${++count}`;
    const { status, body } = await createProduct(url!, key, WRITE_BANK, name);
    if (status === 201) acknowledged.push(body.data!.id!);
    else {
      assert.equal(status, 503, `a write answers 201 or 503, not ${status}: ${JSON.stringify(body)}`);
      assert.equal(body.code, 'SERVICE_UNAVAILABLE');
      assert.equal(
        body.message,
        'The database is not available: the disk holding the database is full. Try again shortly.',
      );
      refused.push(name);
    }
    return status;
  };
  for (let index = 0; index < 10; index++) assert.equal(await write(), 201, 'writes work before the disk fills');

  const filler = fillDisk(disk.path);
  // The WAL may still have room for a few writes; the disk is full once one is refused.
  let attempts = 0;
  while ((await write()) === 201) assert.ok(++attempts < 500, 'a write is refused within 500 once the disk is full');
  for (let index = 0; index < 5; index++)
    assert.equal(await write(), 503, 'writes stay refused while the disk is full');
  assert.match(serve.errorOutput(), /database unavailable: the disk holding the database is full \(SQLITE_FULL/);
  assert.doesNotMatch(serve.errorOutput(), /failed unexpectedly/, 'no 500 was logged');

  const listed = await managedProductIds(url!, key, WRITE_BANK);
  assert.deepEqual(
    acknowledged.filter((id) => !listed.includes(id)),
    [],
    'while the disk is full, reads answer, with every acknowledged write',
  );
  const banks = await fetch(`${url}/v1/countries?limit=3`, { headers: { Authorization: `Bearer ${key}` } });
  assert.equal(banks.status, 200, 'reads of other resources answer too');

  rmSync(filler);
  const freed = performance.now();
  while ((await write()) !== 201) assert.ok(performance.now() - freed < 10_000, 'writes work again within 10 s');
  const recoveryMs = performance.now() - freed;
  for (let index = 0; index < 10; index++) assert.equal(await write(), 201, 'and keep working');
  console.log(
    `full disk: ${acknowledged.length} writes acknowledged, ${refused.length} refused with 503, first write accepted ${recoveryMs.toFixed(0)} ms after space was freed`,
  );

  assert.equal(await serve.stop(), 0, 'the server shuts down cleanly');
  serve = undefined;
  const database = new BetterSqlite3(file, { readonly: true });
  try {
    assert.equal(database.pragma('integrity_check', { simple: true }), 'ok');
    const stored = database.prepare('select id, name from products').all() as { id: string; name: string }[];
    const ids = new Set(stored.map((row) => row.id));
    assert.deepEqual(
      acknowledged.filter((id) => !ids.has(id)),
      [],
      'every acknowledged write is stored',
    );
    const names = new Set(stored.map((row) => row.name));
    assert.deepEqual(
      refused.filter((name) => names.has(name)),
      [],
      'no refused write left anything behind',
    );
    console.log(`full disk: ${acknowledged.filter((id) => !ids.has(id)).length} acknowledged writes lost`);
  } finally {
    database.close();
  }
});
