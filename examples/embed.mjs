// bankdir as a library in a plain Node app (no TypeScript, no loader): a directory over a SQLite file, seeded with the
// default data set, read one page of banks and the page after it. Run it with `node examples/embed.mjs`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDirectory } from '@bankdir/core';
import { seedDefaultData } from '@bankdir/data';
import { openSqliteStorage } from '@bankdir/sqlite';

const folder = mkdtempSync(join(tmpdir(), 'bankdir-embed-'));
try {
  const directory = createDirectory({ storage: await openSqliteStorage({ file: join(folder, 'bankdir.sqlite') }) });
  await seedDefaultData(directory); // idempotent: a second run changes nothing

  // Every method takes raw query strings (as a host receives them) and answers { data, pagination?, message },
  // or throws a DirectoryError carrying the HTTP status, the error code and the issues.
  const order = { sortBy: 'overall_score', sortOrder: 'desc' };
  const page = await directory.banks.list({ ...order, include: 'scores,country', limit: '5' });
  const next = await directory.banks.list({ ...order, limit: '5', starting_after: page.pagination.nextCursor });
  for (const bank of [...page.data, ...next.data]) console.log(bank.name);
  await directory.close();
} finally {
  rmSync(folder, { recursive: true, force: true });
}
