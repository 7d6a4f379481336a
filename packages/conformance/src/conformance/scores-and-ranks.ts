import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Directory } from '@bankdir/core';
import { VOTE_CATEGORIES, type VoteCategory } from '@bankdir/core';
import { emptyScores } from '@bankdir/core/driver';
import { createPrng } from '../prng.ts';
import { testPrincipal } from '../test-principal.ts';
import { assertScoresAndRanks } from './assert-scores-and-ranks.ts';
import { castVotes, createTestBank, insertWithModel, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { assertWalk, serviceReader } from './page-walk.ts';
import { orderIds } from './reference-order.ts';
import { VoteModel } from './vote-model.ts';

interface BankSpec {
  id: string;
  countryId: string;
  up?: number;
  down?: number;
}

/** Creates the banks and casts their votes through the Directory, recording everything in the model. */
async function buildRankedBanks(directory: Directory, model: VoteModel, specs: readonly BankSpec[]): Promise<void> {
  for (const spec of specs) {
    await createTestBank(directory, { id: spec.id, countryId: spec.countryId });
    model.addBank(spec.id, spec.countryId);
    await castVotes(
      directory,
      spec.id,
      { up: spec.up ?? 0, down: spec.down ?? 0 },
      { accounts: `acct_${spec.id}`, model },
    );
  }
}

async function ranksOf(
  directory: Directory,
  ids: readonly string[],
): Promise<Record<string, [number | null, number | null]>> {
  const result: Record<string, [number | null, number | null]> = {};
  for (const id of ids) {
    const { data } = await directory.banks.get(id);
    result[id] = [data.rank, data.countryRank];
  }
  return result;
}

export function scoresAndRanksConformance(options: ConformanceOptions): void {
  describe('scores and ranks: exact after every write', () => {
    it("after a bulk import and a rebuild, every bank's scores and ranks equal the reference computed from the votes", () =>
      withHarness(options, async ({ storage, directory }) => {
        const { data, model } = await insertWithModel(storage, { seed: 11, banks: 60, countries: 5, votesPerBank: 10 });
        await assertScoresAndRanks(storage, model, 'after import');
        const scores = model.scores();
        for (const bank of data.banks.slice(0, 10)) {
          assert.deepEqual(
            (await directory.banks.get(bank.id, { include: ['scores'] })).data.scores,
            scores.get(bank.id),
            `GET /banks/${bank.id}?include=scores`,
          );
        }
        await storage.maintenance.rebuildScoresAndRanks();
        await assertScoresAndRanks(storage, model, 'after a second rebuild');
      }));

    it("after every cast, recast and retract of a long random sequence, every bank's scores and ranks equal the reference", () =>
      withHarness(options, async ({ storage, directory }) => {
        const { data, model } = await insertWithModel(storage, {
          seed: 12,
          banks: 24,
          countries: 3,
          votesPerBank: 6,
          accounts: 12,
        });
        const random = createPrng(99);
        // Most writes land on a few banks, so they cross the threshold and move through the ranks.
        const busy = data.banks.slice(0, 6);
        for (let step = 0; step < 240; step++) {
          const bank = random.chance(0.7) ? random.pick(busy) : random.pick(data.banks);
          const accountId = random.pick(data.accounts);
          const category = random.pick(VOTE_CATEGORIES);
          const principal = testPrincipal({ accountId });
          let label: string;
          if (model.has(accountId, bank.id, category) && random.chance(0.45)) {
            await directory.votes.retract(principal, bank.id, category);
            model.retract(accountId, bank.id, category);
            label = `retract ${accountId} ${bank.id} ${category}`;
          } else {
            const isUp = random.chance(0.55);
            await directory.votes.cast(principal, bank.id, { category, isUp });
            model.cast(accountId, bank.id, category, isUp);
            label = `cast ${accountId} ${bank.id} ${category} ${isUp ? 'up' : 'down'}`;
          }
          await assertScoresAndRanks(storage, model, `step ${step}: ${label}`);
        }
      }));

    it('a score is round(100 × (up − down) / total) with halves rounded away from zero, per category and overall', () =>
      withHarness(options, async ({ storage, directory }) => {
        const { countries } = await seedCountries(storage);
        const countryId = countries[0]!.id;
        const model = new VoteModel();
        const cases: {
          id: string;
          votes: [VoteCategory, number, number][];
          category: string;
          expected: number;
          overall: number;
        }[] = [
          {
            id: 'bank_round_up',
            votes: [['CRYPTO_FRIENDLY', 9, 7]],
            category: 'cryptoFriendly',
            expected: 13,
            overall: 13,
          },
          {
            id: 'bank_round_down',
            votes: [['CRYPTO_FRIENDLY', 7, 9]],
            category: 'cryptoFriendly',
            expected: -13,
            overall: -13,
          },
          { id: 'bank_thirds_up', votes: [['LENDING', 5, 1]], category: 'lending', expected: 67, overall: 67 },
          { id: 'bank_third', votes: [['LENDING', 2, 1]], category: 'lending', expected: 33, overall: 33 },
          { id: 'bank_thirds_down', votes: [['LENDING', 1, 2]], category: 'lending', expected: -33, overall: -33 },
          {
            id: 'bank_split',
            votes: [
              ['INNOVATION', 5, 3],
              ['TRANSPARENCY', 4, 4],
            ],
            category: 'innovation',
            expected: 25,
            overall: 13,
          },
          {
            id: 'bank_even',
            votes: [
              ['INNOVATION', 1, 0],
              ['TRANSPARENCY', 0, 1],
            ],
            category: 'transparency',
            expected: -100,
            overall: 0,
          },
          {
            id: 'bank_eighths',
            votes: [['SECURITY_TRUST', 11, 5]],
            category: 'securityTrust',
            expected: 38,
            overall: 38,
          },
          {
            id: 'bank_eighths_neg',
            votes: [['SECURITY_TRUST', 5, 11]],
            category: 'securityTrust',
            expected: -38,
            overall: -38,
          },
        ];
        for (const entry of cases) {
          await createTestBank(directory, { id: entry.id, countryId });
          model.addBank(entry.id, countryId);
          for (const [category, up, down] of entry.votes)
            await castVotes(directory, entry.id, { up, down }, { accounts: `acct_${entry.id}`, category, model });
          const { data } = await directory.banks.get(entry.id, { include: ['scores'] });
          const scores = data.scores as unknown as Record<
            string,
            { score: number; total: number; up: number; down: number }
          >;
          assert.equal(scores[entry.category]?.score, entry.expected, `${entry.id}: ${entry.category}.score`);
          assert.equal(scores.overall?.score, entry.overall, `${entry.id}: overall.score`);
          const [up, down] = entry.votes.reduce(([u, d], [, vu, vd]) => [u + vu, d + vd], [0, 0]);
          assert.deepEqual(
            scores.overall,
            { total: up + down, up, down, score: entry.overall },
            `${entry.id}: overall`,
          );
        }
        await assertScoresAndRanks(storage, model, 'rounding cases');
      }));

    it('a bank is ranked from its tenth vote on and unranked again when it falls below ten, the others moving around it', () =>
      withHarness(options, async ({ storage, directory }) => {
        const { countries } = await seedCountries(storage);
        const [a, b] = [countries[0]!.id, countries[1]!.id];
        const model = new VoteModel();
        await buildRankedBanks(directory, model, [
          { id: 'bank_thr_almost', countryId: a, up: 9 },
          { id: 'bank_thr_ranked', countryId: a, up: 8, down: 2 },
          { id: 'bank_thr_abroad', countryId: b, up: 7, down: 3 },
        ]);
        await assertScoresAndRanks(storage, model, 'nine votes');
        assert.deepEqual(await ranksOf(directory, ['bank_thr_almost', 'bank_thr_ranked', 'bank_thr_abroad']), {
          bank_thr_almost: [null, null],
          bank_thr_ranked: [1, 1],
          bank_thr_abroad: [2, 1],
        });
        const tenth = testPrincipal({ accountId: 'acct_tenth' });
        await directory.votes.cast(tenth, 'bank_thr_almost', { category: 'LENDING', isUp: true });
        model.cast('acct_tenth', 'bank_thr_almost', 'LENDING', true);
        await assertScoresAndRanks(storage, model, 'tenth vote');
        assert.deepEqual(await ranksOf(directory, ['bank_thr_almost', 'bank_thr_ranked', 'bank_thr_abroad']), {
          bank_thr_almost: [1, 1],
          bank_thr_ranked: [2, 2],
          bank_thr_abroad: [3, 1],
        });
        await directory.votes.retract(tenth, 'bank_thr_almost', 'LENDING');
        model.retract('acct_tenth', 'bank_thr_almost', 'LENDING');
        await assertScoresAndRanks(storage, model, 'back to nine votes');
        await directory.votes.retract(
          testPrincipal({ accountId: 'acct_bank_thr_ranked-9' }),
          'bank_thr_ranked',
          'CUSTOMER_SERVICE',
        );
        model.retract('acct_bank_thr_ranked-9', 'bank_thr_ranked', 'CUSTOMER_SERVICE');
        await assertScoresAndRanks(storage, model, 'the ranked bank drops to nine');
        assert.deepEqual(await ranksOf(directory, ['bank_thr_almost', 'bank_thr_ranked', 'bank_thr_abroad']), {
          bank_thr_almost: [null, null],
          bank_thr_ranked: [null, null],
          bank_thr_abroad: [1, 1],
        });
      }));

    it('equal overall scores rank by overall total descending, then by id ascending', () =>
      withHarness(options, async ({ storage, directory }) => {
        const { countries } = await seedCountries(storage);
        const [a, b] = [countries[0]!.id, countries[1]!.id];
        const model = new VoteModel();
        await buildRankedBanks(directory, model, [
          { id: 'bank_tie_b', countryId: a, up: 10 },
          { id: 'bank_tie_a', countryId: b, up: 10 },
          { id: 'bank_tie_c', countryId: a, up: 12 },
          { id: 'bank_tie_d', countryId: b, up: 10, down: 1 },
          { id: 'bank_tie_e', countryId: a, up: 20, down: 2 },
        ]);
        await assertScoresAndRanks(storage, model, 'ties');
        assert.deepEqual(
          await ranksOf(directory, ['bank_tie_a', 'bank_tie_b', 'bank_tie_c', 'bank_tie_d', 'bank_tie_e']),
          {
            bank_tie_c: [1, 1],
            bank_tie_a: [2, 1],
            bank_tie_b: [3, 2],
            bank_tie_e: [4, 3],
            bank_tie_d: [5, 2],
          },
        );
      }));

    it('a bank climbing from last to first shifts every rank it passes, worldwide and in its country', () =>
      withHarness(options, async ({ storage, directory }) => {
        const { countries } = await seedCountries(storage);
        const model = new VoteModel();
        const specs: BankSpec[] = Array.from({ length: 8 }, (_, index) => ({
          id: `bank_climb_${index}`,
          countryId: countries[index % 2]!.id,
          up: 9 - index,
          down: 1 + index,
        }));
        await buildRankedBanks(directory, model, [
          ...specs,
          { id: 'bank_climber', countryId: countries[0]!.id, down: 10 },
        ]);
        await assertScoresAndRanks(storage, model, 'climber last');
        for (let index = 0; index < 10; index++) {
          const accountId = `acct_bank_climber-${index}`;
          await directory.votes.cast(testPrincipal({ accountId }), 'bank_climber', {
            category: 'CUSTOMER_SERVICE',
            isUp: true,
          });
          model.cast(accountId, 'bank_climber', 'CUSTOMER_SERVICE', true);
          await assertScoresAndRanks(storage, model, `climber with ${index + 1} upvotes`);
        }
        assert.deepEqual((await ranksOf(directory, ['bank_climber'])).bank_climber, [1, 1], 'the climber is first');
        for (let index = 0; index < 10; index++) {
          const accountId = `acct_bank_climber-${index}`;
          await directory.votes.cast(testPrincipal({ accountId }), 'bank_climber', {
            category: 'CUSTOMER_SERVICE',
            isUp: false,
          });
          model.cast(accountId, 'bank_climber', 'CUSTOMER_SERVICE', false);
        }
        await assertScoresAndRanks(storage, model, 'climber falls back to last');
        const ranked = model.bankIds();
        const ranks = model.ranks();
        const expected = orderIds(
          ranked.map((id) => ({ id })),
          ({ id }) => ranks.get(id)?.rank ?? null,
          'asc',
        );
        await assertWalk(
          serviceReader(directory.banks.list, { sortBy: 'rank' }),
          expected,
          4,
          'sortBy=rank after the fall',
        );
      }));

    it("a bank moving to another country carries its rank into that country's countryRank and closes the gap it leaves", () =>
      withHarness(options, async ({ storage, directory }) => {
        const { countries } = await seedCountries(storage);
        const [a, b] = [countries[0]!, countries[1]!];
        const model = new VoteModel();
        await buildRankedBanks(directory, model, [
          { id: 'bank_move_a1', countryId: a.id, up: 10 },
          { id: 'bank_move_a2', countryId: a.id, up: 9, down: 1 },
          { id: 'bank_move_a3', countryId: a.id, up: 8, down: 2 },
          { id: 'bank_move_a4', countryId: a.id, up: 3 },
          { id: 'bank_move_b1', countryId: b.id, up: 10, down: 1 },
          { id: 'bank_move_b2', countryId: b.id, up: 7, down: 3 },
        ]);
        await assertScoresAndRanks(storage, model, 'before the move');
        await directory.admin.updateBank('bank_move_a2', { countryId: b.id });
        model.moveBank('bank_move_a2', b.id);
        await assertScoresAndRanks(storage, model, 'a2 moved to b by countryId');
        const rankOrder = (countryId: string) => {
          const ranks = model.ranks();
          return orderIds(
            model
              .bankIds()
              .filter((id) => model.countryIdOf(id) === countryId)
              .map((id) => ({ id })),
            ({ id }) => ranks.get(id)?.countryRank ?? null,
            'asc',
          );
        };
        await assertWalk(
          serviceReader(directory.banks.list, { sortBy: 'countryRank', countryId: b.id }),
          rankOrder(b.id),
          2,
          'countryRank in the new country',
        );
        await assertWalk(
          serviceReader(directory.banks.list, { sortBy: 'countryRank', countryId: a.id }),
          rankOrder(a.id),
          2,
          'countryRank in the old country',
        );
        await directory.admin.updateBank('bank_move_a2', { countryCode: a.code.toLowerCase() });
        model.moveBank('bank_move_a2', a.id);
        await assertScoresAndRanks(storage, model, 'a2 moved back by countryCode');
        await directory.admin.updateBank('bank_move_a4', { countryId: b.id, name: 'Unranked Mover' });
        model.moveBank('bank_move_a4', b.id);
        await assertScoresAndRanks(storage, model, 'an unranked bank moves');
      }));

    it('deleting a bank removes its votes and closes up the ranks behind it', () =>
      withHarness(options, async ({ storage, directory }) => {
        const { countries } = await seedCountries(storage);
        const model = new VoteModel();
        await buildRankedBanks(
          directory,
          model,
          Array.from({ length: 6 }, (_, index) => ({
            id: `bank_del_${index}`,
            countryId: countries[index % 2]!.id,
            up: 10 - index,
            down: index,
          })),
        );
        await assertScoresAndRanks(storage, model, 'before the delete');
        for (const id of ['bank_del_1', 'bank_del_4']) {
          await directory.admin.deleteBank(id);
          model.deleteBank(id);
          assert.equal(await storage.banks.get(id), undefined, `${id} is gone`);
          await assertScoresAndRanks(storage, model, `after deleting ${id}`);
        }
      }));

    it('a new bank starts with zero scores and no rank, and a cast shows in lists sorted by scores at once', () =>
      withHarness(options, async ({ storage, directory }) => {
        const { countries } = await seedCountries(storage);
        const model = new VoteModel();
        await buildRankedBanks(directory, model, [{ id: 'bank_new_ranked', countryId: countries[0]!.id, up: 10 }]);
        const created = await createTestBank(directory, { id: 'bank_new_fresh', countryId: countries[0]!.id });
        model.addBank(created.id, created.countryId);
        assert.deepEqual(
          [created.scores, created.rank, created.countryRank],
          [emptyScores(), null, null],
          'createBank answers zero scores and no rank',
        );
        const { data } = await directory.banks.get(created.id, { include: ['scores'] });
        assert.deepEqual(
          [data.scores, data.rank, data.countryRank],
          [emptyScores(), null, null],
          'GET /banks/:id shows the same',
        );
        await directory.votes.cast(testPrincipal({ accountId: 'acct_fresh' }), created.id, {
          category: 'LENDING',
          isUp: true,
        });
        model.cast('acct_fresh', created.id, 'LENDING', true);
        const sorted = await directory.banks.list({ sortBy: 'lending_up', sortOrder: 'desc' });
        assert.deepEqual(
          sorted.data.map((bank) => bank.id),
          ['bank_new_fresh', 'bank_new_ranked'],
          'sortBy=lending_up sees the new vote',
        );
        await assertScoresAndRanks(storage, model, 'after the first vote');
      }));
  });
}
