import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Directory } from '@bankdir/core';
import { foldText, normalizeHostname } from '@bankdir/core/driver';
import type { GeneratedBank } from '../generate-directory-data.ts';
import { type BankReference, bankReference } from './bank-reference.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { castVotes, createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { sharedHarness } from './shared-harness.ts';
import { insertStandardData, standardData } from './standard-data.ts';

/** The by-hostname answer the contract expects: per country the title match, then the better rank, then the id; countries in that same order. */
function expectedByHostname(reference: BankReference, matches: readonly GeneratedBank[], pageTitle?: string): string[] {
  const title = pageTitle === undefined ? undefined : foldText(pageTitle);
  const key = (bank: GeneratedBank) => ({
    titled: title?.includes(foldText(bank.name)),
    rank: reference.ranks(bank.id).rank,
  });
  const ordered = [...matches].sort((a, b) => {
    const [ka, kb] = [key(a), key(b)];
    if (ka.titled !== kb.titled) return ka.titled ? -1 : 1;
    if (ka.rank !== kb.rank) return ka.rank === null ? 1 : kb.rank === null ? -1 : ka.rank - kb.rank;
    return a.id < b.id ? -1 : 1;
  });
  const countries = new Set<string>();
  return ordered
    .filter((bank) => !countries.has(bank.countryId) && countries.add(bank.countryId))
    .map((bank) => bank.id);
}

async function byHostnameIds(directory: Directory, hostname: string, pageTitle?: string): Promise<string[]> {
  const outcome = await directory.banks.byHostname({ hostname, ...(pageTitle !== undefined && { pageTitle }) });
  return outcome.data.map((bank) => bank.id);
}

