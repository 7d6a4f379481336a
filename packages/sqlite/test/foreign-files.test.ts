import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { after, describe, it } from 'node:test';
import BetterSqlite3 from 'better-sqlite3';
import { openSqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// Files that are not a bankdir database this version can use: each is refused on open with a message naming the file
// and what is wrong, and is left exactly as it was.

const folder = tempFolder('foreign');
after(() => folder.remove());

describe('opening a file that is not a bankdir database of this version', () => {
  it('refuses a file that is not a SQLite database, and leaves it untouched', async () => {
    const file = folder.file('random.sqlite');
    const bytes = Buffer.from(Array.from({ length: 8192 }, (_, index) => (index * 7919) % 251));
    writeFileSync(file, bytes);
    await assert.rejects(openSqliteStorage({ file }), {
      name: 'SqliteOpenError',
      message: `${file} is not a SQLite database: bankdir opens its own database files, or creates one`,
    });
    assert.deepEqual(readFileSync(file), bytes);
  });

  it("refuses another application's SQLite database without writing a table into it", async () => {
    const file = folder.file('other-app.sqlite');
    const other = new BetterSqlite3(file);
    other.exec("create table notes (id integer primary key, text text); insert into notes (text) values ('keep me')");
    other.close();
    await assert.rejects(openSqliteStorage({ file }), {
      name: 'SqliteOpenError',
      message: /is the SQLite database of another application \(tables notes, and no bankdir_migrations\)/,
    });
    const reopened = new BetterSqlite3(file, { readonly: true });
    const tables = reopened.prepare("select name from sqlite_schema where type = 'table'").pluck().all();
    reopened.close();
    assert.deepEqual(tables, ['notes']);
  });

  it('refuses a database a newer bankdir migrated, naming the migration it does not know', async () => {
    const file = folder.file('newer.sqlite');
    await (await openSqliteStorage({ file })).close();
    const newer = new BetterSqlite3(file);
    newer
      .prepare('insert into bankdir_migrations (name, timestamp) values (?, ?)')
      .run('9999-from-the-future', new Date().toISOString());
    newer.close();
    await assert.rejects(openSqliteStorage({ file }), {
      message:
        /migrated by a newer version of bankdir \(its migration 9999-from-the-future is unknown to this version\)/,
    });
  });

  it('opens an empty file as a new database', async () => {
    const file = folder.file('empty.sqlite');
    writeFileSync(file, '');
    const storage = await openSqliteStorage({ file });
    await storage.close();
  });
});
