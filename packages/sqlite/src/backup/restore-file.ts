import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import BetterSqlite3 from 'better-sqlite3';
import { BackupError } from './backup-file.ts';
import { holdsDirectory, integrityOf } from './integrity.ts';

export interface RestoreOptions {
  /** The backup to put back. */
  backup: string;
  /** The database file it replaces (it need not exist). */
  target: string;
  /** When the restore happens, for the name the old file is kept under; default now. */
  now?: Date;
}

export interface RestoreResult {
  target: string;
  /** Where the database that was replaced is kept, or null when there was none. */
  previous: string | null;
}

/**
 * Puts a backup back in place of a database file, safely: the backup must pass PRAGMA integrity_check and hold a
 * bankdir directory; no other connection may have the target open (a running server holds it: stop it first); the
 * backup is copied beside the target and checked again before anything is replaced; the replaced database is kept
 * (its WAL checkpointed into it) as `<target>.before-restore-<time>`, never deleted.
 */
export function restoreSqliteFile(options: RestoreOptions): RestoreResult {
  const { backup, target } = options;
  if (!existsSync(backup)) throw new BackupError(`There is no backup at ${backup}.`);
  withoutNewSideFiles(backup, () => checkBackup(backup, 'The backup'));
  const incoming = `${target}.restoring`;
  removeWithSideFiles(incoming);
  try {
    copyFileSync(backup, incoming);
    checkBackup(incoming, 'The copy of the backup');
    const previous = existsSync(target) ? setAside(target, options.now ?? new Date()) : null;
    renameSync(incoming, target);
    return { target, previous };
  } finally {
    removeWithSideFiles(incoming);
  }
}

/** SQLite's side files of a database in WAL mode; a read-only connection leaves them behind when it closes. */
const SIDE_FILES = ['-wal', '-shm'] as const;

function removeWithSideFiles(file: string): void {
  for (const name of [file, ...SIDE_FILES.map((side) => `${file}${side}`)]) rmSync(name, { force: true });
}

/** Runs `read` on a file it does not own (the user's backup), then removes the side files the reading created. */
function withoutNewSideFiles(file: string, read: () => void): void {
  const created = SIDE_FILES.map((side) => `${file}${side}`).filter((name) => !existsSync(name));
  try {
    read();
  } finally {
    for (const name of created) rmSync(name, { force: true });
  }
}

function checkBackup(file: string, what: string): void {
  let integrity: string;
  try {
    integrity = integrityOf(file);
  } catch (error) {
    throw new BackupError(`${what} is not a SQLite database (${(error as Error).message}); nothing was changed.`);
  }
  if (integrity !== 'ok')
    throw new BackupError(`${what} failed its integrity check (${integrity}); nothing was changed.`);
  if (!holdsDirectory(file)) throw new BackupError(`${what} holds no bankdir directory; nothing was changed.`);
}

/**
 * Moves the live database aside, refusing while another connection has it open: an exclusive lock is only granted
 * when no other connection (a server, another tool) holds the file.
 */
function setAside(target: string, now: Date): string {
  const database = new BetterSqlite3(target, { fileMustExist: true, timeout: 0 });
  try {
    database.pragma('locking_mode = EXCLUSIVE');
    try {
      database.exec('BEGIN EXCLUSIVE');
      database.exec('COMMIT');
    } catch {
      throw new BackupError(
        `${target} is open in another process (a running bankdir server?); stop it, then restore. Nothing was changed.`,
      );
    }
    // Everything the old WAL holds goes into the old file, so that the file kept aside is complete on its own.
    database.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    database.close();
  }
  const kept = `${target}.before-restore-${now.toISOString().replace(/[:.]/g, '-')}`;
  renameSync(target, kept);
  for (const side of SIDE_FILES) rmSync(`${target}${side}`, { force: true });
  return kept;
}
