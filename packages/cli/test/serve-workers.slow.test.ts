import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { serveSettings } from '../src/serve-settings.ts';
import { startOfAFreshMinuteIfNeeded, startServe } from './helpers/cli.ts';

// bankdir serve --workers N: N processes share the port and the SQLite file (WAL); the primary seeds once, rate limits
// hold across workers, a dead worker is replaced, SIGTERM stops them all.

let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-workers-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

/** One GET on a connection of its own, so that the primary hands it to the next worker. */
function get(url: string, key: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { Authorization: `Bearer ${key}` } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode!));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The pids of a process's children (Linux /proc); undefined where that file does not exist. */
/** `bankdir serve --first-run --json --workers 2` on a new file, on a free port. */
function startTwoWorkers(db: string, extra: string[] = []) {
  return startServe([
    '--first-run',
    '--json',
    '--db',
    db,
    '--port',
    '0',
    '--host',
    '127.0.0.1',
    ...extra,
    '--workers',
    '2',
  ]);
}

function childrenOf(pid: number): number[] | undefined {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return undefined;
  return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

describe('serve --workers', () => {
  test('the default is one worker per core; a flag or BANKDIR_WORKERS sets another count', () => {
    assert.equal(serveSettings({}, {}, {}).workers, availableParallelism());
    assert.equal(serveSettings({ workers: '3' }, {}, { BANKDIR_WORKERS: '5' }).workers, 3);
    assert.equal(serveSettings({}, { workers: 4 }, { BANKDIR_WORKERS: '5' }).workers, 5);
    assert.throws(() => serveSettings({ workers: '0' }, {}, {}), /--workers/);
  });

  test('two workers: seeded once by the primary, one rate limit across both, all stopped by SIGTERM', async () => {
    const db = join(dir, 'workers.sqlite');
    const serve = startTwoWorkers(db, ['--rate-limit', '6']);
    try {
      const [json] = await serve.waitFor(/\{[\s\S]*"key": "bdk_live_\w+"[\s\S]*\}/, 90_000);
      const started = JSON.parse(json) as { url: string; key: string; workers: number };
      assert.equal(started.workers, 2);
      assert.equal(serve.output().match(/bdk_live_/g)?.length, 1, 'one first-run key, printed once');
      const workers = childrenOf(serve.child.pid!);
      if (workers) assert.equal(workers.length, 2, 'two worker processes');
      await startOfAFreshMinuteIfNeeded();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push(await get(`${started.url}/v1/banks?limit=1`, started.key));
      assert.deepEqual(
        statuses,
        [200, 200, 200, 200, 200, 200, 429, 429, 429, 429],
        'six a minute, whichever worker answers',
      );
      assert.equal(await serve.stop(), 0);
      if (workers)
        for (const pid of workers) assert.equal(existsSync(`/proc/${pid}`), false, `worker ${pid} has exited`);
      assert.match(serve.output(), /SIGTERM: every worker finishes its in-flight requests/);
    } finally {
      await serve.stop();
    }
  });

  test('a worker that dies is replaced, and the server keeps answering', async (t) => {
    const db = join(dir, 'replace.sqlite');
    const serve = startTwoWorkers(db);
    try {
      const [json] = await serve.waitFor(/\{[\s\S]*"key": "bdk_live_\w+"[\s\S]*\}/, 90_000);
      const started = JSON.parse(json) as { url: string; key: string };
      const workers = childrenOf(serve.child.pid!);
      if (!workers) {
        t.skip('needs /proc to find the worker processes (Linux)');
        return;
      }
      process.kill(workers[0]!, 'SIGKILL');
      await serve.waitFor(/worker \d+ listening in place of the one that exited/, 60_000);
      const replaced = childrenOf(serve.child.pid!) ?? [];
      assert.equal(replaced.length, 2, 'two workers again');
      assert.ok(!replaced.includes(workers[0]!));
      for (let i = 0; i < 4; i++) assert.equal(await get(`${started.url}/v1/banks?limit=1`, started.key), 200);
      assert.match(serve.errorOutput(), /worker \d+ exited \(SIGKILL\)/);
      assert.equal(await serve.stop(), 0);
    } finally {
      await serve.stop();
    }
  });
});
