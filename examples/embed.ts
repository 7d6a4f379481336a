// examples/embed.mjs typed: the same directory, seed and two pages, checked by tsc (strict, NodeNext) against the
// published declarations.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDirectory, type Directory } from '@bankdir/core';
import { type SeedReport, seedDefaultData } from '@bankdir/data';
import { openSqliteStorage } from '@bankdir/sqlite';

const folder = mkdtempSync(join(tmpdir(), 'bankdir-embed-'));
try {
  const directory: Directory = createDirectory({
    storage: await openSqliteStorage({ file: join(folder, 'bankdir.sqlite') }),
  });
  const seeded: SeedReport = await seedDefaultData(directory);
  console.log(`seeded ${seeded.banks.created} new banks`);

  const order = { sortBy: 'overall_score', sortOrder: 'desc' };
  const page = await directory.banks.list({ ...order, include: 'scores,country', limit: '5' });
  const cursor = page.pagination?.nextCursor;
  if (!cursor) throw new Error('expected a second page');
  const next = await directory.banks.list({ ...order, limit: '5', starting_after: cursor });
  console.log(`${page.data.length + next.data.length} banks on two pages`);
  await directory.close();
} finally {
  rmSync(folder, { recursive: true, force: true });
}
