import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { VectorSection } from '@bankdir/core/driver';
import { openPostgresStorage, type PostgresStorage } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

// Each node keeps its own copy of the vectors; a write on one node must be seen by the next search on every other.

const unit = (...values: number[]) => {
  const vector = new Float32Array(values);
  const length = Math.hypot(...values);
  return vector.map((value) => value / length);
};
const section = (title: string, ...values: number[]): VectorSection => ({
  title,
  text: title,
  vector: unit(...values),
});

describe('PostgreSQL semantic index across nodes', { skip: skipWithoutPostgres() }, () => {
  let database: TestDatabase;
  let first: PostgresStorage;
  let second: PostgresStorage;

  before(async () => {
    database = await createTestDatabase('vector_memory');
    first = await openPostgresStorage({ url: database.url, poolSize: 2 });
    second = await openPostgresStorage({ url: database.url, poolSize: 2 });
  });
  after(async () => {
    await first?.close();
    await second?.close();
    await database?.drop();
  });

  const nearest = async (storage: PostgresStorage, ...values: number[]) =>
    (await storage.vectors!.search(unit(...values), { limit: 5 })).map((hit) => hit.bankId);

  it('a node sees the sections another node wrote, replaced and deleted, and a reset', async () => {
    await first.vectors!.resetIndex({ model: 'test', dimensions: 4 });
    await first.vectors!.replaceBankSections('bank_a', 'ctry_x', [section('a', 1, 0, 0, 0)]);
    assert.deepEqual(await nearest(second, 1, 0, 0, 0), ['bank_a']);

    await first.vectors!.replaceBankSections('bank_b', 'ctry_x', [section('b', 0, 1, 0, 0)]);
    await first.vectors!.replaceBankSections('bank_a', 'ctry_y', [section('a', 0, 0, 1, 0)]);
    assert.deepEqual(await nearest(second, 0, 0, 1, 0), ['bank_a', 'bank_b'], 'the replaced vector, not the old one');
    assert.deepEqual(
      (await second.vectors!.search(unit(0, 0, 1, 0), { countryId: 'ctry_x', limit: 5 })).map((hit) => hit.bankId),
      ['bank_b'],
      'bank_a moved to another country',
    );

    await second.vectors!.deleteBank('bank_b');
    assert.deepEqual(await nearest(first, 0, 1, 0, 0), ['bank_a'], 'the first node drops what the second deleted');

    await second.vectors!.resetIndex({ model: 'test', dimensions: 4 });
    await second.vectors!.replaceBankSections('bank_c', 'ctry_x', [section('c', 0, 0, 0, 1)]);
    assert.deepEqual(await nearest(first, 1, 0, 0, 0), ['bank_c'], 'after a reset elsewhere, only the new sections');
  });

  it('keyword search counts what every node wrote', async () => {
    await first.vectors!.resetIndex({ model: 'test', dimensions: 4 });
    await first.vectors!.replaceBankSections('bank_k1', 'ctry_x', [
      { title: 'Farming', text: 'Loans for farmers and tractors', vector: unit(1, 0, 0, 0) },
    ]);
    await second.vectors!.replaceBankSections('bank_k2', 'ctry_x', [
      { title: 'Crypto', text: 'Bitcoin custody and crypto trading', vector: unit(0, 1, 0, 0) },
    ]);
    assert.deepEqual(
      (await first.vectors!.keywordSearch!('tractor loans', { limit: 5 })).map((hit) => hit.bankId),
      ['bank_k1'],
    );
    assert.deepEqual(
      (await first.vectors!.keywordSearch!('bitcoins', { limit: 5 })).map((hit) => hit.bankId),
      ['bank_k2'],
      'stemmed as FTS5 stems',
    );
  });
});
