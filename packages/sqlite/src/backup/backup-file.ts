import { existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { openDatabase } from '../engine/open-database.ts';
import { integrityOf } from './integrity.ts';

/**
 * How the copy is made. `backup-api` (the default): SQLite's online backup API in a single step, one read transaction
 * that copies every page (writers go on meanwhile under WAL; a backup in many small steps would start over whenever
 * another connection writes). `vacuum-into`: VACUUM INTO, one read transaction that writes a compacted copy, slower
 * because it rebuilds every index (bench scenario backup-under-load).
 */
export type BackupMethod = 'vacuum-into' | 'backup-api';

export interface BackupOptions {
  /** The live database file (a server may be writing to it). */
  source: string;
  /** Where the copy goes; it must not exist yet. */
  target: string;
  method?: BackupMethod;
  /** Told before the copy starts (with the size of the source and its WAL) and once it is written. */
  onProgress?: (progress: BackupProgress) => void;
}

export type BackupProgress =
  | { phase: 'copying'; sourceBytes: number }
  | { phase: 'checking'; copyBytes: number; copyMs: number };

export interface BackupResult {
  target: string;
  method: BackupMethod;
  /** Size of the copy. */
  bytes: number;
  /** Time to make the copy, then to check it. */
  copyMs: number;
  checkMs: number;
  /** PRAGMA integrity_check of the copy: always 'ok' when the backup returns. */
  integrity: 'ok';
}

/** A backup or restore that cannot be done, with a message fit to show as is. */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}

/**
 * A consistent online copy of a SQLite database file: a snapshot of one moment, taken while other connections (other
 * processes too) go on writing. The copy is written beside the target under a temporary name, checked with
 * PRAGMA integrity_check, and only then renamed into place; a failed backup leaves nothing behind.
 */
export async function backupSqliteFile(options: BackupOptions): Promise<BackupResult> {
  const { source, target } = options;
  const method = options.method ?? 'backup-api';
  if (!existsSync(source)) throw new BackupError(`There is no database at ${source}.`);
  if (existsSync(target)) throw new BackupError(`${target} exists already; choose another name or remove it first.`);
  const partial = `${target}.partial`;
  rmSync(partial, { force: true });
  try {
    options.onProgress?.({ phase: 'copying', sourceBytes: sizeOf(source) + sizeOf(`${source}-wal`) });
    const started = performance.now();
    const database = openDatabase({ file: source, readonly: true });
    try {
      if (method === 'vacuum-into') database.prepare('VACUUM INTO ?').run(partial);
      // One step (every page at once): a multi-step backup restarts whenever another connection writes.
      else await database.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 1) });
    } finally {
      database.close();
    }
    const copyMs = performance.now() - started;
    const bytes = sizeOf(partial);
    options.onProgress?.({ phase: 'checking', copyBytes: bytes, copyMs });
    const checked = performance.now();
    const integrity = integrityOf(partial);
    if (integrity !== 'ok')
      throw new BackupError(`The copy failed its integrity check (${integrity}); nothing was kept.`);
    const checkMs = performance.now() - checked;
    renameSync(partial, target);
    return { target, method, bytes, copyMs, checkMs, integrity: 'ok' };
  } finally {
    for (const leftover of [partial, `${partial}-wal`, `${partial}-shm`]) rmSync(leftover, { force: true });
  }
}

function sizeOf(file: string): number {
  return existsSync(file) ? statSync(file).size : 0;
}
