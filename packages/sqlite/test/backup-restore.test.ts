import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import BetterSqlite3 from 'better-sqlite3';
import {
  BackupError,
  type BackupMethod,
  backupSqliteFile,
  integrityOf,
  openSqliteStorage,
  restoreSqliteFile,
} from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// Online backup while another process writes, and a restore that refuses anything unsafe.

const folder = tempFolder('backup');
after(() => folder.remove());
const PACKAGE = dirname(dirname(fileURLToPath(import.meta.url)));

/** A bankdir database with a small directory in it, plus a `load` table for a writer to fill. */
async function directoryFile(name: string): Promise<string> {
  const file = folder.file(name);
  const storage = await openSqliteStorage({ file });
  await insertDirectoryData(
    storage,
    generateDirectoryData({ seed: 5, banks: 40, countries: 3, votesPerBank: 5, productsPerBank: 1 }),
  );
  await storage.close();
  const database = new BetterSqlite3(file);
  database.exec('CREATE TABLE load (n INTEGER PRIMARY KEY, payload TEXT NOT NULL)');
  database.close();
  return file;
}

/** Another process writing one row at a time into `load` (n = 1, 2, ...) until killed. */
function startWriter(file: string): ChildProcess {
  const script = `
    import Database from 'better-sqlite3';
    const db = new Database(${JSON.stringify(file)}, { timeout: 5000 });
    db.pragma('journal_mode = WAL');
    const insert = db.prepare('INSERT INTO load (payload) VALUES (?)');
    process.stdout.write('writing\\n');
    for (;;) insert.run('x'.repeat(200));
  `;
  return spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: PACKAGE,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function started(writer: ChildProcess): Promise<void> {
  await new Promise<void>((resolve) => writer.stdout!.once('data', () => resolve()));
}

function rowsIn(file: string): number {
  const database = new BetterSqlite3(file, { readonly: true });
  try {
    return database.prepare('SELECT coalesce(max(n), 0) FROM load').pluck().get() as number;
  } finally {
    database.close();
  }
}

/** Whether `file` comes to hold more than `rows` rows of `load` within 30 s. */
async function writesPast(file: string, rows: number): Promise<boolean> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (rowsIn(file) > rows) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

describe('backup', () => {
  for (const method of ['vacuum-into', 'backup-api'] as BackupMethod[]) {
    it(`${method}: a copy taken while another process writes passes integrity_check and holds every row committed before it started`, async () => {
      const file = await directoryFile(`live-${method}.sqlite`);
      const writer = startWriter(file);
      try {
        await started(writer);
        await new Promise((resolve) => setTimeout(resolve, 300));
        const committed = rowsIn(file);
        assert.ok(committed > 0, 'the writer is writing');
        const phases: string[] = [];
        const target = folder.file(`copy-${method}.sqlite`);
        const result = await backupSqliteFile({
          source: file,
          target,
          method,
          onProgress: (progress) => phases.push(progress.phase),
        });
        assert.deepEqual(phases, ['copying', 'checking']);
        assert.equal(result.integrity, 'ok');
        assert.equal(integrityOf(target), 'ok');
        const copied = rowsIn(target);
        assert.ok(copied >= committed, `the copy holds ${copied} rows, ${committed} were committed before it`);
        const copy = new BetterSqlite3(target, { readonly: true });
        const count = copy.prepare('SELECT count(*) FROM load').pluck().get();
        const banks = copy.prepare('SELECT count(*) FROM banks').pluck().get();
        copy.close();
        assert.equal(count, copied, 'no gap: a snapshot of one moment');
        assert.equal(banks, 40);
        // The writer was never stopped: it commits past the snapshot. (Within the copy's own few milliseconds a busy
        // machine may not have given it a turn, so it gets until it does.)
        assert.ok(await writesPast(file, copied), `the writer goes on past the ${copied} rows of the snapshot`);
      } finally {
        writer.kill('SIGKILL');
      }
    });
  }

  it('refuses a target that exists, and a missing source, leaving nothing behind', async () => {
    const file = await directoryFile('refuse.sqlite');
    const taken = folder.file('taken.sqlite');
    writeFileSync(taken, 'keep me');
    await assert.rejects(backupSqliteFile({ source: file, target: taken }), BackupError);
    await assert.rejects(
      backupSqliteFile({ source: folder.file('none.sqlite'), target: folder.file('x.sqlite') }),
      /no database/,
    );
    assert.ok(!readdirSync(dirname(file)).some((name) => name.includes('.partial')), 'no partial copy is left');
  });
});

describe('restore', () => {
  it('puts a backup in place and keeps the replaced database, with what its WAL held', async () => {
    const file = await directoryFile('restore-target.sqlite');
    const backup = folder.file('restore-backup.sqlite');
    await backupSqliteFile({ source: file, target: backup });
    const database = new BetterSqlite3(file);
    database.pragma('journal_mode = WAL');
    database.prepare("INSERT INTO load (payload) VALUES ('after the backup')").run();
    database.close();
    const result = restoreSqliteFile({ backup, target: file, now: new Date('2025-07-11T12:00:00.000Z') });
    assert.equal(result.previous, `${file}.before-restore-2025-07-11T12-00-00-000Z`);
    assert.equal(rowsIn(file), 0, 'the restored database is the backup');
    assert.equal(rowsIn(result.previous!), 1, 'the old database is kept whole');
    assert.equal(integrityOf(file), 'ok');
  });

  it('refuses while another process has the database open, leaving the folder holding exactly the files it held', async () => {
    const file = await directoryFile('restore-busy.sqlite');
    const backup = folder.file('restore-busy-backup.sqlite');
    await backupSqliteFile({ source: file, target: backup });
    const writer = startWriter(file);
    try {
      await started(writer);
      const before = readdirSync(dirname(file)).sort();
      assert.throws(() => restoreSqliteFile({ backup, target: file }), /open in another process/);
      assert.ok(rowsIn(file) > 0, 'the live database is untouched');
      assert.deepEqual(readdirSync(dirname(file)).sort(), before, 'no file added or removed beside the database');
    } finally {
      writer.kill('SIGKILL');
    }
  });

  it('refuses a backup that is not a sound bankdir database, changing nothing', async () => {
    const file = await directoryFile('restore-bad.sqlite');
    const garbage = folder.file('garbage.sqlite');
    writeFileSync(garbage, Buffer.alloc(8192, 7));
    assert.throws(() => restoreSqliteFile({ backup: garbage, target: file }), /not a SQLite database|integrity/);
    const other = folder.file('other.sqlite');
    new BetterSqlite3(other).exec('CREATE TABLE t (x)');
    assert.throws(() => restoreSqliteFile({ backup: other, target: file }), /holds no bankdir directory/);
    assert.throws(() => restoreSqliteFile({ backup: folder.file('none'), target: file }), /no backup/);
    assert.equal(integrityOf(file), 'ok');
    assert.ok(existsSync(file));
  });
});
