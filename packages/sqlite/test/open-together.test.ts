import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { openSqliteStorage, sqliteMigrations } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// Several processes (nodes sharing one file) opening a file that does not exist yet, at the same moment.

const folder = tempFolder('open-together');
after(() => folder.remove());
const opener = fileURLToPath(new URL('../src/index.ts', import.meta.url));

function openInProcess(file: string): Promise<{ code: number | null; stderr: string }> {
  const script = `import { openSqliteStorage } from ${JSON.stringify(opener)};
    const storage = await openSqliteStorage({ file: ${JSON.stringify(file)} });
    await storage.close();`;
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [
      '--conditions=@bankdir/source',
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      script,
    ]);
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stderr }));
  });
}

describe('opening a new SQLite file from several processes at once', () => {
  it('every process opens it, and each migration runs once', async () => {
    const file = folder.file('together.sqlite');
    const results = await Promise.all([1, 2, 3, 4].map(() => openInProcess(file)));
    for (const result of results) assert.equal(result.code, 0, result.stderr);
    const storage = await openSqliteStorage({ file });
    try {
      const { rows } = await sql<{ name: string }>`select name from bankdir_migrations`.execute(storage.kysely);
      assert.deepEqual(rows.map((row) => row.name).sort(), Object.keys(sqliteMigrations).sort());
    } finally {
      await storage.close();
    }
  });
});
