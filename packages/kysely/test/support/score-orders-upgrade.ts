import assert from 'node:assert/strict';
import type { Storage } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import { rankOrderOf } from '../../src/queries/bank-ranks.ts';

// The upgrade case of migration 0003 (score orders), which every engine runs: rows written by the layout before it,
// then what a directory opened with this version must answer from them. Each engine's migrations test runs it.

const COUNTRY = { id: 'ctry_aa', name: 'Aland', nameKey: 'aland', code: 'AA', emoji: 'x', createdAt: 0, updatedAt: 0 };

/** Counters of `up` votes for, none against, in the crypto-friendly category and overall. */
const counters = (up: number) => ({
  cryptoFriendly_up: up,
  cryptoFriendly_total: up,
  cryptoFriendly_score: up > 0 ? 100 : 0,
  overall_up: up,
  overall_total: up,
  overall_score: up > 0 ? 100 : 0,
});

/** One country with two banks, bank_a with 2 crypto-friendly votes and bank_b with 5, as the layout before 0003 held them. */
export async function fillBeforeScoreOrders(db: Kysely<any>): Promise<void> {
  const { countryNo } = await db
    .insertInto('countries')
    .values({ ...COUNTRY, banksCount: 2, ...counters(7) })
    .returning('countryNo')
    .executeTakeFirstOrThrow();
  for (const [index, [id, up]] of (
    [
      ['bank_a', 2],
      ['bank_b', 5],
    ] as const
  ).entries()) {
    const { bankNo } = await db
      .insertInto('banks')
      .values({
        id,
        name: id,
        url: `https://${id}.example`,
        primaryHostname: `${id}.example`,
        description: '',
        createdAt: 0,
        updatedAt: 0,
      })
      .returning('bankNo')
      .executeTakeFirstOrThrow();
    const seq = (index + 1) * 256;
    await db
      .insertInto('bank_stats')
      .values({ seq, bankNo, countryNo, nameKey: id, storiesCount: 0, rankKey: null, ...counters(up) })
      .execute();
    await db
      .insertInto('bank_ranks')
      .values({ rankOrder: rankOrderOf(null), seq, countryNo, rank: null, countryRank: null })
      .execute();
  }
}

const idsOf = (page: { items: readonly { id: string }[] }) => page.items.map((item) => item.id);

/** The score orders of the upgraded directory hold every bank and country, in counter order, and follow new votes. */
export async function assertScoreOrdersUpgraded(storage: Storage): Promise<void> {
  const banksBy = async (sortBy: 'cryptoFriendly_up' | 'overall_score' | 'lending_total', sortOrder: 'asc' | 'desc') =>
    idsOf(await storage.banks.list({ sortBy, sortOrder, countryId: 'ctry_aa', page: { limit: 10 }, withTotal: false }));
  assert.deepEqual(await banksBy('cryptoFriendly_up', 'desc'), ['bank_b', 'bank_a']);
  assert.deepEqual(await banksBy('cryptoFriendly_up', 'asc'), ['bank_a', 'bank_b']);
  assert.deepEqual(await banksBy('overall_score', 'desc'), ['bank_a', 'bank_b'], 'equal scores tie by id');
  assert.deepEqual(await banksBy('lending_total', 'desc'), ['bank_a', 'bank_b']);
  const countries = await storage.countries.list({
    sortBy: 'cryptoFriendly_up',
    sortOrder: 'desc',
    page: { limit: 10 },
  });
  assert.deepEqual(idsOf(countries), ['ctry_aa']);
  assert.equal(countries.items[0]!.scores.cryptoFriendly.up, 7);

  // Four more votes for bank_a put it ahead of bank_b.
  for (let voter = 0; voter < 4; voter++)
    await storage.votes.cast(
      {
        id: `vote_upgrade_${voter}`,
        accountId: `acct_upgrade_${voter}`,
        bankId: 'bank_a',
        category: 'CRYPTO_FRIENDLY',
        isUp: true,
      },
      '2026-01-01T00:00:00.000Z',
    );
  assert.deepEqual(await banksBy('cryptoFriendly_up', 'desc'), ['bank_a', 'bank_b']);
  const after = await storage.countries.list({ sortBy: 'overall_up', sortOrder: 'desc', page: { limit: 10 } });
  assert.equal(after.items[0]!.scores.overall.up, 11);
}
