/**
 * SQLite's errors that mean the database cannot serve now, by primary result code (better-sqlite3 reports the extended
 * code, such as SQLITE_IOERR_WRITE or SQLITE_READONLY_DBMOVED): each becomes a 503 SERVICE_UNAVAILABLE with this reason,
 * and the request changes nothing. Reads keep working through all of them but SQLITE_CANTOPEN; writes work again
 * once the cause is gone, without a restart.
 */
const UNAVAILABLE: Readonly<Record<string, string>> = {
  SQLITE_FULL: 'the disk holding the database is full',
  SQLITE_READONLY: 'the database file is read-only',
  SQLITE_IOERR: 'the disk holding the database failed to read or write',
  SQLITE_CANTOPEN: 'the database file cannot be opened',
  SQLITE_BUSY: 'another process kept the database locked for too long',
};

export function sqliteUnavailableReason(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('SQLITE_')) return undefined;
  return UNAVAILABLE[code.split('_', 2).join('_')];
}
