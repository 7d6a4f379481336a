import { openPostgresStorage } from '@bankdir/postgres';
import {
  createTestDatabase,
  skipWithoutPostgres,
  type TestDatabase,
} from '../../../packages/postgres/test/support/index.ts';
import { runAccountsSuite } from './support/accounts-suite.ts';

// Each call is a new PostgreSQL database on BANKDIR_TEST_POSTGRES_URL (scripts/with-postgres.sh); open() may be called
// again for a second pool on it (another node).
runAccountsSuite(
  'PostgreSQL',
  () => {
    let made: Promise<TestDatabase> | undefined;
    const database = () => (made ??= createTestDatabase('accounts'));
    return {
      open: async () => openPostgresStorage({ url: (await database()).url, poolSize: 2 }),
      drop: async () => (await database()).drop(),
    };
  },
  skipWithoutPostgres(),
);
