import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { BANK_SORT_KEYS, PRODUCT_SORT_KEYS, VOTE_CATEGORIES } from '@bankdir/core';
import { bankWriteOf, type Storage } from '@bankdir/core/driver';
import { openSqliteStorage } from '../src/index.ts';
import { tempFolder } from './temp-file.ts';

// fixtures/first-layout.sqlite.gz is a file written by bankdir before the lean layout (text ids in every index, ISO
// timestamps, enum names, bank facts in their own table): generated data, then live votes, banks moved to another
// country (one with stories), bank facts, a product archived, a representative approved, stories with tags and
// thumbs-ups, one hidden. fixtures/first-layout.expected.json.gz holds
// what that code answered for it. Opening the file migrates it; every answer must stay the same.

const folder = tempFolder('first-layout');
const file = folder.file('first-layout.sqlite');
const fixture = (name: string) => gunzipSync(readFileSync(new URL(`./fixtures/${name}`, import.meta.url)));
const expected = JSON.parse(fixture('first-layout.expected.json.gz').toString('utf8'));
let storage: Storage;

before(async () => {
  writeFileSync(file, fixture('first-layout.sqlite.gz'));
  storage = await openSqliteStorage({ file });
});

after(async () => {
  await storage.close();
  folder.remove();
});

const ids = (items: { id: string }[]) => items.map((item) => item.id);
const json = (value: unknown) => JSON.parse(JSON.stringify(value));

