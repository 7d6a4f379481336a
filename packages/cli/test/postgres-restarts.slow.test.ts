import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { assertScoresAndRanks, createPrng, VoteModel } from '@bankdir/conformance';
import { createDirectory, VOTE_CATEGORIES, type VoteCategory } from '@bankdir/core';
import { readAllPages } from '@bankdir/core/driver';
import { openPostgresStorage } from '@bankdir/postgres';
import type { ServeProcess } from './helpers/cli.ts';
import { type OwnPostgres, skipWithoutPostgresServer, startOwnPostgres } from './helpers/own-postgres.ts';
import { createProduct } from './helpers/product-writes.ts';
import { seedVoters, startTwoNodes, type VotedBank } from './helpers/two-nodes.ts';

// Two `bankdir serve` nodes on a PostgreSQL cluster of this test's own, under a stream of votes and product writes,
// while the database goes away in four ways: every bankdir connection killed (pg_terminate_backend), a fast restart
// (sessions ended with 57P01), a crash and recovery (pg_ctl restart -m immediate), and three seconds stopped. A request
// answers 2xx or 503 SERVICE_UNAVAILABLE, never a 500 and never a hang; both nodes write again by themselves once the
// database is back; afterwards every acknowledged write is stored and every score and rank equals a recount.

const VOTERS = 6;
const ACCOUNTS_PER_VOTER = 3;
const PRODUCT_WRITERS = 2;
const REQUEST_DEADLINE_MS = 30_000;

