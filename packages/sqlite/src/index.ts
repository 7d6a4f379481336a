export type { SemanticIndexOptions } from '@bankdir/kysely';
export {
  BackupError,
  type BackupMethod,
  type BackupOptions,
  type BackupProgress,
  type BackupResult,
  backupSqliteFile,
} from './backup/backup-file.ts';
export { holdsDirectory, integrityOf } from './backup/integrity.ts';
export { type RestoreOptions, type RestoreResult, restoreSqliteFile } from './backup/restore-file.ts';
export { sqliteMigrations } from './engine/sqlite-migrations.ts';
export { openSqliteStorage, type SqliteStorage, type SqliteStorageOptions } from './open-sqlite-storage.ts';
export { chunkSizeFor } from './semantic/index-reset.ts';
