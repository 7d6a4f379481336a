import assert from 'node:assert/strict';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createDirectory, type Directory, type Page, type PagingOptions } from '@bankdir/core';
import { openSqliteStorage } from '@bankdir/sqlite';
import { defaultDataSet, sampleProducts, sampleStories, sampleVotes, seedDefaultData } from '../src/index.ts';

const folder = mkdtempSync(join(tmpdir(), 'bankdir-seed-'));
after(() => rmSync(folder, { recursive: true, force: true }));

async function openDirectory(name: string): Promise<Directory> {
  return createDirectory({ storage: await openSqliteStorage({ file: join(folder, name) }), warn: () => {} });
}

/** Everything a user could see, as one comparable value. */
async function snapshot(directory: Directory): Promise<unknown> {
  const read = async <const TOptions extends object>(
    list: (options: TOptions & PagingOptions) => Promise<Page<unknown>>,
    options: TOptions,
  ) => {
    const items: unknown[] = [];
    let cursor: string | null = null;
    do {
      const page = await list({ ...options, limit: 100, ...(cursor !== null && { startingAfter: cursor }) });
      items.push(...page.data);
      cursor = page.pagination?.nextCursor ?? null;
    } while (cursor !== null);
    return items;
  };
  return {
    banks: await read((q) => directory.banks.list(q), { include: ['scores', 'stocks'] }),
    votes: await read((q) => directory.votes.list(q), {}),
    stories: await read((q) => directory.stories.list(q), {}),
    products: await read((q) => directory.products.listAll(q), {}),
    countries: await read((q) => directory.countries.list(q), {}),
  };
}

describe('seeding the default data set', () => {
  const data = defaultDataSet();
  // One seed of a new file, which the first test checks; the tests that seed again start from a copy of it.
  let report: Awaited<ReturnType<typeof seedDefaultData>>;
  before(async () => {
    const directory = await openDirectory('full.sqlite');
    report = await seedDefaultData(directory, { now: new Date('2025-07-01T00:00:00.000Z') });
    await directory.close();
  });
  const copyOfSeeded = (name: string) => {
    copyFileSync(join(folder, 'full.sqlite'), join(folder, name));
    return openDirectory(name);
  };

  it('loads every country, market and bank with the sample layer into a new file', async () => {
    const directory = await openDirectory('full.sqlite');
    assert.deepEqual(report.banks, { created: data.banks.length, updated: 0, unchanged: 0 });
    assert.equal(report.countries, data.countries.length);
    assert.equal(report.markets, data.markets.length);
    assert.equal(report.votes, sampleVotes(data.banks).length);
    assert.equal(report.products, sampleProducts(data.banks).length);
    const stories = sampleStories(data.banks);
    assert.equal(report.stories, stories.length);
    assert.ok(stories.length > 20, 'some banks have sample stories');
    assert.ok(
      stories.every((story) => story.text.startsWith("Sample story (made-up data, not a customer's experience)")),
      'every sample story says it is made up',
    );
    const told = stories[0]!;
    const bank = await directory.banks.get(told.bankId);
    assert.equal(
      bank.data.storiesCount,
      stories.filter((story) => story.bankId === told.bankId).length,
      'counts follow the sample stories',
    );
    const banks = await directory.banks.list({ include: ['meta', 'scores'], sortBy: 'rank', limit: 5 });
    assert.equal(banks.pagination?.meta?.total, data.banks.length);
    assert.equal(banks.data[0]?.rank, 1, 'the sample votes rank banks at once');
    const stocks = await directory.banks.get('bank_us_jpmorgan-chase', { include: ['stocks'] });
    assert.equal(stocks.data.stocks?.[0]?.symbol, 'JPM');
    await directory.close();
  });

  it('changes nothing when run a second time', async () => {
    const directory = await copyOfSeeded('twice.sqlite');
    const first = await snapshot(directory);
    const again = await seedDefaultData(directory, { now: new Date('2025-08-01T00:00:00.000Z') });
    assert.deepEqual(again.banks, { created: 0, updated: 0, unchanged: data.banks.length });
    assert.deepEqual(await snapshot(directory), first);
    await directory.close();
  });

  it('leaves the sample layer out when asked', async () => {
    const directory = await openDirectory('bare.sqlite');
    const report = await seedDefaultData(directory, { sample: false });
    assert.equal(report.votes, 0);
    assert.equal(report.products, 0);
    assert.equal(report.stories, 0);
    assert.equal((await directory.votes.list({})).data.length, 0);
    assert.equal((await directory.stories.list({})).data.length, 0);
    assert.equal((await directory.products.listAll({})).data.length, 0);
    const ranked = await directory.banks.list({ sortBy: 'rank', limit: 1 });
    assert.equal(ranked.data[0]?.rank, null, 'without votes no bank is ranked');
    await directory.close();
  });

  it('updates a bank whose facts changed and keeps its id, votes and products', async () => {
    const directory = await copyOfSeeded('update.sqlite');
    const [first, ...rest] = data.banks;
    const renamed = {
      ...data,
      banks: [
        {
          ...first!,
          name: `${first!.name} (renamed)`,
          alternativeHostnames: [...first!.alternativeHostnames, 'renamed.example'],
        },
        ...rest,
      ],
    };
    const votesBefore = (await directory.votes.list({ bankId: first!.id, limit: 100 })).data.length;
    const renaming = await seedDefaultData(directory, { dataSet: renamed });
    assert.deepEqual(renaming.banks, { created: 0, updated: 1, unchanged: data.banks.length - 1 });
    const bank = await directory.banks.get(first!.id);
    assert.equal(bank.data.name, `${first!.name} (renamed)`);
    assert.equal((await directory.votes.list({ bankId: first!.id, limit: 100 })).data.length, votesBefore);
    const found = await directory.banks.byHostname({ hostname: 'https://www.renamed.example/' });
    assert.deepEqual(
      found.data.map((match) => match.id),
      [first!.id],
    );
    // The name back and the size changed, then the size alone back: each is a change of the bank.
    const resized = {
      ...data,
      banks: [
        { ...first!, facts: { ...first!.facts, size: first!.facts.size === 'major' ? 'largest' : 'major' } },
        ...rest,
      ],
    } as typeof data;
    assert.equal((await seedDefaultData(directory, { dataSet: resized })).banks.updated, 1);
    assert.equal((await seedDefaultData(directory, { dataSet: data })).banks.updated, 1, 'a change of its size alone');
    const sizeNow = (await directory.storage.banks.factsOf([first!.id])).get(first!.id)?.size;
    assert.equal(sizeNow, first!.facts.size);
    assert.equal((await seedDefaultData(directory, { dataSet: data })).banks.updated, 0, 'then nothing changes');
    await directory.close();
  });
});
