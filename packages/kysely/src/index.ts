export { type CopyReport, type CopyTablesOptions, copyTables } from './copy-tables.ts';
export { type KyselyStorageOptions, kyselyStorage } from './kysely-storage.ts';
export {
  directoryMigrations,
  INITIAL_LAYOUT,
  type MigrateOptions,
  migrateToLatest,
  migrationsUpTo,
} from './migrations/index.ts';
export type { Database } from './schema/database.ts';
export { type KyselyStorageDatabase, kyselyStorageDatabase, type StorageDatabaseOptions } from './storage-database.ts';
export { asUnavailable, type UnavailableReason, unavailableAware } from './unavailable-driver.ts';
