import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { createPrng } from '@bankdir/conformance';
import { sql } from 'kysely';
import pg from 'pg';
import { openPostgresStorage, type PostgresStorage } from '../src/index.ts';
import { cosine } from '../src/semantic/vector-math.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

// With the `vector` extension installed in the database, worldwide searches of a large index go through its HNSW
// index. pgvector is not packaged for every PostgreSQL; where the server has no such extension, this file skips.

const DIMENSIONS = 32;

async function pgvectorAvailable(): Promise<boolean> {
  const url = process.env.BANKDIR_TEST_POSTGRES_URL;
  if (!url) return false;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select 1 from pg_available_extensions where name = 'vector'");
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

const skip =
  skipWithoutPostgres() ||
  ((await pgvectorAvailable()) ? false : 'pgvector tests skipped: the server has no `vector` extension (optional)');

function unitVector(seed: number): Float32Array {
  const random = createPrng(seed);
  const vector = new Float32Array(DIMENSIONS).map(() => random.next() * 2 - 1);
  const length = Math.hypot(...vector);
  return vector.map((value) => value / length);
}

describe('semantic index with pgvector', { skip }, () => {
  let database: TestDatabase;
  let storage: PostgresStorage;

  before(async () => {
    database = await createTestDatabase('pgvector');
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    await admin.query('create extension vector');
    await admin.end();
    // exactScanLimit 0: every worldwide search goes to the HNSW index, however small the index.
    storage = await openPostgresStorage({ url: database.url, poolSize: 2, vectors: { exactScanLimit: 0 } });
  });
  after(async () => {
    await storage?.close();
    await database?.drop();
  });

  it('finds the nearest banks through the HNSW index, as an exact scan ranks them', async () => {
    const vectors = storage.vectors!;
    await vectors.resetIndex({ model: 'test', dimensions: DIMENSIONS });
    const sections = new Map<string, Float32Array[]>();
    for (let bank = 0; bank < 200; bank++) {
      const id = `bank_${String(bank).padStart(3, '0')}`;
      const own = [unitVector(bank * 2 + 1), unitVector(bank * 2 + 2)];
      sections.set(id, own);
      await vectors.replaceBankSections(
        id,
        'ctry_x',
        own.map((vector, index) => ({ title: `s${index}`, text: 'text', vector })),
      );
    }
    const { rows } = await sql<{ count: number }>`
      select count(*) as count from semantic_sections where embedding is not null`.execute(storage.kysely);
    assert.equal(Number(rows[0]!.count), 400, 'every section has its pgvector embedding');
    for (const seed of [9001, 9002, 9003]) {
      const query = unitVector(seed);
      const exact = [...sections]
        .map(([bankId, own]) => ({ bankId, similarity: Math.max(...own.map((vector) => cosine(query, vector))) }))
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, 10);
      const hits = await vectors.search(query, { limit: 10 });
      assert.deepEqual(
        hits.map((hit) => hit.bankId),
        exact.map((hit) => hit.bankId),
      );
      for (const [index, hit] of hits.entries()) assert.ok(Math.abs(hit.similarity - exact[index]!.similarity) < 1e-5);
    }
  });
});
