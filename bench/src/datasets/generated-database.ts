import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type GenerateOptions, generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import { openSqliteStorage } from '@bankdir/sqlite';
import { sql } from 'kysely';

/**
 * The SQLite file of a generated directory, built once and kept in `cacheDir` as `<name>-<fingerprint>.sqlite`. The
 * fingerprint covers the generator's options, the generator's source and the schema a new storage creates, so a
 * change to any of them (a leaner layout, a new generated entity) builds a new file and removes the stale one. A
 * half-written file is never left behind.
 */
export async function ensureGeneratedDatabase(
  cacheDir: string,
  name: string,
  options: GenerateOptions,
  log: (line: string) => void = () => {},
): Promise<string> {
  mkdirSync(cacheDir, { recursive: true });
  const fingerprint = createHash('sha256')
    .update(JSON.stringify(options))
    .update(generatorSource())
    .update(await schemaOfNewStorage(cacheDir))
    .digest('hex')
    .slice(0, 12);
  const file = join(cacheDir, `${name}-${fingerprint}.sqlite`);
  if (existsSync(file)) return file;
  for (const stale of readdirSync(cacheDir).filter((entry) => entry.startsWith(`${name}-`)))
    rmSync(join(cacheDir, stale), { force: true });
  const partial = `${file}.partial`;
  log(`generating ${describeData(options)} into ${file} (once; later runs reuse it)`);
  const started = performance.now();
  const data = generateDirectoryData(options);
  const storage = await openSqliteStorage({ file: partial });
  await insertDirectoryData(storage, data);
  await storage.close();
  for (const suffix of ['-wal', '-shm']) rmSync(partial + suffix, { force: true });
  renameSync(partial, file);
  const megabytes = statSync(file).size / 1e6;
  log(`generated in ${((performance.now() - started) / 1000).toFixed(0)} s: ${megabytes.toFixed(0)} MB`);
  return file;
}

export function describeData(options: GenerateOptions): string {
  const count = (n: number) => Math.round(n).toLocaleString('en');
  return (
    `${count(options.banks)} banks in ${options.countries} countries, ` +
    `${count(options.banks * options.votesPerBank)} votes, ${count(options.banks * (options.productsPerBank ?? 2))} products`
  );
}

/** The text of the generator's own files (not the conformance suite beside them). */
function generatorSource(): string {
  const folder = dirname(fileURLToPath(import.meta.resolve('@bankdir/conformance')));
  return readdirSync(folder)
    .filter((entry) => entry.endsWith('.ts'))
    .sort()
    .map((entry) => readFileSync(join(folder, entry), 'utf8'))
    .join('\n');
}

/** Every table, index and trigger a new storage creates, as SQL text. */
async function schemaOfNewStorage(folder: string): Promise<string> {
  const file = join(folder, `schema-probe-${process.pid}.sqlite`);
  const storage = await openSqliteStorage({ file });
  try {
    const rows = await sql<{ sql: string | null }>`select sql from sqlite_master order by type, name`.execute(
      storage.kysely,
    );
    return rows.rows.map((row) => row.sql ?? '').join(';\n');
  } finally {
    await storage.close();
    for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
  }
}
