export { directoryMigrations, migrateToLatest } from './migrations/index.ts';
export { openSqliteStorage, type SqliteStorage, type SqliteStorageOptions } from './open-sqlite-storage.ts';
export { type KyselyStorageOptions, kyselyStorage } from './queries/kysely-storage.ts';
export type { Database } from './schema/database.ts';
export {
  chunkSizeFor,
  keepWords,
  queryWords,
  type SqliteVectorStoreOptions,
  sqliteVectorStore,
} from './sqlite/sqlite-vector-store.ts';
