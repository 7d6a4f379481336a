import { after, it } from 'node:test';
import { assertScoreOrdersInStep, writeThroughScoreOrders } from '../../kysely/test/support/score-orders-in-step.ts';
import { openSqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

const folder = tempFolder('score-orders');
after(() => folder.remove());

it('keeps every score order row equal to its counters through seeding, votes, moves, deletes and relabelled seqs', async () => {
  const storage = await openSqliteStorage({ file: folder.file('score-orders.sqlite') });
  try {
    await writeThroughScoreOrders(storage);
    await assertScoreOrdersInStep(storage.kysely);
  } finally {
    await storage.close();
  }
});
