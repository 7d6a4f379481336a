import { BackupError, restoreSqliteFile } from '@bankdir/sqlite';
import { parseCommand } from '../arguments.ts';
import { CommandError, UsageError } from '../cli-error.ts';
import { databaseTarget, sqliteFileOf } from '../database-target.ts';
import { print } from '../output.ts';
import { userPath } from '../paths.ts';

/**
 * bankdir restore FILE: puts a backup back as the database. Refuses while a server (or any process) has the database
 * open, and refuses a backup that fails integrity_check; the database it replaces is kept beside it.
 */
export async function restoreCommand(args: readonly string[]): Promise<void> {
  const { values, positionals } = parseCommand('restore', args, {}, 1);
  const [backup] = positionals;
  if (backup === undefined) throw new UsageError('restore: name the backup file, e.g. bankdir restore backup.sqlite');
  const target = sqliteFileOf(databaseTarget(values), 'restore', 'pg_restore');
  try {
    const result = restoreSqliteFile({ backup: userPath(backup), target });
    print(values.json, { database: target, backup: userPath(backup), previous: result.previous }, () => [
      `Restored ${userPath(backup)} as ${target}.`,
      ...(result.previous
        ? [`The database it replaced is kept at ${result.previous}; remove it once you are sure.`]
        : []),
    ]);
  } catch (error) {
    if (error instanceof BackupError) throw new CommandError(error.message);
    throw error;
  }
}
