import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { newSeq, SEQ_HIGH, SEQ_LOW, SEQ_STEP, type SeqTable } from '../src/sequence/new-seq.ts';

/** A table in memory: rows sorted by id, each with its seq; counts the rows relabels move. */
function memorySpace() {
  const rows: { id: string; seq: number }[] = [];
  let moved = 0;
  const indexOf = (id: string) => {
    let low = 0;
    let high = rows.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (rows[middle]!.id < id) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  const space: SeqTable = {
    async neighbours(id) {
      const at = indexOf(id);
      return { before: rows[at - 1]?.seq ?? null, after: rows[at]?.seq ?? null };
    },
    async countWithin(low, high) {
      return rows.filter((row) => row.seq >= low && row.seq <= high).length;
    },
    async seqsWithin(low, high) {
      return rows.filter((row) => row.seq >= low && row.seq <= high).map((row) => row.seq);
    },
    async move(from, to) {
      assert.ok(!rows.some((row) => row.seq === to), `seq ${to} is still held`);
      const row = rows.find((candidate) => candidate.seq === from);
      assert.ok(row, `no row at seq ${from}`);
      row.seq = to;
      moved += 1;
    },
  };
  return {
    space,
    moved: () => moved,
    async insert(id: string) {
      const seq = await newSeq(space, id);
      assert.ok(Number.isSafeInteger(seq) && seq > SEQ_LOW && seq < SEQ_HIGH, `seq ${seq} out of bounds`);
      assert.ok(!rows.some((row) => row.seq === seq), `seq ${seq} given twice`);
      rows.splice(indexOf(id), 0, { id, seq });
    },
    assertOrdered() {
      for (let index = 1; index < rows.length; index++) {
        assert.ok(
          rows[index - 1]!.seq < rows[index]!.seq,
          `ids ${rows[index - 1]!.id} < ${rows[index]!.id} but seqs not`,
        );
      }
    },
    rows,
  };
}

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

const randomIds = (count: number, seed: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: count }, (_, index) => `${random().toString(36).slice(2, 10)}${index}`);
};

describe('order-preserving seqs', () => {
  it('orders seqs like ids whatever order the ids arrive in', async () => {
    for (const [label, ids] of [
      ['random', randomIds(5_000, 1)],
      ['ascending', Array.from({ length: 3_000 }, (_, i) => `id${String(i).padStart(6, '0')}`)],
      ['descending', Array.from({ length: 3_000 }, (_, i) => `id${String(9_999 - i).padStart(6, '0')}`)],
    ] as const) {
      const table = memorySpace();
      for (const id of ids) await table.insert(id);
      table.assertOrdered();
      assert.equal(table.rows.length, ids.length, label);
    }
  });

  it('appends ids made later a step apart, and prepends earlier ones, without moving any row', async () => {
    const table = memorySpace();
    for (let i = 0; i < 1_000; i++) await table.insert(`b${String(i).padStart(4, '0')}`);
    for (let i = 0; i < 1_000; i++) await table.insert(`a${String(999 - i).padStart(4, '0')}`);
    table.assertOrdered();
    assert.equal(table.moved(), 0);
    assert.equal(table.rows[1_000]!.seq, 0, 'the first row takes seq 0');
    assert.equal(table.rows[1_001]!.seq - table.rows[1_000]!.seq, SEQ_STEP);
  });

  it('keeps working when every insert lands in the same gap, moving few rows per insert', async () => {
    const table = memorySpace();
    await table.insert('a');
    await table.insert('z');
    // Each new id falls right after 'a': the worst case for halving gaps.
    for (let i = 0; i < 5_000; i++) await table.insert(`b${String(99_999 - i).padStart(5, '0')}`);
    table.assertOrdered();
    assert.ok(table.moved() / 5_000 < 40, `moved ${table.moved()} rows for 5,000 inserts`);
  });

  it('moves few rows when ids arrive in random order', async () => {
    const table = memorySpace();
    for (const id of randomIds(20_000, 2)) await table.insert(id);
    table.assertOrdered();
    assert.ok(table.moved() < 20_000, `moved ${table.moved()} rows for 20,000 inserts`);
    const widest = Math.max(...table.rows.map((row) => Math.abs(row.seq)));
    assert.ok(widest < 2 ** 31, `seqs reach ${widest}: they should stay within four bytes`);
  });

  it('takes a run of later ids arriving in one gap (new ids among imported ones) moving few rows', async () => {
    const table = memorySpace();
    for (const id of randomIds(5_000, 3)) await table.insert(id);
    const before = table.moved();
    // Every new id falls just before the same imported one, each after the previous new one.
    for (let i = 0; i < 5_000; i++) await table.insert(`m${String(i).padStart(5, '0')}`);
    table.assertOrdered();
    const perInsert = (table.moved() - before) / 5_000;
    assert.ok(perInsert < 10, `moved ${perInsert.toFixed(2)} rows per insert`);
  });

  it('finds room at the very ends of the seq range', async () => {
    const table = memorySpace();
    table.rows.push({ id: 'm', seq: SEQ_HIGH - 1 });
    await table.insert('n');
    await table.insert('o');
    table.rows.unshift({ id: 'a', seq: SEQ_LOW + 1 });
    await table.insert('0');
    table.assertOrdered();
  });
});
