export { openSqliteStorage, type SqliteStorage, type SqliteStorageOptions } from './open-sqlite-storage.ts';
export { kyselyStorage, type KyselyStorageOptions } from './queries/kysely-storage.ts';
export { directoryMigrations, migrateToLatest } from './migrations/index.ts';
export type { Database } from './schema/database.ts';
export { sqliteVectorStore, queryWords, keepWords, chunkSizeFor, type SqliteVectorStoreOptions } from './sqlite/sqlite-vector-store.ts';
