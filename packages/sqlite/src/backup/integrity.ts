import { openDatabase } from '../engine/open-database.ts';

/** What PRAGMA integrity_check says about a database file: 'ok', or its first problems. */
export function integrityOf(file: string): string {
  const database = openDatabase({ file, readonly: true });
  try {
    const rows = database.pragma('integrity_check', { simple: false }) as { integrity_check: string }[];
    return rows
      .map((row) => row.integrity_check)
      .slice(0, 5)
      .join('; ');
  } finally {
    database.close();
  }
}

/** Whether a database file holds a bankdir directory: its tables of banks and countries exist. */
export function holdsDirectory(file: string): boolean {
  const database = openDatabase({ file, readonly: true });
  try {
    const tables = database
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name IN ('banks', 'countries')")
      .pluck()
      .all();
    return tables.length === 2;
  } finally {
    database.close();
  }
}