describe('PostgreSQL restarted under two nodes', { skip: skipWithoutPostgresServer() }, () => {
  let cluster: OwnPostgres;
  let url: string;
  const nodes: ServeProcess[] = [];
  const urls: string[] = [];
  let banks: VotedBank[] = [];
  const voterKeys: { accountId: string; key: string }[] = [];
  let representativeKey: string;
  let productBank: string;

  before(async () => {
    cluster = await startOwnPostgres();
    cluster.psql('create database faults');
    url = cluster.databaseUrl('faults');
    const storage = await openPostgresStorage({ url });
    const directory = createDirectory({ storage });
    try {
      const seeded = await seedVoters(storage, { seed: 7, accounts: VOTERS * ACCOUNTS_PER_VOTER });
      banks = seeded.banks;
      voterKeys.push(...seeded.voters);
      const { account, key } = await seeded.store.createAccount({ name: 'Representative', plan: 'free' });
      representativeKey = key.key;
      productBank = banks[0]!.id;
      await directory.admin.approveRepresentative(account.id, productBank);
    } finally {
      await directory.close();
    }
    urls.push(...(await startTwoNodes(url, nodes)));
  });

  after(async () => {
    for (const node of nodes) await node.stop();
    cluster?.remove();
  });

  test('kills, restarts, a crash and a stop lose no acknowledged write, and both nodes recover by themselves', async () => {
    const failures: string[] = [];
    /** Every answer that is neither a success nor a clean 503 is a failure; a 503 is a write not acknowledged. */
    const outcome = async (what: string, response: Promise<{ status: number; body: unknown }>) => {
      try {
        const { status, body } = await response;
        if (status < 300) return 'ok' as const;
        const code = (body as { code?: string }).code;
        if (status === 503 && code === 'SERVICE_UNAVAILABLE') return 'unavailable' as const;
        failures.push(`${what}: ${status} ${JSON.stringify(body)}`);
      } catch (error) {
        failures.push(`${what}: ${String(error)}`);
      }
      return 'failed' as const;
    };
    const send = async (method: string, target: string, key: string, body?: unknown) => {
      const response = await fetch(target, {
        method,
        headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_DEADLINE_MS),
      });
      return { status: response.status, body: await response.json() };
    };

    let running = true;
    let acknowledged = 0;
    let refused = 0;
    const lastAcknowledged = [0, 0];
    const expected = new Map<string, boolean>();
    const uncertain = new Set<string>();
    const products: string[] = [];
    const voter = async (index: number) => {
      const random = createPrng(500 + index);
      const mine = voterKeys.slice(index * ACCOUNTS_PER_VOTER, (index + 1) * ACCOUNTS_PER_VOTER);
      for (let step = 0; running; step++) {
        const { accountId, key } = random.pick(mine);
        const bankId = random.pick(banks).id;
        const category = random.pick(VOTE_CATEGORIES.slice(0, 3)) as VoteCategory;
        const slot = `${accountId}|${bankId}|${category}`;
        const node = (index + step) % 2;
        const base = `${urls[node]}/v1/banks/${bankId}/votes`;
        const retract = expected.has(slot) && random.chance(0.4);
        const isUp = expected.has(slot) ? !expected.get(slot) : random.chance(0.6);
        const result = retract
          ? await outcome(`retract ${slot}`, send('DELETE', `${base}/${category}`, key))
          : await outcome(`cast ${slot}`, send('POST', base, key, { category, isUp }));
        if (result === 'ok') {
          acknowledged++;
          lastAcknowledged[node] = performance.now();
          uncertain.delete(slot);
          if (retract) expected.delete(slot);
          else expected.set(slot, isUp);
        } else {
          // A 503 may come after the commit reached the server and before its answer did: the slot is unknown.
          refused++;
          uncertain.add(slot);
          expected.delete(slot);
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    let productCount = 0;
    const productWriter = async (index: number) => {
      for (let step = 0; running; step++) {
        const node = (index + step) % 2;
        const name = `Restart Saver ${++productCount}`;
        let id: string | undefined;
        const result = await outcome(
          `product ${name}`,
          createProduct(urls[node]!, representativeKey, productBank, name, REQUEST_DEADLINE_MS).then((answer) => {
            id = answer.body.data?.id;
            return answer;
          }),
        );
        if (result === 'ok') {
          acknowledged++;
          lastAcknowledged[node] = performance.now();
          products.push(id!);
        } else {
          refused++;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
    };
    const streams = Promise.all([
      ...Array.from({ length: VOTERS }, (_, index) => voter(index)),
      ...Array.from({ length: PRODUCT_WRITERS }, (_, index) => productWriter(index)),
    ]);

    /** Waits until both nodes have acknowledged a write after `since`; answers the ms from `since` to the later one. */
    const recovered = async (since: number, fault: string) => {
      const deadline = since + 60_000;
      while (lastAcknowledged[0]! <= since || lastAcknowledged[1]! <= since) {
        if (performance.now() > deadline) {
          const logs = nodes.map((node) => node.errorOutput().slice(-1500)).join('\n---\n');
          assert.fail(
            `both nodes write again within a minute after ${fault}; ${failures.slice(0, 5).join('; ')}\n${logs}`,
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Math.max(lastAcknowledged[0]!, lastAcknowledged[1]!) - since;
    };
    const figures: string[] = [];
    const fault = async (name: string, act: () => void) => {
      const before = acknowledged;
      act();
      const back = performance.now();
      const ms = await recovered(back, name);
      figures.push(`${name}: both nodes writing ${ms.toFixed(0)} ms after the database was back`);
      assert.ok(acknowledged > before, `writes were acknowledged after ${name}`);
      // Let the stream run a little between faults.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    };

    await recovered(performance.now(), 'the start');
    await fault('every bankdir connection killed', () => {
      cluster.psql(
        "select count(pg_terminate_backend(pid)) from pg_stat_activity where datname = 'faults' and pid <> pg_backend_pid()",
      );
    });
    await fault('a fast restart', () => cluster.restart('fast'));
    await fault('a crash and recovery', () => cluster.restart('immediate'));
    await fault('three seconds stopped', () => {
      cluster.stop('fast');
      const until = Date.now() + 3000;
      while (Date.now() < until) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      cluster.start();
    });
    running = false;
    await streams;
    assert.deepEqual(failures, [], 'every answer was a success or a 503 SERVICE_UNAVAILABLE, within the deadline');
    assert.ok(refused > 0, 'some writes met the database away (the faults happened under load)');
    for (const node of nodes) assert.equal(node.child.exitCode, null, 'both nodes are still running');
    for (const node of nodes) {
      assert.doesNotMatch(node.errorOutput(), /failed unexpectedly/, 'no 500 was logged');
      assert.match(node.errorOutput(), /database unavailable: /, 'the node logged why it answered 503');
    }

    const storage = await openPostgresStorage({ url, poolSize: 2 });
    try {
      const stored = new Set(
        (await storage.products.listForBank(productBank, { publicOnly: false })).map((product) => product.id),
      );
      const lostProducts = products.filter((id) => !stored.has(id));
      assert.deepEqual(lostProducts, [], 'every acknowledged product is stored');
      const all = await readAllPages((page) => storage.votes.list({ sortOrder: 'asc', page }));
      const voters = new Set(voterKeys.map((entry) => entry.accountId));
      const storedVotes = new Map(
        all
          .filter((vote) => voters.has(vote.accountId))
          .map((vote) => [`${vote.accountId}|${vote.bankId}|${vote.category}`, Boolean(vote.isUp)]),
      );
      const lostVotes = [...expected].filter(([slot, isUp]) => storedVotes.get(slot) !== isUp);
      const ghostVotes = [...storedVotes.keys()].filter((slot) => !expected.has(slot) && !uncertain.has(slot));
      assert.deepEqual(lostVotes, [], 'every acknowledged vote is stored as it was last acknowledged');
      assert.deepEqual(ghostVotes, [], 'no vote is stored that an acknowledged retract removed');
      const model = new VoteModel();
      for (const bank of banks) model.addBank(bank.id, bank.countryId);
      for (const vote of all) model.cast(vote.accountId, vote.bankId, vote.category, Boolean(vote.isUp));
      await assertScoresAndRanks(storage, model, 'after the faults');
      console.log(
        `postgres faults: ${acknowledged} writes acknowledged (${products.length} products), ${refused} answered 503, ${lostProducts.length + lostVotes.length} acknowledged writes lost`,
      );
      for (const line of figures) console.log(`postgres faults: ${line}`);
    } finally {
      await storage.close();
    }
  });
});
