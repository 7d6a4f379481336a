// What tests that need a PostgreSQL server share. Reached by relative path, never exported: the published driver
// carries no test code.

export { migratedUpTo } from './migrated-up-to.ts';
export {
  createSeededTestDatabase,
  createTestDatabase,
  createTestDatabaseFrom,
  type DatabaseTemplate,
  skipWithoutPostgres,
  TEST_POSTGRES_URL_VARIABLE,
  type TestDatabase,
} from './test-database.ts';
export { testStorages } from './test-storages.ts';
