import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { runStorageConformance } from '@bankdir/core/testing';
import { openSqliteStorage } from '../src/index.ts';

// Every storage the suite opens is a fresh, migrated database file in one temporary folder, removed at the end.
// Migrating a new file costs about 130 ms of CPU and the suite opens some 60, so each one starts as a copy of a file
// migrated once (opening it then finds every migration applied).
const folder = mkdtempSync(join(tmpdir(), 'bankdir-sqlite-conformance-'));
const template = join(folder, 'migrated.db');
const migrated = openSqliteStorage({ file: template }).then((storage) => storage.close());
let files = 0;

after(() => rmSync(folder, { recursive: true, force: true }));

runStorageConformance({
  name: 'sqlite',
  openStorage: async () => {
    await migrated;
    const file = join(folder, `conformance-${++files}.db`);
    copyFileSync(template, file);
    return openSqliteStorage({ file });
  },
});
