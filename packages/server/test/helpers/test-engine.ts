import type { PostgresStorage } from '@bankdir/postgres';
import { createTestDatabase, type TestDatabase, testStorages } from '../../../postgres/test/support/index.ts';

/** Which engine the HTTP tests' servers run on: BANKDIR_TEST_SERVER_ENGINE=postgres, else SQLite. */
export function testServerEngine(): 'sqlite' | 'postgres' {
  return process.env.BANKDIR_TEST_SERVER_ENGINE === 'postgres' ? 'postgres' : 'sqlite';
}

let storages: Promise<{ database: TestDatabase; open: () => Promise<PostgresStorage> }> | undefined;

/**
 * A fresh, empty PostgreSQL storage: one database per test process (dropped when it ends), one schema per open
 * server, emptied and reused after it closes.
 */
export async function openPostgresTestStorage(): Promise<PostgresStorage> {
  storages ??= createTestDatabase('server').then((database) => {
    process.once('beforeExit', () => void database.drop().catch(() => {}));
    return { database, open: testStorages(database.url, 'server') };
  });
  return (await storages).open();
}
