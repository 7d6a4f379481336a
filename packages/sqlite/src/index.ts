export { openSqliteStorage, type SqliteStorage, type SqliteStorageOptions } from './open-sqlite-storage.ts';
export { sqliteMigrations } from './sqlite/sqlite-migrations.ts';
export {
  chunkSizeFor,
  keepWords,
  queryWords,
  type SqliteVectorStoreOptions,
  sqliteVectorStore,
} from './sqlite/sqlite-vector-store.ts';
