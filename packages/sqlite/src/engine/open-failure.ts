import { accessSync, constants } from 'node:fs';
import { dirname } from 'node:path';
import { StorageUnavailableError } from '@bankdir/core';
import type BetterSqlite3 from 'better-sqlite3';
import { sqliteUnavailableReason } from './unavailable.ts';

/** Why a file could not be opened as the directory's database, said so that the operator knows what to fix. */
export class SqliteOpenError extends Error {
  override readonly name = 'SqliteOpenError';
}

/** The error opening `file` failed with, as a SqliteOpenError naming the file and the cause when SQLite's code tells it. */
export function openFailure(file: string, error: unknown): unknown {
  if (error instanceof SqliteOpenError) return error;
  // Past the dialect, SQLite's error arrives wrapped in a StorageUnavailableError as its cause.
  const sqliteError = error instanceof StorageUnavailableError ? error.cause : error;
  const code = String((sqliteError as { code?: unknown } | null)?.code);
  if (code === 'SQLITE_NOTADB') {
    return new SqliteOpenError(
      `${file} is not a SQLite database: bankdir opens its own database files, or creates one`,
    );
  }
  if (code === 'SQLITE_CORRUPT') {
    return new SqliteOpenError(
      `${file} is damaged (SQLITE_CORRUPT: ${(sqliteError as Error).message}): put a backup back with bankdir restore`,
      { cause: error },
    );
  }
  const reason = sqliteUnavailableReason(sqliteError);
  if (reason === undefined) return error;
  const unwritable = unwritablePlace(file);
  if (unwritable !== undefined) {
    return new SqliteOpenError(
      `cannot open ${file}: ${unwritable} (${code}); bankdir writes to the database and to its -wal and -shm files beside it: make the file and its folder writable for the server`,
      { cause: error },
    );
  }
  return new SqliteOpenError(`cannot open ${file}: ${reason} (${code}); fix that, then start again`, { cause: error });
}

/** Why the file or its folder cannot be written, when that is so: SQLite itself says only that it cannot open it. */
function unwritablePlace(file: string): string | undefined {
  for (const path of [file, dirname(file)]) {
    try {
      accessSync(path, constants.W_OK);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EROFS') return `${path} is on a read-only file system`;
      if (code === 'EACCES' || code === 'EPERM') return `${path} is read-only for this process`;
    }
  }
  return undefined;
}

/**
 * Refuses a SQLite file that holds another application's tables: migrating would write the directory's tables into
 * it. A bankdir database records its migrations in `bankdir_migrations`; an empty file is a new database.
 */
export function refuseForeignDatabase(file: string, database: BetterSqlite3.Database): void {
  const tables = database
    .prepare("select name from sqlite_schema where type = 'table' and name not like 'sqlite\\_%' escape '\\'")
    .pluck()
    .all() as string[];
  if (tables.length === 0 || tables.includes('bankdir_migrations')) return;
  const named = tables.slice(0, 3).join(', ') + (tables.length > 3 ? ', …' : '');
  throw new SqliteOpenError(
    `${file} is the SQLite database of another application (tables ${named}, and no bankdir_migrations): bankdir will not write into it; name a bankdir database, or a new file`,
  );
}