describe('a file of the first layout, opened', () => {
  it('keeps every bank with its scores, ranks, timestamps, hostnames, facts and listings', async () => {
    const bankIds = ids(expected.banks);
    const banks = (await storage.banks.getMany(bankIds)).sort((a, b) => (a.id < b.id ? -1 : 1));
    assert.deepEqual(json(banks), expected.banks);
    for (const id of bankIds) assert.deepEqual(await storage.banks.alternativeHostnames(id), expected.hostnames[id]);
    // Facts stored before formerNames existed read with it empty.
    const facts = Object.fromEntries(
      Object.entries(expected.facts as Record<string, object>).map(([id, fact]) => [id, { formerNames: [], ...fact }]),
    );
    assert.deepEqual(Object.fromEntries(await storage.banks.factsOf(bankIds)), facts);
    assert.deepEqual(json(await storage.stocks.listForBanks(bankIds)), expected.stocks);
  });

  it('keeps every country and market', async () => {
    const countries = await storage.countries.list({ sortBy: 'name', sortOrder: 'asc', page: { limit: 100 } });
    assert.deepEqual(json(countries.items), expected.countries);
    assert.deepEqual(json(await storage.markets.list()), expected.markets);
  });

  it('keeps every vote, product and story exactly, and who represents which bank', async () => {
    for (const vote of expected.votes) assert.deepEqual(json(await storage.votes.get(vote.id)), vote);
    for (const story of expected.stories) assert.deepEqual(json(await storage.stories.get(story.id)), story);
    for (const product of expected.products) assert.deepEqual(json(await storage.products.get(product.id)), product);
    for (const [accountId, banks] of Object.entries(expected.representatives))
      assert.deepEqual(await storage.representatives.listForAccount(accountId), banks);
  });

  it('lists in the same orders as before', async () => {
    for (const sortBy of BANK_SORT_KEYS.slice(0, 9)) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const page = await storage.banks.list({ sortBy, sortOrder, page: { limit: 100 }, withTotal: false });
        assert.deepEqual(
          ids(page.items),
          expected.bankOrders[`${sortBy} ${sortOrder}`],
          `banks by ${sortBy} ${sortOrder}`,
        );
      }
    }
    for (const sortBy of PRODUCT_SORT_KEYS) {
      for (const sortOrder of ['asc', 'desc'] as const) {
        const page = await storage.products.listPublic({ sortBy, sortOrder, page: { limit: 100 } });
        assert.deepEqual(ids(page.items), expected.productOrders[`${sortBy} ${sortOrder}`], `products by ${sortBy}`);
      }
    }
    for (const sortOrder of ['asc', 'desc'] as const) {
      const page = await storage.votes.list({ sortOrder, page: { limit: 100 } });
      assert.deepEqual(ids(page.items), expected.voteOrders[sortOrder], `votes ${sortOrder}`);
      for (const sortBy of ['createdAt', 'thumbsUpCount'] as const) {
        const stories = await storage.stories.list({ sortBy, sortOrder, page: { limit: 100 } });
        assert.deepEqual(ids(stories.items), expected.storyOrders[`${sortBy} ${sortOrder}`], `stories by ${sortBy}`);
      }
    }
  });

  it('takes new votes and banks afterwards, scores and ranks as a rebuild from the votes makes them', async () => {
    const bankIds: string[] = ids(expected.banks);
    for (const [index, bankId] of bankIds.entries()) {
      const category = VOTE_CATEGORIES[index % VOTE_CATEGORIES.length]!;
      for (let voter = 0; voter < 12; voter++) {
        const vote = { id: `vote_after_${index}_${voter}`, accountId: `acct_after_${voter}`, bankId, category };
        await storage.votes.cast({ ...vote, isUp: (index + voter) % 3 !== 0 }, '2026-01-01T00:00:00.000Z');
      }
    }
    // A bank whose id falls between two others: its seq goes between theirs.
    const [first, second] = [...bankIds].sort();
    const between = `${first}0`;
    assert.ok(between > first! && between < second!);
    const template = expected.banks[0];
    await storage.banks.create(
      between,
      bankWriteOf({ ...template, id: between, alternativeHostnames: [], storiesCount: 0 }),
      '2026-01-02T00:00:00.000Z',
    );
    const countries = () => storage.countries.list({ sortBy: 'rank', sortOrder: 'asc', page: { limit: 100 } });
    const incremental = json([await storage.banks.getMany([...bankIds, between]), (await countries()).items]);
    await storage.maintenance.rebuildScoresAndRanks();
    const rebuilt = json([await storage.banks.getMany([...bankIds, between]), (await countries()).items]);
    assert.deepEqual(rebuilt, incremental);
    const byName = await storage.banks.list({
      sortBy: 'name',
      sortOrder: 'asc',
      page: { limit: 100 },
      withTotal: false,
    });
    const sameName = byName.items.filter((bank) => bank.name === template.name).map((bank) => bank.id);
    assert.deepEqual(sameName, [...sameName].sort(), 'banks of one name in id order');
  });

  it('takes representative applications afterwards (migration 0009), an approval keeping the bank approved before', async () => {
    const [accountId, banks] = Object.entries(expected.representatives as Record<string, string[]>)[0]!;
    const bankId = banks[0]!;
    const at = '2026-01-03T00:00:00.000Z';
    const application = await storage.applications.create(
      { id: 'app_after_migration', accountId: 'acct_applicant', bankId, note: 'I work there.' },
      at,
    );
    assert.equal(application.status, 'PENDING');
    assert.deepEqual(await storage.applications.findPending('acct_applicant', bankId), application);
    const claimedAt = (await storage.banks.get(bankId))!.claimedAt;
    await storage.transaction(async (tx) => {
      await tx.applications.decide(application.id, { status: 'APPROVED', decidedAt: at });
      await tx.representatives.approve('acct_applicant', bankId, at);
    });
    assert.equal((await storage.banks.get(bankId))!.claimedAt, claimedAt, 'the bank keeps its first claim');
    assert.deepEqual(await storage.representatives.listForAccount(accountId), banks, 'earlier approvals stay');
    const page = await storage.applications.list({ status: 'APPROVED', page: { limit: 10 } });
    assert.deepEqual(ids(page.items), [application.id]);
  });
  it('keeps an audit trail afterwards (migration 0010): an entry appended is listed, filtered by actor and action', async () => {
    const entry = {
      id: 'audit_after_migration',
      at: '2026-01-04T00:00:00.000Z',
      actor: { kind: 'cli' as const, id: 'ada' },
      action: 'bank.update',
      subject: { type: 'bank', id: 'bank_any' },
      before: { name: 'Old' },
      after: { name: 'New' },
      reason: null,
    };
    await storage.audit.append(entry);
    assert.deepEqual((await storage.audit.list({ actorId: 'ada', action: 'bank', page: { limit: 10 } })).items, [
      entry,
    ]);
  });
});
