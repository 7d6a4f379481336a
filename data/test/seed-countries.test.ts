import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { createDirectory } from '@bankdir/core';
import { openSqliteStorage } from '@bankdir/sqlite';
import { defaultCountries, defaultMarkets, seedCountries } from '../src/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'bankdir-seed-countries-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function openDirectory(name: string) {
  return createDirectory({ storage: await openSqliteStorage({ file: join(dir, name) }), warn: () => {} });
}

describe('seedCountries', () => {
  it('loads every country and market and no bank, so that an empty directory can create a bank by country code', async () => {
    const directory = await openDirectory('countries.sqlite');
    const report = await seedCountries(directory);
    assert.deepEqual(report, { countries: defaultCountries().length, markets: defaultMarkets().length });
    assert.ok(report.countries > 240 && report.markets > 0);
    const world = (await directory.world.get()).data;
    assert.equal(world.bankCount, 0, 'no bank is loaded');
    assert.equal((await directory.countries.get('de')).data.name, 'Germany');
    const bank = await directory.admin.createBank({
      countryCode: 'US',
      name: 'First Test Bank',
      url: 'https://first-test.example',
    });
    assert.equal(bank.countryId, (await directory.countries.get('US')).data.id);
    await directory.close();
  });

  it('changes nothing when run a second time', async () => {
    const directory = await openDirectory('twice.sqlite');
    await seedCountries(directory, { now: new Date('2025-07-01T00:00:00.000Z') });
    const before = await directory.countries.get('FR');
    await seedCountries(directory, { now: new Date('2025-08-01T00:00:00.000Z') });
    assert.deepEqual(await directory.countries.get('FR'), before);
    assert.equal((await directory.countries.list({ limit: 100 })).data.length, 100);
    await directory.close();
  });
});
