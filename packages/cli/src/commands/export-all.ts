import { renameSync, writeFileSync } from 'node:fs';
import { databaseOf, exportAccounts } from '@bankdir/auth-api-keys';
import { archiveLines } from '@bankdir/core/transfer';
import { openExisting, withDatabase } from '../database.ts';
import type { DatabaseTarget } from '../database-target.ts';
import { print } from '../output.ts';

/**
 * bankdir export --all PATH: the whole directory as one archive (docs/operations.md, "Moving a whole directory"):
 * banks, accounts with their password hashes, representatives, applications, votes, stories, products. Never a key.
 */
export async function exportAll(target: DatabaseTarget, path: string, json: boolean): Promise<void> {
  const lines = await withDatabase(await openExisting(target), async ({ storage }) =>
    archiveLines(storage, await exportAccounts(databaseOf(storage)), new Date().toISOString()),
  );
  // Written beside the target, then renamed: a failed export leaves no half-written archive.
  const partial = `${path}.partial`;
  writeFileSync(partial, `${lines.join('\n')}\n`);
  renameSync(partial, path);
  const counts = countsOf(lines);
  print(json, { database: target.label, path, ...counts }, () => [
    `Exported ${target.label} to ${path}: ${Object.entries(counts)
      .map(([type, count]) => `${count} ${type}`)
      .join(', ')}.`,
    'API keys are not in the archive (only their hashes are stored): after an import, issue new ones.',
  ]);
}

/** How many records of each type the lines hold, header aside. */
function countsOf(lines: readonly string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of lines.slice(1)) {
    const { record } = JSON.parse(line) as { record: string };
    counts[record] = (counts[record] ?? 0) + 1;
  }
  return counts;
}
