import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ListVotesOptions, SortOrder } from '@bankdir/core';
import { testPrincipal } from '../test-principal.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { assertWalk, serviceReader } from './page-walk.ts';
import { sharedHarness } from './shared-harness.ts';
import { insertStandardData, standardData } from './standard-data.ts';
import { type VoteFilter, voteFilterQuery, voteReference } from './vote-reference.ts';
import { walkLimit } from './walk-limit.ts';

const VOTE_FIELDS = ['bankId', 'category', 'createdAt', 'id', 'isUp', 'updatedAt'];

export function votesConformance(options: ConformanceOptions): void {
  describe('GET /bank-votes and casting and retracting votes', () => {
    const harness = sharedHarness(options, insertStandardData);
    const data = standardData();
    const reference = voteReference(data);
    const votesPerBank = new Map<string, number>();
    for (const vote of data.votes) votesPerBank.set(vote.bankId, (votesPerBank.get(vote.bankId) ?? 0) + 1);
    const busiest = [...votesPerBank].sort((a, b) => b[1] - a[1])[0]![0];
    const countryCode = data.countries.find(
      (country) => country.id === data.banks.find((bank) => bank.id === busiest)?.countryId,
    )!.code;
    const walk = (query: ListVotesOptions, expected: string[], label: string) =>
      assertWalk(serviceReader(harness().directory.votes.list, query), expected, walkLimit(expected.length), label);

    it('lists every vote by createdAt descending by default, equal times by id ascending, over every page forward and back', async () => {
      await walk({}, reference.order('desc'), 'no sortBy');
    });

    it('sortBy=createdAt lists every vote in ascending and descending order', async () => {
      for (const sortOrder of ['asc', 'desc'] as const)
        await walk(
          { sortBy: 'createdAt', sortOrder },
          reference.order(sortOrder),
          `sortBy=createdAt&sortOrder=${sortOrder}`,
        );
    });

    const filters: [VoteFilter, SortOrder][] = [
      [{ bankId: busiest }, 'asc'],
      [{ bankId: busiest }, 'desc'],
      [{ categories: ['LENDING', 'INNOVATION'] }, 'desc'],
      [{ categories: ['CRYPTO_FRIENDLY'] }, 'asc'],
      [{ isUp: true }, 'asc'],
      [{ isUp: false }, 'desc'],
      [{ countryCode: countryCode.toLowerCase() }, 'asc'],
      [{ countryCode }, 'desc'],
      [
        {
          bankId: busiest,
          isUp: true,
          categories: ['CUSTOMER_SERVICE', 'FEES_PRICING', 'DIGITAL_EXPERIENCE', 'SECURITY_TRUST'],
        },
        'desc',
      ],
      [{ countryCode, isUp: false, categories: ['TRANSPARENCY', 'LENDING', 'INNOVATION'] }, 'asc'],
    ];
    for (const [filter, sortOrder] of filters) {
      const query = voteFilterQuery(filter);
      it(`${new URLSearchParams(query).toString().replace(/bank_\w+/, '<bank>')} lists exactly the matching votes by createdAt ${sortOrder}, over every page`, async () => {
        const expected = reference.order(sortOrder, filter);
        assert.ok(expected.length > 0, 'the filter matches some votes');
        await walk({ ...filter, sortOrder }, expected, `${JSON.stringify(filter)} ${sortOrder}`);
      });
    }

    it('include=bank,country embeds the bank (id, name, countryId) and its country; votes never show the account', async () => {
      const { directory } = harness();
      for (const include of [[], ['bank'], ['country'], ['bank', 'country']] as const) {
        const expected = reference.order('desc', { bankId: busiest });
        const outcome = await directory.votes.list({
          bankId: busiest,
          limit: 100,
          ...(include.length > 0 && { include }),
        });
        assert.deepEqual(
          outcome.data,
          expected.map((id) => reference.view(reference.vote(id), include)),
          `include=${include.join(',')}`,
        );
      }
      const page = await directory.votes.list({ limit: 100, include: ['bank', 'country'] });
      assert.deepEqual(
        page.data,
        reference
          .order('desc')
          .slice(0, 100)
          .map((id) => reference.view(reference.vote(id), ['bank', 'country'])),
        'first 100 votes with bank and country',
      );
    });

    it('casting creates a vote (created: true, createdAt = updatedAt); casting again replaces it (same id and createdAt, new updatedAt, created: false)', () =>
      withHarness(options, async ({ directory, storage, clock }) => {
        const { countries } = await seedCountries(storage);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const voter = testPrincipal({ accountId: 'acct_voter', plan: 'FREE' });
        const before = clock.peek();
        const first = await directory.votes.cast(voter, bank.id, { category: 'FEES_PRICING', isUp: true });
        assert.equal(first.created, true, 'created');
        assert.deepEqual(Object.keys(first.data).sort(), VOTE_FIELDS, 'a vote shows exactly its fields');
        assert.deepEqual(
          { ...first.data, id: '' },
          {
            id: '',
            isUp: true,
            category: 'FEES_PRICING',
            bankId: bank.id,
            createdAt: first.data.createdAt,
            updatedAt: first.data.createdAt,
          },
          'createdAt = updatedAt',
        );
        assert.ok(
          first.data.createdAt >= before && first.data.createdAt < clock.peek(),
          `createdAt ${first.data.createdAt} is the time of the cast`,
        );
        const stored = await storage.votes.get(first.data.id);
        assert.deepEqual(
          stored,
          { ...first.data, accountId: 'acct_voter', countryId: countries[0]!.id },
          "Storage.votes.get keeps the account and the bank's country",
        );
        assert.deepEqual(await storage.votes.find('acct_voter', bank.id, 'FEES_PRICING'), stored, 'Storage.votes.find');

        let previous = first.data.updatedAt;
        for (const isUp of [false, false, true]) {
          const again = await directory.votes.cast(voter, bank.id, { category: 'FEES_PRICING', isUp });
          assert.notEqual(again.created, true, 'a replacing cast does not create');
          assert.deepEqual(
            again.data,
            { ...first.data, isUp, updatedAt: again.data.updatedAt },
            `recast isUp=${isUp}: same id and createdAt`,
          );
          assert.ok(
            again.data.updatedAt > previous && again.data.updatedAt < clock.peek(),
            `recast isUp=${isUp}: updatedAt ${again.data.updatedAt} is the time of the recast`,
          );
          previous = again.data.updatedAt;
        }
        const listed = await directory.votes.list({ bankId: bank.id });
        assert.deepEqual(
          listed.data.map((vote) => vote.id),
          [first.data.id],
          'still one vote',
        );
      }));

    it('one vote per account, bank and category: other accounts, categories and banks make other votes', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const [a, b] = [
          await createTestBank(directory, { countryId: countries[0]!.id }),
          await createTestBank(directory, { countryId: countries[0]!.id }),
        ];
        const ids = new Set<string>();
        for (const accountId of ['acct_one', 'acct_two']) {
          for (const bank of [a, b]) {
            for (const category of ['LENDING', 'INNOVATION'] as const) {
              ids.add(
                (
                  await directory.votes.cast(testPrincipal({ accountId }), bank.id, {
                    category,
                    isUp: accountId === 'acct_one',
                  })
                ).data.id,
              );
            }
          }
        }
        assert.equal(ids.size, 8, 'eight distinct votes');
        const listed = await directory.votes.list({ limit: 100 });
        assert.deepEqual(new Set(listed.data.map((vote) => vote.id)), ids, 'all of them listed');
        assert.equal(
          (await directory.votes.list({ bankId: a.id, isUp: true })).data.length,
          2,
          "acct_one's two upvotes on bank a",
        );
      }));

    it("retracting removes the caller's vote and answers its id; with no vote there it is NOT_FOUND", () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const [mine, theirs] = [testPrincipal({ accountId: 'acct_mine' }), testPrincipal({ accountId: 'acct_theirs' })];
        const vote = await directory.votes.cast(mine, bank.id, { category: 'LENDING', isUp: false });
        await directory.votes.cast(theirs, bank.id, { category: 'INNOVATION', isUp: true });
        await expectDirectoryError(() => directory.votes.retract(theirs, bank.id, 'LENDING'), 'NOT_FOUND');
        await expectDirectoryError(() => directory.votes.retract(mine, bank.id, 'INNOVATION'), 'NOT_FOUND');
        const retracted = await directory.votes.retract(mine, bank.id, 'LENDING');
        assert.deepEqual(retracted.data, { id: vote.data.id });
        assert.equal(await storage.votes.get(vote.data.id), undefined, 'the vote is gone');
        assert.deepEqual(
          (await directory.votes.list({ bankId: bank.id })).data.map((v) => v.category),
          ['INNOVATION'],
          'the other vote stays',
        );
        await expectDirectoryError(() => directory.votes.retract(mine, bank.id, 'LENDING'), 'NOT_FOUND');
        const recast = await directory.votes.cast(mine, bank.id, { category: 'LENDING', isUp: true });
        assert.equal(recast.created, true, 'a vote cast after a retraction is new');
        assert.notEqual(recast.data.id, vote.data.id, 'with a new id');
      }));

    it('voting on or retracting from an unknown bank is NOT_FOUND, even with a bad body or category', () =>
      withHarness(options, async ({ directory }) => {
        const voter = testPrincipal({ accountId: 'acct_voter' });
        await expectDirectoryError(
          () => directory.votes.cast(voter, 'bank_doesnotexist0000', { category: 'LENDING', isUp: true }),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () => directory.votes.cast(voter, 'bank_doesnotexist0000', { category: 'NOPE' } as never),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () => directory.votes.retract(voter, 'bank_doesnotexist0000', 'LENDING'),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () => directory.votes.retract(voter, 'bank_doesnotexist0000', 'NOPE' as never),
          'NOT_FOUND',
        );
      }));

    it('a bad vote body or category is BAD_REQUEST with an issue at its path, and nothing is written', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const voter = testPrincipal({ accountId: 'acct_voter' });
        const cases: [unknown, (string | number)[] | undefined][] = [
          [{ category: 'NOPE', isUp: true }, ['category']],
          [{ category: 'lending', isUp: true }, ['category']],
          [{ category: 'LENDING', isUp: 'yes' }, ['isUp']],
          [{ category: 'LENDING', isUp: 1 }, ['isUp']],
          [{ isUp: true }, ['category']],
          [{ category: 'LENDING' }, ['isUp']],
          [{ category: 'LENDING', isUp: true, weight: 2 }, ['weight']],
          [null, undefined],
          ['LENDING', undefined],
          [[{ category: 'LENDING', isUp: true }], undefined],
          [undefined, undefined],
        ];
        for (const [body, path] of cases)
          await expectDirectoryError(() => directory.votes.cast(voter, bank.id, body as never), 'BAD_REQUEST', path);
        await expectDirectoryError(() => directory.votes.retract(voter, bank.id, 'NOPE' as never), 'BAD_REQUEST', [
          'category',
        ]);
        await expectDirectoryError(() => directory.votes.retract(voter, bank.id, 'lending' as never), 'BAD_REQUEST', [
          'category',
        ]);
        assert.deepEqual((await directory.votes.list({})).data, [], 'no vote was written');
      }));

    it('votes follow their bank to another country and go away with a deleted bank', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const [from, to] = [countries[0]!, countries[1]!];
        const bank = await createTestBank(directory, { countryId: from.id });
        const other = await createTestBank(directory, { countryId: from.id });
        const vote = await directory.votes.cast(testPrincipal({ accountId: 'acct_a' }), bank.id, {
          category: 'LENDING',
          isUp: true,
        });
        await directory.votes.cast(testPrincipal({ accountId: 'acct_a' }), other.id, {
          category: 'LENDING',
          isUp: true,
        });
        await directory.admin.updateBank(bank.id, { countryCode: to.code.toLowerCase() });
        const ids = async (query: ListVotesOptions) => (await directory.votes.list(query)).data.map((v) => v.id);
        assert.deepEqual(
          await ids({ countryCode: to.code, bankId: bank.id }),
          [vote.data.id],
          'listed under the new country',
        );
        assert.deepEqual(await ids({ countryCode: from.code, bankId: bank.id }), [], 'no longer under the old one');
        const withCountry = await directory.votes.list({ bankId: bank.id, include: ['country', 'bank'] });
        assert.equal(withCountry.data[0]?.country?.id, to.id, 'include=country shows the new country');
        assert.equal(withCountry.data[0]?.bank?.countryId, to.id, 'include=bank shows the new countryId');
        assert.equal(
          (await storage.votes.get(vote.data.id))?.countryId,
          to.id,
          "Storage keeps the vote's countryId in step",
        );
        await directory.admin.deleteBank(bank.id);
        assert.deepEqual(await ids({ bankId: bank.id }), [], 'votes of a deleted bank are gone');
        assert.equal(await storage.votes.get(vote.data.id), undefined, "Storage.votes.get of a deleted bank's vote");
        assert.equal((await ids({})).length, 1, "the other bank's vote stays");
      }));
  });
}
