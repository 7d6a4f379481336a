export { type KyselyStorageOptions, kyselyStorage } from './kysely-storage.ts';
export { migrateToLatest, sharedMigrations } from './migrations/index.ts';
export type { Database } from './schema/database.ts';
export { kyselyStorageDatabase } from './storage-database.ts';
