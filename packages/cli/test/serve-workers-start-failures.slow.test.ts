import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { cleanEnv, startServe } from './helpers/cli.ts';
import { prepareWriteDatabase } from './helpers/write-database.ts';

// `bankdir serve --workers 2` whose database file is replaced, while it runs, by one that is not a database (beside
// the old WAL, SQLite finds it damaged): the running workers keep the file they opened, but every replacement of a
// worker that dies fails at start the same way.
// The primary stops after three such failures in a row (exit code 1) instead of forking replacements for ever.

let dir: string;
before(() => {
  dir = mkdtempSync(join(tmpdir(), 'bankdir-start-failures-'));
});
after(() => rmSync(dir, { recursive: true, force: true }));

test('replacement workers that fail at start are not forked for ever: three in a row stop the server', async () => {
  const file = join(dir, 'bankdir.sqlite');
  await prepareWriteDatabase(file);
  const serve = startServe(['--db', file, '--port', '0', '--host', '127.0.0.1'], {
    env: cleanEnv({ BANKDIR_WORKERS: '2' }),
  });
  try {
    await serve.waitFor(/serves (http:\/\/\S+)\/v1/);
    writeFileSync(join(dir, 'garbage'), Buffer.alloc(8192, 7));
    renameSync(join(dir, 'garbage'), file);
    const workers = execFileSync('pgrep', ['-P', String(serve.child.pid)])
      .toString()
      .trim()
      .split('\n');
    assert.equal(workers.length, 2, 'two workers run');
    process.kill(Number(workers[0]), 'SIGKILL');
    const code = await new Promise<number | null>((resolve) => {
      if (serve.child.exitCode !== null) resolve(serve.child.exitCode);
      serve.child.once('exit', resolve);
    });
    assert.equal(code, 1, 'the server stops with exit code 1');
    const log = serve.errorOutput();
    assert.equal(
      log.match(/bankdir: \S+bankdir\.sqlite is damaged \(SQLITE_CORRUPT/g)?.length,
      3,
      'three replacements failed, each saying why',
    );
    assert.match(log, /3 workers in a row exited before they listened \(their error is above\): stopping/);
  } finally {
    await serve.stop();
  }
});