export function banksLookupConformance(options: ConformanceOptions): void {
  describe('GET /banks/:id and GET /banks/by-hostname: finding one bank', () => {
    const harness = sharedHarness(options, insertStandardData);
    const data = standardData();
    const reference = bankReference(data);

    it('GET /banks/:id answers every field of the bank, and its scores, country and stocks when included', async () => {
      const { directory } = harness();
      for (const bank of data.banks) {
        const plain = await directory.banks.get(bank.id);
        const { updatedAt, ...rest } = plain.data;
        assert.deepEqual(rest, reference.view(bank.id, []), `bank ${bank.id} without include`);
        assert.ok(updatedAt >= bank.createdAt, `bank ${bank.id}: updatedAt`);
        const full = await directory.banks.get(bank.id, { include: ['scores', 'country', 'stocks'] });
        const { updatedAt: _updatedAt, ...fullRest } = full.data;
        assert.deepEqual(
          fullRest,
          reference.view(bank.id, ['scores', 'country', 'stocks']),
          `bank ${bank.id} with include`,
        );
      }
    });

    it('GET /banks/:id of an unknown id is NOT_FOUND, and include=meta is BAD_REQUEST there', async () => {
      const { directory } = harness();
      await expectDirectoryError(() => directory.banks.get('bank_doesnotexist0000'), 'NOT_FOUND');
      await expectDirectoryError(() => directory.banks.get(data.votes[0]!.id), 'NOT_FOUND');
      await expectDirectoryError(
        () => directory.banks.get(data.banks[0]!.id, { include: ['meta'] } as never),
        'BAD_REQUEST',
        ['include'],
      );
      // 404 before 400: an unknown id with a bad query tells the caller the bank is missing first.
      await expectDirectoryError(
        () => directory.banks.get('bank_doesnotexist0000', { include: ['meta'] } as never),
        'NOT_FOUND',
      );
    });

    it('by-hostname finds every generated hostname, primary or alternative, as typed loosely, one bank per country by rank then id', async () => {
      const { directory } = harness();
      const banksByHost = new Map<string, GeneratedBank[]>();
      const typed = new Map<string, string>();
      for (const bank of data.banks) {
        const [primary, ...alternatives] = reference.hostnames(bank.id);
        typed.set(primary!, bank.url);
        for (const host of alternatives)
          if (!typed.has(host))
            typed.set(host, bank.alternativeHostnames.find((raw) => normalizeHostname(raw) === host) ?? host);
        for (const host of [primary!, ...alternatives]) banksByHost.set(host, [...(banksByHost.get(host) ?? []), bank]);
      }
      let shared = 0;
      for (const [host, matches] of banksByHost) {
        if (matches.length > 1) shared += 1;
        assert.deepEqual(
          await byHostnameIds(directory, typed.get(host) ?? host),
          expectedByHostname(reference, matches),
          `hostname ${host}`,
        );
        assert.deepEqual(
          await byHostnameIds(directory, host.toUpperCase()),
          expectedByHostname(reference, matches),
          `hostname ${host.toUpperCase()}`,
        );
        for (const bank of matches) {
          const title = `${bank.name.toUpperCase()} | Online Banking`;
          assert.deepEqual(
            await byHostnameIds(directory, host, title),
            expectedByHostname(reference, matches, title),
            `hostname ${host} pageTitle ${title}`,
          );
        }
      }
      assert.ok(shared > 0, 'the standard data has hostnames shared by several banks');
    });

    it('by-hostname normalises what it is given: full URL, www., upper case, port, trailing dot, spaces and IDN', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const countryId = countries[0]!.id;
        const plain = await createTestBank(directory, { countryId, url: 'https://www.normal-bank.example/' });
        const idn = await createTestBank(directory, { countryId, url: 'https://bänk.example/' });
        const plainForms = [
          'normal-bank.example',
          'www.normal-bank.example',
          'https://www.normal-bank.example/login?x=1',
          'NORMAL-BANK.EXAMPLE',
          'Www.Normal-Bank.Example',
          'normal-bank.example:8443',
          'http://normal-bank.example:8080/',
          'normal-bank.example.',
          'www.normal-bank.example.',
          '  normal-bank.example  ',
        ];
        for (const hostname of plainForms)
          assert.deepEqual(
            await byHostnameIds(directory, hostname),
            [plain.id],
            `hostname ${JSON.stringify(hostname)}`,
          );
        for (const hostname of [
          'bänk.example',
          'BÄNK.EXAMPLE',
          'www.bänk.example',
          'xn--bnk-qla.example',
          'https://bänk.example/path',
        ]) {
          assert.deepEqual(await byHostnameIds(directory, hostname), [idn.id], `hostname ${JSON.stringify(hostname)}`);
        }
        for (const hostname of [
          'sub.normal-bank.example',
          'normal-bank',
          'www.www.normal-bank.example',
          'no-such-bank.example',
          'example',
        ]) {
          assert.deepEqual(
            await byHostnameIds(directory, hostname),
            [],
            `hostname ${JSON.stringify(hostname)} finds nothing`,
          );
        }
      }));

    it('by-hostname finds a bank by its alternative hostnames, stored normalised, sorted and without the primary one', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const alternatives = [
          'https://ONLINE.primary.example:8443/login',
          'www.primary-bank.net',
          'primary.example',
          'bänk-alt.example.',
          'primary-bank.net',
        ];
        const bank = await createTestBank(directory, {
          countryId: countries[1]!.id,
          url: 'https://www.primary.example',
          alternativeHostnames: alternatives,
        });
        const expected = [...new Set(alternatives.map((raw) => normalizeHostname(raw)!))]
          .filter((host) => host !== 'primary.example')
          .sort();
        assert.deepEqual(
          await storage.banks.alternativeHostnames(bank.id),
          expected,
          'Storage.banks.alternativeHostnames',
        );
        for (const hostname of [...alternatives, ...expected, 'primary.example'])
          assert.deepEqual(await byHostnameIds(directory, hostname), [bank.id], `hostname ${hostname}`);
        assert.deepEqual(
          (await storage.banks.findByHostname('online.primary.example')).map((found) => found.id),
          [bank.id],
          'Storage.banks.findByHostname',
        );
      }));

    it('by-hostname answers at most one bank per country: a name in pageTitle wins, then the better rank, then the id; countries in the same order', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const [a, b] = [countries[0]!.id, countries[1]!.id];
        const make = (id: string, name: string, countryId: string, primary: boolean) =>
          createTestBank(
            directory,
            primary
              ? { id, name, countryId, url: 'https://www.shared.example/' }
              : {
                  id,
                  name,
                  countryId,
                  url: `https://${id.replace(/_/g, '-')}.example/`,
                  alternativeHostnames: ['shared.example'],
                },
          );
        await make('bank_host_a1', 'Alpha Savings', a, true);
        await make('bank_host_a2', 'Beta Trust', a, false);
        await make('bank_host_a3', 'Gamma Credit', a, true);
        await make('bank_host_b2', 'Epsilon Bank', b, false);
        await make('bank_host_b1', 'Delta Bank', b, true);
        assert.deepEqual(
          await byHostnameIds(directory, 'shared.example'),
          ['bank_host_a1', 'bank_host_b1'],
          'nobody ranked: lowest id per country',
        );
        await castVotes(directory, 'bank_host_a2', { up: 10 }, { accounts: 'acct_host_a2' });
        assert.deepEqual(
          await byHostnameIds(directory, 'shared.example'),
          ['bank_host_a2', 'bank_host_b1'],
          'a ranked bank beats unranked ones',
        );
        await castVotes(directory, 'bank_host_a3', { up: 12 }, { accounts: 'acct_host_a3' });
        assert.deepEqual(
          await byHostnameIds(directory, 'www.shared.example'),
          ['bank_host_a3', 'bank_host_b1'],
          'the better rank wins',
        );
        assert.deepEqual(
          await byHostnameIds(directory, 'shared.example', 'Welcome to ÉPSILON bank online'),
          ['bank_host_b2', 'bank_host_a3'],
          'a name in the title wins, and its country comes first',
        );
        assert.deepEqual(
          await byHostnameIds(directory, 'shared.example', 'Alpha Savings – Beta Trust'),
          ['bank_host_a2', 'bank_host_b1'],
          'two names in the title: then rank decides',
        );
        assert.deepEqual(
          await byHostnameIds(directory, 'shared.example', 'Nothing relevant'),
          ['bank_host_a3', 'bank_host_b1'],
          'a title naming no bank changes nothing',
        );
        await castVotes(directory, 'bank_host_b2', { up: 11 }, { accounts: 'acct_host_b2' });
        assert.deepEqual(
          await byHostnameIds(directory, 'shared.example'),
          ['bank_host_a3', 'bank_host_b2'],
          'ranked picks come in rank order across countries',
        );
        const withIncludes = await directory.banks.byHostname({
          hostname: 'shared.example',
          include: ['scores', 'country'],
        });
        for (const bank of withIncludes.data) {
          assert.ok(bank.scores && bank.country, `${bank.id}: include=scores,country embeds both`);
          assert.equal(bank.country.id, bank.countryId, `${bank.id}: the bank's country`);
          assert.equal(bank.stocks, undefined, `${bank.id}: no stocks`);
        }
      }));

    it('by-hostname follows hostname changes and deletions, and rejects a missing or empty hostname', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const bank = await createTestBank(directory, {
          countryId: countries[0]!.id,
          url: 'https://old-name.example/',
          alternativeHostnames: ['old-alt.example'],
        });
        await directory.admin.updateBank(bank.id, {
          url: 'https://new-name.example/',
          alternativeHostnames: ['new-alt.example'],
        });
        for (const hostname of ['old-name.example', 'old-alt.example'])
          assert.deepEqual(await byHostnameIds(directory, hostname), [], `${hostname} no longer matches`);
        for (const hostname of ['new-name.example', 'new-alt.example'])
          assert.deepEqual(await byHostnameIds(directory, hostname), [bank.id], `${hostname} matches`);
        await directory.admin.updateBank(bank.id, { name: 'Renamed Bank' });
        assert.deepEqual(
          await byHostnameIds(directory, 'new-alt.example'),
          [bank.id],
          'a patch without alternativeHostnames keeps them',
        );
        await directory.admin.deleteBank(bank.id);
        for (const hostname of ['new-name.example', 'new-alt.example'])
          assert.deepEqual(await byHostnameIds(directory, hostname), [], `${hostname} is gone with the bank`);
        await expectDirectoryError(() => directory.banks.byHostname({} as never), 'BAD_REQUEST', ['hostname']);
        await expectDirectoryError(() => directory.banks.byHostname({ hostname: '' }), 'BAD_REQUEST', ['hostname']);
        await expectDirectoryError(
          () => directory.banks.byHostname({ hostname: 'x.example', include: ['stocks'] } as never),
          'BAD_REQUEST',
          ['include'],
        );
      }));
  });
}
