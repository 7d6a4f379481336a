import { after, before, describe } from 'node:test';
import { type CONFORMANCE_PARTS, runStorageConformance } from '@bankdir/conformance';
import type { PostgresStorage } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase, testStorages } from './support/index.ts';

/** Runs one part of the storage conformance suite over PostgreSQL, on a database of its own. */
export function runPostgresConformance(part: keyof typeof CONFORMANCE_PARTS): void {
  let database: TestDatabase;
  let openStorage: () => Promise<PostgresStorage>;

  describe('PostgreSQL', { skip: skipWithoutPostgres() }, () => {
    before(async () => {
      database = await createTestDatabase(`conformance_${part}`);
      openStorage = testStorages(database.url);
    });
    after(() => database?.drop());

    runStorageConformance({ name: 'postgres', openStorage: () => openStorage() }, part);
  });
}
