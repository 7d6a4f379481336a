import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after } from 'node:test';
import { runStorageConformance } from '@bankdir/core/testing';
import { openSqliteStorage } from '../src/index.ts';

// Every storage the suite opens is a fresh, migrated database file in one temporary folder, removed at the end.
const folder = mkdtempSync(join(tmpdir(), 'bankdir-sqlite-conformance-'));
let files = 0;

after(() => rmSync(folder, { recursive: true, force: true }));

runStorageConformance({
  name: 'sqlite',
  openStorage: () => openSqliteStorage({ file: join(folder, `conformance-${++files}.db`) }),
});
