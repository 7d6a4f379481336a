import { currentBanks, writeBanks } from '@bankdir/core/transfer';
import { parseCommand } from '../arguments.ts';
import { UsageError } from '../cli-error.ts';
import { openExisting, withDatabase } from '../database.ts';
import { databaseTarget } from '../database-target.ts';
import { print } from '../output.ts';

/**
 * bankdir export PATH: every bank, as a .jsonl file, a .csv file or (any other path) a folder of Markdown files.
 * bankdir export --all PATH: the whole directory as one archive.
 */
export async function exportCommand(args: readonly string[]): Promise<void> {
  const { values, positionals } = parseCommand('export', args, { all: { type: 'boolean', default: false } }, 1);
  const path = positionals[0];
  if (path === undefined) throw new UsageError('export: say where to, e.g. bankdir export banks.jsonl');
  const target = databaseTarget(values);
  if (values.all) return (await import('./export-all.ts')).exportAll(target, path, values.json);
  const banks = await withDatabase(await openExisting(target), ({ storage }) => currentBanks(storage));
  const format = writeBanks(path, banks);
  print(values.json, { database: target.label, path, format, banks: banks.length }, () => [
    `Exported ${banks.length} banks to ${path} (${format === 'markdown' ? 'a folder of Markdown files' : format}).`,
  ]);
}
