import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ranksFromScores } from '@bankdir/conformance';
import { VOTE_CATEGORIES } from '@bankdir/core';
import { bankWriteOf, computeCountryRanks, readAllPages, type Storage, scoreOf } from '@bankdir/core/driver';
import { openPostgresStorage, type PostgresStorage } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

// On PostgreSQL a vote is one call of a function the migrations install, which takes the directory's write lock itself.
// Two nodes (two pools) casting, recasting and retracting at once must leave every score and rank as a recount gives.

const AT = '2026-01-01T00:00:00.000Z';
const COUNTRIES = ['ctry_aa', 'ctry_bb', 'ctry_cc'];
const codeOf = (countryId: string) => countryId.slice(-2).toUpperCase();
const BANKS = Array.from({ length: 18 }, (_, index) => `bank_${String(index).padStart(2, '0')}`);
const ACCOUNTS = Array.from({ length: 30 }, (_, index) => `acct_${index}`);
const CATEGORIES = VOTE_CATEGORIES.slice(0, 3);

/** A small deterministic generator, so a failure replays. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Casts (most often), recasts and retracts, `count` of them, `lanes` at a time. */
async function voteAtRandom(storage: Storage, seed: number, count: number, lanes: number): Promise<void> {
  const next = random(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!;
  const operations = Array.from({ length: count }, (_, index) => ({
    index,
    accountId: pick(ACCOUNTS),
    bankId: pick(BANKS),
    category: pick(CATEGORIES),
    isUp: next() < 0.7,
    retract: next() < 0.15,
  }));
  const lane = async (offset: number) => {
    for (let index = offset; index < operations.length; index += lanes) {
      const { accountId, bankId, category, isUp, retract } = operations[index]!;
      if (retract) await storage.votes.retract(accountId, bankId, category);
      else await storage.votes.cast({ id: `vote_${seed}_${index}`, accountId, bankId, category, isUp }, AT);
    }
  };
  await Promise.all(Array.from({ length: lanes }, (_, offset) => lane(offset)));
}

describe('votes cast by the vote functions on PostgreSQL', { skip: skipWithoutPostgres() }, () => {
  let database: TestDatabase;
  let nodes: PostgresStorage[];
  before(async () => {
    database = await createTestDatabase('vote_functions');
    nodes = [
      await openPostgresStorage({ url: database.url, poolSize: 3 }),
      await openPostgresStorage({ url: database.url, poolSize: 3 }),
    ];
    const [first] = nodes as [PostgresStorage];
    for (const id of COUNTRIES)
      await first.countries.upsert({ id, name: id, nameKey: id, code: codeOf(id), emoji: '🏳' }, AT);
    for (const [index, id] of BANKS.entries())
      await first.banks.create(
        id,
        bankWriteOf({
          name: id,
          url: `https://${id}.example`,
          description: '',
          countryId: COUNTRIES[index % COUNTRIES.length]!,
          alternativeHostnames: [],
        }),
        AT,
      );
  });
  after(async () => {
    for (const node of nodes ?? []) await node.close();
    await database?.drop();
  });

  it('two nodes voting at once leave every score and rank equal to a recount', async () => {
    await Promise.all(nodes.map((node, index) => voteAtRandom(node, index + 1, 400, 3)));
    const [first] = nodes as [PostgresStorage];

    const votes = await readAllPages((page) => first.votes.list({ sortOrder: 'asc', page }));
    const banks = await readAllPages((page) =>
      first.banks.list({ sortBy: 'name', sortOrder: 'asc', page, withTotal: false }),
    );
    assert.ok(votes.length > 100, 'enough votes stayed to rank banks');
    for (const bank of banks) {
      const own = votes.filter((vote) => vote.bankId === bank.id);
      const up = own.filter((vote) => vote.isUp).length;
      assert.deepEqual(
        { up: bank.scores.overall.up, down: bank.scores.overall.down, score: bank.scores.overall.score },
        { up, down: own.length - up, score: scoreOf(up, own.length - up) },
        `${bank.id}'s counters`,
      );
    }
    const expected = ranksFromScores(banks);
    assert.ok(banks.some((bank) => bank.rank !== null));
    for (const bank of banks)
      assert.deepEqual({ rank: bank.rank, countryRank: bank.countryRank }, expected.get(bank.id), bank.id);

    const countries = await Promise.all(COUNTRIES.map(async (id) => (await first.countries.getByCode(codeOf(id)))!));
    const countryRanks = computeCountryRanks(
      countries.map((country) => ({
        id: country.id,
        overallScore: country.scores.overall.score,
        overallTotal: country.scores.overall.total,
      })),
    );
    for (const country of countries) {
      const total = banks
        .filter((bank) => bank.countryId === country.id)
        .reduce((sum, bank) => sum + bank.scores.overall.total, 0);
      assert.equal(country.scores.overall.total, total, `${country.id}'s total`);
      assert.equal(country.rank, countryRanks.get(country.id), `${country.id}'s rank`);
    }
  });

  it('a cast on a bank that does not exist writes nothing, and a retract of no vote answers nothing', async () => {
    const [first] = nodes as [PostgresStorage];
    const vote = { id: 'vote_nowhere', accountId: 'acct_new', bankId: 'bank_none', category: 'LENDING' } as const;
    assert.equal(await first.votes.cast({ ...vote, isUp: true }, AT), undefined);
    assert.equal(await first.votes.get('vote_nowhere'), undefined);
    assert.equal(await first.votes.retract('acct_new', 'bank_00', 'LENDING'), undefined);
  });
});
