import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ID_PATTERN } from '@bankdir/core';
import { emptyScores, type Storage } from '@bankdir/core/driver';
import { testPrincipal } from '../test-principal.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { castVotes, createTestBank, fullProductBody, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { INSERTED_AT } from './standard-data.ts';

export function adminConformance(options: ConformanceOptions): void {
  describe("admin: the operator's bank, representative and product operations", () => {
    it("createBank stores the bank as given, with zero scores, no rank, no claim and the clock's time, and GET /banks/:id shows it", () =>
      withHarness(options, async ({ directory, storage, clock }) => {
        const { countries } = await seedCountries(storage);
        const from = clock.peek();
        const bank = await directory.admin.createBank({
          id: 'bank_admin_given',
          name: 'Ålandsbanken Abp',
          url: 'https://www.alandsbanken.example/',
          description: '# About\n\nA bank.',
          countryCode: countries[0]!.code.toLowerCase(),
        });
        assert.ok(bank.createdAt >= from && bank.createdAt < clock.peek(), 'createdAt is the time of the create');
        assert.deepEqual(bank, {
          id: 'bank_admin_given',
          name: 'Ålandsbanken Abp',
          url: 'https://www.alandsbanken.example/',
          description: '# About\n\nA bank.',
          storiesCount: 0,
          claimedAt: null,
          countryId: countries[0]!.id,
          rank: null,
          countryRank: null,
          scores: emptyScores(),
          createdAt: bank.createdAt,
          updatedAt: bank.createdAt,
        });
        const { data } = await directory.banks.get(bank.id, { include: ['scores', 'country', 'stocks'] });
        const { scores, ...record } = bank;
        assert.deepEqual(data, { ...record, scores, country: countries[0], stocks: [] }, 'GET /banks/:id');
        const minimal = await directory.admin.createBank({
          name: 'Minimal',
          url: 'http://minimal.example',
          countryId: countries[1]!.id,
        });
        assert.match(minimal.id, ID_PATTERN, 'a generated id is URL-safe and at most 64 characters');
        assert.deepEqual(
          [minimal.description, minimal.storiesCount],
          ['', 0],
          'description defaults to empty; no stories yet',
        );
        await expectDirectoryError(
          () =>
            directory.admin.createBank({
              id: 'bank_admin_given',
              name: 'Again',
              url: 'https://again.example',
              countryId: countries[0]!.id,
            }),
          'BAD_REQUEST',
          ['id'],
        );
      }));

    it('createBank and updateBank reject bad input with an issue at each offending field, and write nothing', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries, markets } = await seedCountries(storage);
        const base = { name: 'Valid Bank', url: 'https://valid.example', countryId: countries[0]!.id };
        const cases: [unknown, (string | number)[]][] = [
          [{}, ['name']],
          [{}, ['url']],
          [{ ...base, name: '' }, ['name']],
          [{ ...base, name: 'x'.repeat(257) }, ['name']],
          [{ ...base, url: 'not a url' }, ['url']],
          [{ ...base, url: 'ftp://valid.example' }, ['url']],
          [{ name: 'No Country', url: 'https://valid.example' }, ['countryId']],
          [{ ...base, countryId: 'ctry_doesnotexist0000' }, ['countryId']],
          [{ name: 'Bad Code', url: 'https://valid.example', countryCode: 'QQ' }, ['countryCode']],
          [{ name: 'Bad Code', url: 'https://valid.example', countryCode: 'ABC' }, ['countryCode']],
          [{ ...base, storiesCount: 4 }, ['storiesCount']],
          [{ ...base, bogus: true }, ['bogus']],
          [{ ...base, alternativeHostnames: ['ok.example', 'http://'] }, ['alternativeHostnames', 1]],
          [{ ...base, stocks: [{ symbol: 'AAA', marketId: 'mkt_doesnotexist0000' }] }, ['stocks', 0, 'marketId']],
          [
            {
              ...base,
              stocks: [
                { symbol: 'AAA', marketId: markets[0]!.id, isPrimary: true },
                { symbol: 'BBB', marketId: markets[1]!.id, isPrimary: true },
              ],
            },
            ['stocks'],
          ],
        ];
        for (const [input, path] of cases)
          await expectDirectoryError(() => directory.admin.createBank(input), 'BAD_REQUEST', path);
        assert.deepEqual(
          (await directory.banks.list({ include: ['meta'] })).pagination?.meta,
          { total: 0 },
          'no bank was written',
        );
        const bank = await createTestBank(directory, base);
        await expectDirectoryError(
          () => directory.admin.updateBank('bank_doesnotexist0000', { name: 'Ghost' }),
          'NOT_FOUND',
        );
        for (const [patch, path] of [
          [{ name: '' }, ['name']],
          [{ bogus: 1 }, ['bogus']],
          [{ countryCode: 'QQ' }, ['countryCode']],
          [{ url: 'nope' }, ['url']],
        ] as const) {
          await expectDirectoryError(() => directory.admin.updateBank(bank.id, patch), 'BAD_REQUEST', path);
        }
        assert.deepEqual(await storage.banks.get(bank.id), bank, 'refused updates changed nothing');
      }));

    it('updateBank changes only the fields given and moves updatedAt; alternativeHostnames and stocks, when given, replace the lists', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const bank = await createTestBank(directory, {
          countryId: countries[0]!.id,
          description: 'Before.',
          alternativeHostnames: ['alt-one.example'],
        });
        const renamed = await directory.admin.updateBank(bank.id, { name: 'Renamed Bank', description: 'After.' });
        assert.deepEqual(
          renamed,
          { ...bank, name: 'Renamed Bank', description: 'After.', updatedAt: renamed.updatedAt },
          'only name and description change',
        );
        assert.ok(renamed.updatedAt > bank.updatedAt, 'updatedAt moves on');
        assert.deepEqual(await storage.banks.alternativeHostnames(bank.id), ['alt-one.example'], 'hostnames kept');
        const cleared = await directory.admin.updateBank(bank.id, { alternativeHostnames: [] });
        assert.equal(cleared.name, 'Renamed Bank');
        assert.deepEqual(await storage.banks.alternativeHostnames(bank.id), [], 'an empty list removes the hostnames');
      }));

    it('bank facts: createBank stores them, updateBank keeps them unless given and then replaces them, deleteBank removes them; the v1 bank never shows them', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const facts = {
          kinds: ['cooperative', 'sustainable'],
          ownership: ['cooperative'],
          headquarters: 'Zeist',
          alsoKnownAs: ['Fact Bank'],
          formerNames: ['Old Fact Bank'],
        };
        const bank = await createTestBank(directory, { countryId: countries[0]!.id, facts });
        const other = await createTestBank(directory, { countryId: countries[0]!.id });
        assert.deepEqual(await storage.banks.factsOf([bank.id, other.id, 'bank_missing']), new Map([[bank.id, facts]]));
        assert.ok(!('facts' in (await directory.banks.get(bank.id)).data), 'GET /banks/:id has no facts');
        await directory.admin.updateBank(bank.id, { name: 'Renamed Fact Bank' });
        assert.deepEqual((await storage.banks.factsOf([bank.id])).get(bank.id), facts, 'kept when not given');
        await directory.admin.updateBank(bank.id, { facts: { kinds: ['digital'], parent: 'Parent Group' } });
        assert.deepEqual((await storage.banks.factsOf([bank.id])).get(bank.id), {
          kinds: ['digital'],
          ownership: [],
          alsoKnownAs: [],
          formerNames: [],
          parent: 'Parent Group',
        });
        await expectDirectoryError(
          () => directory.admin.updateBank(bank.id, { facts: { kinds: ['bakery'] } }),
          'BAD_REQUEST',
        );
        await directory.admin.deleteBank(bank.id);
        assert.deepEqual(await storage.banks.factsOf([bank.id]), new Map());
      }));

    it('stock listings show on include=stocks with their market and bank, primary first then by symbol; a replace keeps createdAt of listings that stay', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries, markets } = await seedCountries(storage);
        const [m1, m2] = [markets[0]!, markets[1]!];
        const bank = await directory.admin.createBank({
          name: 'Listed Bank',
          url: 'https://listed.example',
          countryId: countries[0]!.id,
          stocks: [
            { id: 'stk_listed_b', symbol: 'BBB', marketId: m1.id },
            { id: 'stk_listed_a', symbol: 'AAA', marketId: m2.id, isPrimary: false },
            { id: 'stk_listed_p', symbol: 'ZZZ', marketId: m1.id, isPrimary: true },
          ],
        });
        const market = (m: typeof m1) => ({ ...m, createdAt: INSERTED_AT, updatedAt: INSERTED_AT });
        const stockBank = (name: string) => ({
          id: bank.id,
          name,
          url: bank.url,
          rank: null,
          countryRank: null,
          countryId: bank.countryId,
        });
        const stock = (
          id: string,
          symbol: string,
          m: typeof m1,
          isPrimary: boolean,
          at: string,
          name = 'Listed Bank',
        ) => ({
          id,
          symbol,
          isPrimary,
          marketId: m.id,
          bankId: bank.id,
          createdAt: at,
          updatedAt: at,
          market: market(m),
          bank: stockBank(name),
        });
        const first = [
          stock('stk_listed_p', 'ZZZ', m1, true, bank.createdAt),
          stock('stk_listed_a', 'AAA', m2, false, bank.createdAt),
          stock('stk_listed_b', 'BBB', m1, false, bank.createdAt),
        ];
        assert.deepEqual(
          (await directory.banks.get(bank.id, { include: ['stocks'] })).data.stocks,
          first,
          'GET /banks/:id?include=stocks',
        );
        assert.deepEqual(
          (await directory.banks.list({ include: ['stocks'] })).data[0]?.stocks,
          first,
          'GET /banks?include=stocks',
        );
        assert.deepEqual(await storage.stocks.listForBanks([bank.id]), first, 'Storage.stocks.listForBanks');
        assert.equal((await directory.banks.get(bank.id)).data.stocks, undefined, 'no stocks without include');

        const updated = await directory.admin.updateBank(bank.id, {
          name: 'Relisted Bank',
          stocks: [
            { id: 'stk_listed_p', symbol: 'ZZZ', marketId: m1.id, isPrimary: true },
            { symbol: 'NEW', marketId: m2.id },
          ],
        });
        const after = (await directory.banks.get(bank.id, { include: ['stocks'] })).data.stocks ?? [];
        assert.equal(after.length, 2, 'two listings after the replace');
        const fresh = after[1]!;
        assert.match(fresh.id, ID_PATTERN, 'a listing without id gets one');
        assert.deepEqual(
          after,
          [
            {
              ...stock('stk_listed_p', 'ZZZ', m1, true, bank.createdAt, 'Relisted Bank'),
              updatedAt: after[0]!.updatedAt,
            },
            stock(fresh.id, 'NEW', m2, false, updated.updatedAt, 'Relisted Bank'),
          ],
          'the kept listing keeps createdAt, the new one is created now, the dropped ones are gone',
        );
        await directory.admin.updateBank(bank.id, { description: 'Relisted.' });
        assert.equal(
          (await directory.banks.get(bank.id, { include: ['stocks'] })).data.stocks?.length,
          2,
          'a patch without stocks keeps them',
        );
        await directory.admin.updateBank(bank.id, { stocks: [] });
        assert.deepEqual(
          (await directory.banks.get(bank.id, { include: ['stocks'] })).data.stocks,
          [],
          'an empty list removes them',
        );
      }));

    it('deleteBank removes the bank with its hostnames, stocks, votes, products and approvals; a second delete is NOT_FOUND', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries, markets } = await seedCountries(storage);
        const bank = await createTestBank(directory, {
          countryId: countries[0]!.id,
          url: 'https://doomed.example',
          alternativeHostnames: ['doomed-alt.example'],
          stocks: [{ symbol: 'DOOM', marketId: markets[0]!.id, isPrimary: true }],
        });
        const keeper = await createTestBank(directory, { countryId: countries[0]!.id });
        await castVotes(directory, bank.id, { up: 10 }, { accounts: 'acct_doomed' });
        await castVotes(directory, keeper.id, { up: 10 }, { accounts: 'acct_keeper' });
        await directory.admin.approveRepresentative('acct_rep', bank.id);
        const product = (
          await directory.products.create(
            testPrincipal({ accountId: 'acct_rep', represents: [bank.id] }),
            bank.id,
            fullProductBody(),
          )
        ).data;
        assert.deepEqual(await directory.admin.deleteBank(bank.id), { id: bank.id });
        await expectDirectoryError(() => directory.banks.get(bank.id), 'NOT_FOUND');
        assert.deepEqual(await storage.banks.findByHostname('doomed-alt.example'), [], 'hostnames');
        assert.deepEqual(await storage.stocks.listForBanks([bank.id]), [], 'stocks');
        assert.deepEqual((await directory.votes.list({ bankId: bank.id })).data, [], 'votes');
        assert.equal(await storage.products.get(product.id), undefined, 'products');
        assert.deepEqual((await directory.products.listAll({})).data, [], 'no public products left');
        assert.equal(await directory.admin.isRepresentative('acct_rep', bank.id), false, 'approvals');
        assert.deepEqual(await storage.representatives.listForAccount('acct_rep'), [], 'approvals by account');
        assert.deepEqual((await directory.banks.get(keeper.id)).data.rank, 1, 'the other bank is now first');
        assert.deepEqual(
          (await storage.banks.getMany([bank.id, keeper.id, bank.id])).map((found) => found.id),
          [keeper.id],
          'Storage.banks.getMany returns only banks that exist',
        );
        await expectDirectoryError(() => directory.admin.deleteBank(bank.id), 'NOT_FOUND');
      }));

    it('approveRepresentative: the first approval sets claimedAt, later ones keep it, and revoking keeps it too', () =>
      withHarness(options, async ({ directory, storage, clock }) => {
        const { countries } = await seedCountries(storage);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const other = await createTestBank(directory, { countryId: countries[0]!.id });
        assert.equal(bank.claimedAt, null, 'unclaimed at first');
        const from = clock.peek();
        const first = await directory.admin.approveRepresentative('acct_first', bank.id);
        assert.equal(first.approved, true, 'approved');
        assert.ok(
          first.claimedAt !== null && first.claimedAt >= from && first.claimedAt < clock.peek(),
          'claimedAt is the time of the first approval',
        );
        assert.equal(
          (await directory.banks.get(bank.id)).data.claimedAt,
          first.claimedAt,
          'GET /banks/:id shows claimedAt',
        );
        assert.deepEqual(
          await directory.admin.approveRepresentative('acct_first', bank.id),
          { approved: false, claimedAt: first.claimedAt },
          'approving again changes nothing',
        );
        assert.deepEqual(
          await directory.admin.approveRepresentative('acct_second', bank.id),
          { approved: true, claimedAt: first.claimedAt },
          'a later representative keeps claimedAt',
        );
        await directory.admin.approveRepresentative('acct_first', other.id);
        const sorted = [bank.id, other.id].sort();
        assert.deepEqual(
          await storage.representatives.listForAccount('acct_first'),
          sorted,
          'Storage.representatives.listForAccount, sorted',
        );
        assert.equal(await directory.admin.isRepresentative('acct_first', bank.id), true);
        assert.equal(await directory.admin.isRepresentative('acct_third', bank.id), false);
        assert.deepEqual(await directory.admin.revokeRepresentative('acct_first', bank.id), { revoked: true });
        assert.deepEqual(
          await directory.admin.revokeRepresentative('acct_first', bank.id),
          { revoked: false },
          'revoking twice',
        );
        assert.equal(await directory.admin.isRepresentative('acct_first', bank.id), false, 'revoked');
        await directory.admin.revokeRepresentative('acct_second', bank.id);
        assert.equal(
          (await directory.banks.get(bank.id)).data.claimedAt,
          first.claimedAt,
          'claimedAt stays when every representative is revoked',
        );
        await expectDirectoryError(
          () => directory.admin.approveRepresentative('acct_first', 'bank_doesnotexist0000'),
          'NOT_FOUND',
        );
      }));

    it("importDirectory runs the caller's alongside work first in its transaction, the SQL database bound to it: a failure writes none of either", () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const bank = { id: 'bank_alongside', name: 'Alongside', url: 'https://alongside.example' };
        const data = {
          banks: [{ ...bank, countryId: countries[0]!.id }],
          representatives: [],
          applications: [],
          votes: [],
          stories: [],
          products: [],
        };
        // A table of a plugin's own, written through the transaction's database where the storage has one.
        const { database } = storage;
        await database?.migrate('conformance_alongside', {
          '0001-probe': { up: (db) => db.schema.createTable('alongside_probe').addColumn('id', 'text').execute() },
        });
        const probes = async () =>
          database
            ? (await database.kysely.withTables<Probe>().selectFrom('alongside_probe').select('id').execute()).map(
                (row) => row.id,
              )
            : [];
        const seen: string[] = [];
        const alongside = (id: string) => async (tx: Storage) => {
          seen.push(`${id}: ${(await tx.banks.get(bank.id)) === undefined ? 'no bank yet' : 'bank'}`);
          await tx.database?.kysely.withTables<Probe>().insertInto('alongside_probe').values({ id }).execute();
        };
        const existing = await createTestBank(directory, { countryId: countries[1]!.id });
        await expectDirectoryError(
          () => directory.admin.importDirectory(data, { alongside: alongside('before a failure') }),
          'BAD_REQUEST',
        );
        assert.deepEqual(await probes(), [], 'the import failed after the work: its write is undone');
        await directory.admin.deleteBank(existing.id);
        const failing = async () => {
          throw new Error('the work failed');
        };
        await assert.rejects(directory.admin.importDirectory(data, { alongside: failing }), /the work failed/);
        assert.equal(await storage.banks.get(bank.id), undefined, 'the work failed: no bank was written');
        await directory.admin.importDirectory(data, { alongside: alongside('committed') });
        assert.deepEqual(await probes(), database ? ['committed'] : [], 'committed with the import');
        assert.ok(await storage.banks.get(bank.id), 'and the bank with it');
        assert.deepEqual(seen, ['before a failure: no bank yet', 'committed: no bank yet'], 'the work runs first');
        if (database)
          await storage.transaction(async (tx) => {
            await tx.database!.migrate('conformance_alongside', {
              '0001-probe': { up: async () => {} },
            });
            await assert.rejects(
              tx.database!.migrate('conformance_never_migrated', { '0001-table': { up: async () => {} } }),
              /cannot be migrated inside a transaction/,
              'a transaction cannot migrate',
            );
          });
      }));

    it('Storage.markets: an unchanged upsert keeps updatedAt, a changed one moves it', () =>
      withHarness(options, async ({ storage }) => {
        const { markets } = await seedCountries(storage);
        const market = markets[0]!;
        assert.deepEqual(
          await storage.markets.upsert(market, '2025-03-01T00:00:00.000Z'),
          { ...market, createdAt: INSERTED_AT, updatedAt: INSERTED_AT },
          'unchanged',
        );
        const changed = await storage.markets.upsert(
          { ...market, isTvEmbeddable: !market.isTvEmbeddable },
          '2025-03-02T00:00:00.000Z',
        );
        assert.deepEqual(
          changed,
          {
            ...market,
            isTvEmbeddable: !market.isTvEmbeddable,
            createdAt: INSERTED_AT,
            updatedAt: '2025-03-02T00:00:00.000Z',
          },
          'changed',
        );
        assert.deepEqual(await storage.markets.get(market.id), changed, 'get');
        assert.equal((await storage.markets.list()).length, markets.length, 'list');
      }));
  });
}

type Probe = { alongside_probe: { id: string } };
