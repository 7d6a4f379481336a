import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VOTE_CATEGORIES, type VoteCategory } from '@bankdir/core';
import { bankWriteOf } from '../insert-directory-data.ts';
import { createPrng } from '../prng.ts';
import { testPrincipal } from '../test-principal.ts';
import { assertScoresAndRanks } from './assert-scores-and-ranks.ts';
import { createTestBank, FULL_PRODUCT_FIELDS, fullProductBody, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { VoteModel } from './vote-model.ts';

const AT = '2025-06-01T00:00:00.000Z';

export function concurrencyConformance(options: ConformanceOptions): void {
  describe('atomicity and concurrency', () => {
    it('two hundred concurrent casts from many accounts, then a concurrent mix of recasts and retracts, leave every score and rank exact', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 3);
        const model = new VoteModel();
        const banks: string[] = [];
        for (let index = 0; index < 12; index++) {
          const bank = await createTestBank(directory, { countryId: countries[index % 3]!.id });
          model.addBank(bank.id, bank.countryId);
          banks.push(bank.id);
        }
        const random = createPrng(2024);
        const casts = new Map<string, { accountId: string; bankId: string; category: VoteCategory; isUp: boolean }>();
        while (casts.size < 200) {
          const vote = {
            accountId: `acct_many_${random.int(0, 39)}`,
            bankId: random.pick(banks),
            category: random.pick(VOTE_CATEGORIES),
            isUp: random.chance(0.6),
          };
          casts.set(`${vote.accountId}|${vote.bankId}|${vote.category}`, vote);
        }
        const outcomes = await Promise.all(
          [...casts.values()].map((vote) =>
            directory.votes.cast(testPrincipal({ accountId: vote.accountId }), vote.bankId, {
              category: vote.category,
              isUp: vote.isUp,
            }),
          ),
        );
        assert.equal(outcomes.filter((outcome) => outcome.created === true).length, 200, 'every cast created a vote');
        for (const vote of casts.values()) model.cast(vote.accountId, vote.bankId, vote.category, vote.isUp);
        await assertScoresAndRanks(storage, model, 'after 200 concurrent casts');

        const mixed = [...casts.values()]
          .filter(() => random.chance(0.5))
          .map((vote, index) => ({ vote, retract: index % 2 === 0 }));
        await Promise.all(
          mixed.map(({ vote, retract }) =>
            retract
              ? directory.votes.retract(testPrincipal({ accountId: vote.accountId }), vote.bankId, vote.category)
              : directory.votes.cast(testPrincipal({ accountId: vote.accountId }), vote.bankId, {
                  category: vote.category,
                  isUp: !vote.isUp,
                }),
          ),
        );
        for (const { vote, retract } of mixed) {
          if (retract) model.retract(vote.accountId, vote.bankId, vote.category);
          else model.cast(vote.accountId, vote.bankId, vote.category, !vote.isUp);
        }
        await assertScoresAndRanks(storage, model, 'after a concurrent mix of recasts and retracts');
        const remaining = 200 - mixed.filter((entry) => entry.retract).length;
        let counted = 0;
        let startingAfter: string | undefined;
        for (;;) {
          const page = await directory.votes.list({
            limit: 100,
            ...(startingAfter !== undefined && { startingAfter: startingAfter }),
          });
          counted += page.data.length;
          if (page.pagination?.nextCursor == null) break;
          startingAfter = page.pagination.nextCursor;
        }
        assert.equal(counted, remaining, 'the vote list holds exactly the votes left');
      }));

    it('concurrent casts by one account on one bank and category leave exactly one vote, created once', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const principal = testPrincipal({ accountId: 'acct_eager' });
        const outcomes = await Promise.all(
          Array.from({ length: 12 }, () =>
            directory.votes.cast(principal, bank.id, { category: 'LENDING', isUp: true }),
          ),
        );
        assert.equal(
          outcomes.filter((outcome) => outcome.created === true).length,
          1,
          'exactly one cast created the vote',
        );
        assert.equal(new Set(outcomes.map((outcome) => outcome.data.id)).size, 1, 'every answer names the same vote');
        const stored = await storage.banks.get(bank.id);
        assert.deepEqual(stored?.scores.lending, { total: 1, up: 1, down: 0, score: 100 }, 'the vote counts once');
      }));

    it('a transaction that throws halfway writes nothing, nested calls included, and rejects with the thrown error', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 2);
        const countryId = countries[0]!.id;
        const keeper = await createTestBank(directory, { countryId });
        const boom = new Error('boom halfway');
        const write = bankWriteOf({
          name: 'Never Bank',
          url: 'https://never.example',
          description: '',
          countryId,
          alternativeHostnames: ['never-alt.example'],
        });
        await assert.rejects(
          storage.transaction(async (tx) => {
            await tx.banks.create('bank_never_written', write, AT);
            await tx.votes.cast(
              {
                id: 'vote_never_written',
                accountId: 'acct_x',
                bankId: 'bank_never_written',
                category: 'LENDING',
                isUp: true,
              },
              AT,
            );
            await tx.votes.cast(
              { id: 'vote_never_kept', accountId: 'acct_x', bankId: keeper.id, category: 'LENDING', isUp: true },
              AT,
            );
            await tx.transaction(async (inner) => {
              await inner.products.create('prod_never_written', keeper.id, FULL_PRODUCT_FIELDS, 'everyday savings', AT);
              await inner.representatives.approve('acct_x', keeper.id, AT);
            });
            await tx.stories.create(
              {
                id: 'story_never_written',
                accountId: 'acct_x',
                bankId: keeper.id,
                text: 'Never.',
                textKey: 'never.',
                tags: [],
              },
              AT,
            );
            throw boom;
          }),
          (error) => error === boom,
        );
        assert.equal(await storage.banks.get('bank_never_written'), undefined, 'no bank');
        assert.deepEqual(await storage.banks.findByHostname('never-alt.example'), [], 'no hostname');
        assert.equal(await storage.votes.get('vote_never_kept'), undefined, 'no vote');
        assert.equal(await storage.products.get('prod_never_written'), undefined, 'no product');
        assert.equal(await storage.representatives.isApproved('acct_x', keeper.id), false, 'no approval');
        assert.equal(await storage.stories.get('story_never_written'), undefined, 'no story');
        assert.deepEqual(
          await storage.banks.get(keeper.id),
          keeper,
          'the existing bank is untouched: no stories count, no score, no claim',
        );
        const listed = (await directory.countries.list({})).data.find((country) => country.id === countryId);
        assert.equal(listed?.banksCount, 1, 'banksCount is untouched');
      }));

    it('a transaction that completes writes everything, and reads inside it see its own writes', () =>
      withHarness(options, async ({ storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const write = bankWriteOf({
          name: 'Tx Bank',
          url: 'https://tx.example',
          description: '',
          countryId: countries[0]!.id,
          alternativeHostnames: [],
        });
        const seen = await storage.transaction(async (tx) => {
          await tx.banks.create('bank_tx_written', write, AT);
          for (let index = 0; index < 10; index++)
            await tx.votes.cast(
              {
                id: `vote_tx_${index}`,
                accountId: `acct_tx_${index}`,
                bankId: 'bank_tx_written',
                category: 'INNOVATION',
                isUp: true,
              },
              AT,
            );
          return tx.banks.get('bank_tx_written');
        });
        assert.deepEqual([seen?.scores.overall.total, seen?.rank], [10, 1], 'inside: ten votes and a rank');
        const after = await storage.banks.get('bank_tx_written');
        assert.deepEqual(
          [after?.scores.innovation, after?.rank, after?.countryRank],
          [{ total: 10, up: 10, down: 0, score: 100 }, 1, 1],
          'after: all of it',
        );
      }));

    it('transactions are serialised: concurrent read-modify-write transactions lose no update', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 1);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        await Promise.all(
          Array.from({ length: 25 }, () =>
            storage.transaction(async (tx) => {
              const current = await tx.banks.get(bank.id);
              await new Promise((resolve) => setImmediate(resolve));
              const count = Number(current?.description || '0') + 1;
              await tx.banks.update(
                bank.id,
                bankWriteOf({ ...bank, description: String(count), alternativeHostnames: [] }),
                AT,
              );
            }),
          ),
        );
        assert.equal((await storage.banks.get(bank.id))?.description, '25');
      }));

    it('concurrent bank and product creates all land, and bank counts stay exact', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage, 2);
        const banks = await Promise.all(
          Array.from({ length: 30 }, (_, index) => createTestBank(directory, { countryId: countries[index % 2]!.id })),
        );
        assert.equal(new Set(banks.map((bank) => bank.id)).size, 30, 'thirty distinct banks');
        const counts = (await directory.countries.list({})).data.map((country) => country.banksCount);
        assert.deepEqual(counts, [15, 15], 'fifteen banks in each country');
        const [a, b] = [banks[0]!, banks[1]!];
        const reps = [
          testPrincipal({ accountId: 'acct_rep_a', represents: [a.id] }),
          testPrincipal({ accountId: 'acct_rep_b', represents: [b.id] }),
        ] as const;
        const created = await Promise.all(
          Array.from({ length: 40 }, (_, index) =>
            directory.products.create(
              reps[index % 2]!,
              index % 2 === 0 ? a.id : b.id,
              fullProductBody({ name: `Concurrent ${index}`, displayOrder: index }),
            ),
          ),
        );
        const ids = new Set(created.map((outcome) => outcome.data.id));
        assert.equal(ids.size, 40, 'forty distinct products');
        assert.deepEqual(
          new Set((await directory.products.listAll({ limit: 100 })).data.map((product) => product.id)),
          ids,
          'all forty are public',
        );
        for (const [index, bank] of [a, b].entries()) {
          const managed = (await directory.products.listManaged(reps[index]!, bank.id)).data;
          assert.deepEqual(
            managed.map((product) => product.displayOrder),
            Array.from({ length: 20 }, (_, n) => 2 * n + index),
            `bank ${index}: all twenty, in displayOrder`,
          );
        }
      }));
  });
}
