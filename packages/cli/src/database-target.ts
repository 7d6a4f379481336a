import { existsSync } from 'node:fs';
import { postgresDirectoryExists } from '@bankdir/postgres';
import { CommandError, UsageError } from './cli-error.ts';
import { databasePath } from './paths.ts';

/** Where the directory is kept: a SQLite file, or a PostgreSQL database several nodes share. */
export type DatabaseTarget =
  | { engine: 'sqlite'; file: string; label: string }
  | { engine: 'postgres'; url: string; label: string };

/**
 * --database-url URL or --db FILE (not both); else BANKDIR_DATABASE_URL, else BANKDIR_DB, else ./bankdir.sqlite.
 */
export function databaseTarget(
  values: { db?: string | undefined; 'database-url'?: string | undefined },
  env: NodeJS.ProcessEnv = process.env,
): DatabaseTarget {
  if (values.db !== undefined && values['database-url'] !== undefined) {
    throw new UsageError('--db and --database-url name two databases: give one');
  }
  const url = values['database-url'] ?? (values.db === undefined ? nonEmpty(env.BANKDIR_DATABASE_URL) : undefined);
  if (url !== undefined) return postgresTarget(url);
  const file = databasePath(values.db, env);
  return { engine: 'sqlite', file, label: file };
}

/** Whether the target already holds a directory (a SQLite file exists; PostgreSQL has the migration table). */
export async function targetExists(target: DatabaseTarget): Promise<boolean> {
  if (target.engine === 'sqlite') return existsSync(target.file);
  try {
    return await postgresDirectoryExists(target.url);
  } catch (error) {
    throw new CommandError(`cannot reach PostgreSQL at ${target.label}: ${(error as Error).message}`);
  }
}

/** The SQLite file of the target, for a command that works on files; PostgreSQL has tools of its own for it. */
export function sqliteFileOf(target: DatabaseTarget, command: string, postgresTool: string): string {
  if (target.engine === 'sqlite') return target.file;
  throw new CommandError(`${command}: the database is PostgreSQL; use ${postgresTool} (see docs/operations.md)`);
}

function postgresTarget(url: string): DatabaseTarget {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UsageError('--database-url must be a postgres:// URL (for example postgres://user@host:5432/bankdir)');
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new UsageError(`--database-url must be a postgres:// URL, not ${parsed.protocol}//…`);
  }
  // What is printed and logged: never the password.
  if (parsed.password !== '') parsed.password = '***';
  return { engine: 'postgres', url, label: parsed.toString() };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}
