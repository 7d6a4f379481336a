import { after, before, describe, it } from 'node:test';
import { assertScoreOrdersInStep, writeThroughScoreOrders } from '../../kysely/test/support/score-orders-in-step.ts';
import { openPostgresStorage } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

describe('PostgreSQL score orders', { skip: skipWithoutPostgres() }, () => {
  let database: TestDatabase;
  before(async () => {
    database = await createTestDatabase('score_orders');
  });
  after(() => database?.drop());

  it('keeps every score order row equal to its counters through seeding, votes (the vote functions), moves, deletes and relabelled seqs', async () => {
    const storage = await openPostgresStorage({ url: database.url, poolSize: 2 });
    try {
      await writeThroughScoreOrders(storage);
      await assertScoreOrdersInStep(storage.kysely);
    } finally {
      await storage.close();
    }
  });
});
