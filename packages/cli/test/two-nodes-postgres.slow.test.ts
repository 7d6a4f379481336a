import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertScoresAndRanks, createPrng, VoteModel } from '@bankdir/conformance';
import { VOTE_CATEGORIES, type VoteCategory } from '@bankdir/core';
import { readAllPages } from '@bankdir/core/driver';
import { openPostgresStorage } from '@bankdir/postgres';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from '../../postgres/test/support/index.ts';
import type { ServeProcess } from './helpers/cli.ts';
import { seedVoters, startTwoNodes, type VotedBank } from './helpers/two-nodes.ts';

// Two `bankdir serve` processes on one PostgreSQL database, as two nodes behind a load balancer. Workers cast, recast
// and retract votes on a handful of banks through both at once; then every bank's stored scores and ranks must equal
// a recount from the votes stored, and the votes stored must be exactly those the workers left.

const WORKERS = 12;
const ACCOUNTS_PER_WORKER = 3;
const OPERATIONS_PER_WORKER = 45;

describe('two API nodes on one PostgreSQL database', { skip: skipWithoutPostgres() }, () => {
  let database: TestDatabase;
  const nodes: ServeProcess[] = [];
  const urls: string[] = [];
  let banks: VotedBank[] = [];
  const keys: { accountId: string; key: string }[] = [];

  before(async () => {
    database = await createTestDatabase('two_nodes');
    const storage = await openPostgresStorage({ url: database.url });
    try {
      const seeded = await seedVoters(storage, { seed: 99, accounts: WORKERS * ACCOUNTS_PER_WORKER });
      banks = seeded.banks;
      keys.push(...seeded.voters);
    } finally {
      await storage.close();
    }
    urls.push(...(await startTwoNodes(database.url, nodes)));
  });

  after(async () => {
    for (const node of nodes) await node.stop();
    await database?.drop();
  });

  test('votes, recasts and retracts hammered through both nodes leave every score and rank exact', async () => {
    const expected = new Map<string, { accountId: string; bankId: string; category: VoteCategory; isUp: boolean }>();
    let requests = 0;
    // Each worker owns its accounts and runs its operations one after another, alternating nodes; the workers run at once.
    const worker = async (index: number) => {
      const random = createPrng(1000 + index);
      const mine = keys.slice(index * ACCOUNTS_PER_WORKER, (index + 1) * ACCOUNTS_PER_WORKER);
      for (let step = 0; step < OPERATIONS_PER_WORKER; step++) {
        const { accountId, key } = random.pick(mine);
        const bankId = random.pick(banks).id;
        const category = random.pick(VOTE_CATEGORIES.slice(0, 3));
        const slot = `${accountId}|${bankId}|${category}`;
        const base = `${urls[(index + step) % 2]}/v1/banks/${bankId}/votes`;
        const headers = { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' };
        requests += 1;
        if (expected.has(slot) && random.chance(0.4)) {
          const response = await fetch(`${base}/${category}`, { method: 'DELETE', headers });
          assert.equal(response.status, 200, `retract ${slot}: ${await response.text()}`);
          expected.delete(slot);
        } else {
          const isUp = expected.has(slot) ? !expected.get(slot)!.isUp : random.chance(0.6);
          const response = await fetch(base, { method: 'POST', headers, body: JSON.stringify({ category, isUp }) });
          assert.ok([200, 201].includes(response.status), `cast ${slot}: ${response.status} ${await response.text()}`);
          expected.set(slot, { accountId, bankId, category, isUp });
        }
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, (_, index) => worker(index)));
    assert.equal(requests, WORKERS * OPERATIONS_PER_WORKER);

    const storage = await openPostgresStorage({ url: database.url, poolSize: 2 });
    try {
      // Every vote stored, read through the storage page by page.
      const all = await readAllPages((page) => storage.votes.list({ sortOrder: 'asc', page }));
      const workers = new Set(keys.map((entry) => entry.accountId));
      const stored = all.filter((vote) => workers.has(vote.accountId));
      assert.deepEqual(
        stored.map((vote) => `${vote.accountId}|${vote.bankId}|${vote.category}|${vote.isUp}`).sort(),
        [...expected.values()].map((vote) => `${vote.accountId}|${vote.bankId}|${vote.category}|${vote.isUp}`).sort(),
        'the votes stored are exactly those the workers left',
      );
      // The recount: every vote stored, the generated ones included.
      const model = new VoteModel();
      for (const bank of banks) model.addBank(bank.id, bank.countryId);
      for (const vote of all) model.cast(vote.accountId, vote.bankId, vote.category, Boolean(vote.isUp));
      await assertScoresAndRanks(storage, model, `after ${requests} requests through two nodes`);
      const ranked = (await storage.banks.getMany(banks.map((bank) => bank.id))).filter((bank) => bank.rank !== null);
      assert.ok(ranked.length > 0, 'some banks are ranked, so ranks were exercised');
    } finally {
      await storage.close();
    }
  });
});
