import { after, before, describe } from 'node:test';
import { runStorageConformance } from '@bankdir/core/testing';
import type { PostgresStorage } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase, testStorages } from '../src/testing/index.ts';

let database: TestDatabase;
let openStorage: () => Promise<PostgresStorage>;

describe('PostgreSQL', { skip: skipWithoutPostgres() }, () => {
  before(async () => {
    database = await createTestDatabase('conformance');
    openStorage = testStorages(database.url);
  });
  after(() => database?.drop());

  runStorageConformance({ name: 'postgres', openStorage: () => openStorage() });
});
