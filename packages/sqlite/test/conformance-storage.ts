import { copyFileSync } from 'node:fs';
import { after } from 'node:test';
import { type CONFORMANCE_PARTS, runStorageConformance } from '@bankdir/conformance';
import { openSqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

/**
 * Runs one part of the storage conformance suite over SQLite (the three conformance-*.test.ts files run one part
 * each, so that they run in parallel). Every storage the suite opens is a fresh, migrated database file in one
 * temporary folder, removed at the end. Migrating a new file costs about 130 ms of CPU and a part opens some 20, so
 * each one starts as a copy of a file migrated once (opening it then finds every migration applied).
 */
export function runSqliteConformance(part: keyof typeof CONFORMANCE_PARTS): void {
  const folder = tempFolder(`sqlite-conformance-${part}`);
  const template = folder.file('migrated.db');
  const migrated = openSqliteStorage({ file: template }).then((storage) => storage.close());
  let files = 0;
  after(() => folder.remove());

  runStorageConformance(
    {
      name: 'sqlite',
      openStorage: async () => {
        await migrated;
        const file = folder.file(`conformance-${++files}.db`);
        copyFileSync(template, file);
        return openSqliteStorage({ file });
      },
    },
    part,
  );
}
