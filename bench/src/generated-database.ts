import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { type GenerateOptions, generateDirectoryData, insertDirectoryData } from '@bankdir/core/testing';
import { openSqliteStorage, type SqliteStorage } from '@bankdir/sqlite';

/**
 * A SQLite file holding a generated directory. Built once per set of options and kept under bench/.cache, since a
 * large one takes a while to write; a half-written file is never left behind.
 */
export async function openGeneratedDatabase(
  file: string,
  options: GenerateOptions,
  log: (line: string) => void = () => {},
): Promise<SqliteStorage> {
  if (!existsSync(file)) {
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    rmSync(partial, { force: true });
    log(`generating ${options.banks} banks into ${file} (once; later runs reuse it)`);
    const started = performance.now();
    const storage = await openSqliteStorage({ file: partial });
    await insertDirectoryData(storage, generateDirectoryData(options));
    await storage.close();
    for (const suffix of ['-wal', '-shm']) rmSync(partial + suffix, { force: true });
    renameSync(partial, file);
    log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return openSqliteStorage({ file });
}
