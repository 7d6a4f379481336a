import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { VectorSection } from '@bankdir/core/driver';
import { sql } from 'kysely';
import { openPostgresStorage, type PostgresStorage } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

// The semantic index's counters (each term's sections, the totals, the generation) are written once per transaction:
// a transaction over many banks must leave them exactly as bank-by-bank writes do, and every other node must reload
// every bank it changed.

const section = (title: string, text: string, x: number): VectorSection => ({
  title,
  text,
  vector: new Float32Array([x, Math.sqrt(1 - x * x)]),
});
const banks = Array.from({ length: 30 }, (_, index) => ({
  id: `bank_${String(index).padStart(2, '0')}`,
  sections: [
    section('Savings', `savings accounts and loans number${index}`, index / 30),
    section('Cards', index % 2 === 0 ? 'credit cards and mortgages' : 'debit cards', (30 - index) / 31),
  ],
}));

async function counters(storage: PostgresStorage) {
  const kysely = storage.database!.kysely;
  const terms = await sql<{
    term: string;
    sections: number;
  }>`select term, sections from semantic_terms order by term`.execute(kysely);
  const totals = await sql<{ sections: number; words: number }>`select sections, words from semantic_index`.execute(
    kysely,
  );
  return { terms: terms.rows, totals: totals.rows };
}

describe('PostgreSQL semantic index bookkeeping', { skip: skipWithoutPostgres() }, () => {
  let oneByOne: TestDatabase;
  let together: TestDatabase;
  let first: PostgresStorage;
  let second: PostgresStorage;
  let other: PostgresStorage;

  before(async () => {
    oneByOne = await createTestDatabase('bookkeeping_one_by_one');
    together = await createTestDatabase('bookkeeping_together');
    first = await openPostgresStorage({ url: oneByOne.url, poolSize: 2 });
    second = await openPostgresStorage({ url: together.url, poolSize: 2 });
    other = await openPostgresStorage({ url: together.url, poolSize: 2 });
  });
  after(async () => {
    for (const storage of [first, second, other]) await storage?.close();
    await oneByOne?.drop();
    await together?.drop();
  });

  it('one transaction over many banks leaves the same term counts and totals as bank-by-bank writes', async () => {
    for (const storage of [first, second]) await storage.vectors!.resetIndex({ model: 'test', dimensions: 2 });
    for (const bank of banks) await first.vectors!.replaceBankSections(bank.id, 'ctry_x', bank.sections);
    await first.vectors!.replaceBankSections('bank_00', 'ctry_x', [section('Only', 'savings', 0.5)]);
    await first.vectors!.deleteBank('bank_01');

    await second.transaction(async (tx) => {
      for (const bank of banks) await tx.vectors!.replaceBankSections(bank.id, 'ctry_x', bank.sections);
      await tx.vectors!.replaceBankSections('bank_00', 'ctry_x', [section('Only', 'savings', 0.5)]);
      await tx.vectors!.deleteBank('bank_01');
    });

    assert.deepEqual(await counters(second), await counters(first));
    const hits = async (storage: PostgresStorage) =>
      (await storage.vectors!.keywordSearch!('mortgages savings', { limit: 50 })).map((hit) => [hit.bankId, hit.score]);
    assert.deepEqual(await hits(second), await hits(first), 'keyword search ranks alike');
  });

  it("each section's term counts are those of its tsvector", async () => {
    // A section's term counts computed from its tsvector.
    const termCountsFromTerms = sql`coalesce(
      (select jsonb_object_agg(lexeme, cardinality(positions)) from unnest(terms)), '{}'::jsonb)`;
    const { rows } = await sql<{ sections: number; same: number }>`
      select count(*)::int as sections, count(*) filter (where "termCounts" = ${termCountsFromTerms})::int as same
      from semantic_sections`.execute(second.database!.kysely);
    assert.ok(rows[0]!.sections > 50);
    assert.equal(rows[0]!.same, rows[0]!.sections);
  });

  it('every other node reloads every bank one transaction changed', async () => {
    const before = await other.vectors!.search(new Float32Array([1, 0]), { limit: 50 });
    assert.equal(before.length, 29);
    await second.transaction(async (tx) => {
      for (const bank of banks.slice(10))
        await tx.vectors!.replaceBankSections(bank.id, 'ctry_x', [section('Moved', 'moved', 1)]);
    });
    const after = await other.vectors!.search(new Float32Array([1, 0]), { limit: 50 });
    assert.deepEqual(
      after
        .slice(0, 20)
        .map((hit) => hit.bankId)
        .sort(),
      banks.slice(10).map((bank) => bank.id),
      'the 20 banks the transaction moved come first on the other node',
    );
  });
});
