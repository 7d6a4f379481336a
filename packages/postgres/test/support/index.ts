export {
  createTestDatabase,
  skipWithoutPostgres,
  TEST_POSTGRES_URL_VARIABLE,
  type TestDatabase,
} from './test-database.ts';
export { testStorages } from './test-storages.ts';
