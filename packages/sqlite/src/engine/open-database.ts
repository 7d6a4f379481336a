import BetterSqlite3 from 'better-sqlite3';
import * as sqliteVec from 'sqlite-vec';

export interface OpenDatabaseOptions {
  file: string;
  readonly?: boolean;
  busyTimeoutMs?: number;
  /** When a commit reaches the disk; default 'full' (see SqliteStorageOptions.synchronous). */
  synchronous?: 'full' | 'normal';
}

/** Opens the SQLite file with the pragmas every connection of bankdir uses and the sqlite-vec extension loaded. */
export function openDatabase(options: OpenDatabaseOptions): BetterSqlite3.Database {
  const readonly = options.readonly ?? false;
  const database = new BetterSqlite3(options.file, { readonly, fileMustExist: readonly });
  try {
    database.pragma(`busy_timeout = ${Math.max(0, Math.trunc(options.busyTimeoutMs ?? 5000))}`);
    // A read-only connection cannot switch the journal mode; it reads whatever mode the file has.
    if (!readonly) database.pragma('journal_mode = WAL');
    // FULL: a commit returns once its WAL frames are synced, so a write answered survives a power loss or a disk that
    // fails into read-only (ext4 errors=remount-ro drops what it had not written); NORMAL syncs only at checkpoints.
    database.pragma(`synchronous = ${options.synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
    database.pragma('foreign_keys = ON');
    // Many indexes per bank row: a larger page cache keeps bulk loads and rank shifts in memory.
    database.pragma('cache_size = -65536');
    // A vote dirties a few dozen pages: checkpointing every 10,000 WAL pages (about 40 MB) instead of SQLite's 1,000
    // copies each hot page back once per many votes and syncs the file a tenth as often (bench/: about 1.4 times the
    // votes per second at 30,000 banks). Durability is unchanged: a commit is in the WAL either way (synced under FULL).
    if (!readonly) database.pragma('wal_autocheckpoint = 10000');
    sqliteVec.load(database);
    return database;
  } catch (error) {
    database.close();
    throw error;
  }
}
