import { BackupError, type BackupMethod, backupSqliteFile } from '@bankdir/sqlite';
import { parseCommand } from '../arguments.ts';
import { CommandError, UsageError } from '../cli-error.ts';
import { databaseTarget, sqliteFileOf } from '../database-target.ts';
import { print } from '../output.ts';
import { userPath } from '../paths.ts';

const METHODS: readonly BackupMethod[] = ['backup-api', 'vacuum-into'];

/**
 * bankdir backup FILE [--method backup-api|vacuum-into]: a consistent copy of the database, taken while a server goes
 * on writing to it, checked with integrity_check before it is put at FILE. Prints a line when it starts and one when
 * the copy is checked.
 */
export async function backupCommand(args: readonly string[]): Promise<void> {
  const { values, positionals } = parseCommand('backup', args, { method: { type: 'string' } }, 1);
  const [target] = positionals;
  if (target === undefined) throw new UsageError('backup: name the file to write, e.g. bankdir backup backup.sqlite');
  const method = (values.method ?? 'backup-api') as BackupMethod;
  if (!METHODS.includes(method))
    throw new UsageError(`backup: --method must be ${METHODS.join(' or ')}, not ${JSON.stringify(values.method)}`);
  const source = sqliteFileOf(databaseTarget(values), 'backup', 'pg_dump');
  const file = userPath(target);
  const say = (line: string) => {
    if (!values.json) process.stdout.write(`${line}\n`);
  };
  try {
    const result = await backupSqliteFile({
      source,
      target: file,
      method,
      onProgress: (progress) =>
        progress.phase === 'copying'
          ? say(`Copying ${source} (${megabytes(progress.sourceBytes)}) to ${file} with ${method}…`)
          : say(`Copied ${megabytes(progress.copyBytes)} in ${Math.round(progress.copyMs)} ms; checking the copy…`),
    });
    print(values.json, { database: source, ...result }, () => [
      `Backup written to ${file}: integrity_check ok (checked in ${Math.round(result.checkMs)} ms).`,
    ]);
  } catch (error) {
    if (error instanceof BackupError) throw new CommandError(error.message);
    throw error;
  }
}

function megabytes(bytes: number): string {
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
