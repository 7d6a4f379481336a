import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { startServe } from './helpers/cli.ts';
import { prepareWriteDatabase, WRITE_BANK } from './helpers/write-database.ts';
import { streamProductCreates } from './helpers/write-stream.ts';

// The real server (bankdir serve) is killed with SIGKILL in the middle of a stream of writes, again and again, and
// restarted on the same file: every write it acknowledged is there, and the file passes integrity_check.

const KILLS = 3;
let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-crash-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

test(`${KILLS} SIGKILLs in the middle of a stream of writes lose no acknowledged write and leave integrity_check ok`, async () => {
  const file = join(dir, 'crash.sqlite');
  const key = await prepareWriteDatabase(file);
  const acknowledged: string[] = [];
  for (let kill = 0; kill < KILLS; kill++) {
    const serve = startServe(['--db', file, '--port', '0', '--host', '127.0.0.1', '--rate-limit', '0']);
    const [, url] = await serve.waitFor(/serves (http:\/\/\S+)\/v1/);
    const stream = streamProductCreates(url!, key, WRITE_BANK);
    // Killed after a count of acknowledged writes that differs per round (not after a time, which a busy machine may
    // fill before the first answer), with more writes in flight.
    await stream.untilAcknowledged(20 + 30 * kill);
    serve.child.kill('SIGKILL');
    await stream.ended;
    await serve.stop();
    assert.deepEqual(stream.failures, [], `round ${kill + 1}: every answer was a 201`);
    assert.ok(stream.acknowledged.length > 0, `round ${kill + 1}: writes were acknowledged before the kill`);
    acknowledged.push(...stream.acknowledged.map((write) => write.id));
  }

  const serve = startServe(['--db', file, '--port', '0', '--host', '127.0.0.1', '--rate-limit', '0']);
  let listed: string[];
  try {
    const [, url] = await serve.waitFor(/serves (http:\/\/\S+)\/v1/);
    const response = await fetch(`${url}/v1/banks/${WRITE_BANK}/managed-products`, {
      headers: { Authorization: `Bearer ${key}` },
    });
    assert.equal(response.status, 200, 'the restarted server answers');
    listed = ((await response.json()) as { data: { id: string }[] }).data.map((product) => product.id);
  } finally {
    await serve.stop();
  }
  const database = new BetterSqlite3(file);
  try {
    assert.equal(database.pragma('integrity_check', { simple: true }), 'ok');
    const stored = new Set(database.prepare('SELECT id FROM products').pluck().all() as string[]);
    const missing = acknowledged.filter((id) => !stored.has(id));
    assert.deepEqual(missing, [], 'every acknowledged write is stored');
  } finally {
    database.close();
  }
  const shown = new Set(listed);
  assert.deepEqual(
    acknowledged.filter((id) => !shown.has(id)),
    [],
    'and served after the restart',
  );
  console.log(
    `crash safety: ${acknowledged.length} writes acknowledged, ${acknowledged.length} found after ${KILLS} SIGKILLs`,
  );
});
