import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
// @ts-expect-error: a plain .mjs script without types
import { compileCodeScan } from '../../../scripts/compile-code-scan.mjs';
import { binaryCode, SectionCodes } from '../src/driver.ts';
import { hamming } from '../src/semantic/binary-code.ts';
import { CODE_SCAN_WASM } from '../src/semantic/code-scan-wasm.ts';

/** A deterministic vector per seed, values in [-0.5, 0.5). */
function vector(seed: number, dimensions: number): Float32Array {
  let state = seed * 2654435761 + 7;
  return Float32Array.from({ length: dimensions }, () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648 - 0.5;
  });
}

/** The answer of `nearest` computed the slow way: every section's distance, sorted by distance then id. */
function expectedNearest(
  sections: readonly { id: number; countryId: string; vector: Float32Array }[],
  query: Float32Array,
  k: number,
  countryId?: string,
): number[] {
  const code = binaryCode(query);
  return sections
    .filter((section) => countryId === undefined || section.countryId === countryId)
    .map((section) => ({ id: section.id, distance: hamming(code, binaryCode(section.vector)) }))
    .sort((a, b) => a.distance - b.distance || a.id - b.id)
    .slice(0, k)
    .map((entry) => entry.id);
}

describe('SectionCodes', () => {
  it('the committed WebAssembly is what code-scan.wat compiles to', async () => {
    assert.equal(await compileCodeScan(), CODE_SCAN_WASM);
  });

  it('binaryCode sets a bit per positive dimension, 32 to a word, and hamming counts the differing bits', () => {
    const code = binaryCode(Float32Array.from([1, -1, 0, 2, ...new Array(29).fill(-1), 0.5]));
    assert.deepEqual([...code], [0b1001, 0b10]);
    assert.equal(hamming(code, Uint32Array.from([0b0110, 0xffffffff])), 4 + 31);
  });

  for (const dimensions of [512, 64, 100, 1000]) {
    it(`nearest answers the k nearest by Hamming distance then id, worldwide and in one country (${dimensions} dimensions)`, () => {
      const codes = new SectionCodes(dimensions);
      const sections = Array.from({ length: 700 }, (_, index) => ({
        id: 1000 - index,
        bankId: `bank_${Math.floor(index / 3)}`,
        countryId: `ctry_${index % 5}`,
        vector: vector(index, dimensions),
      }));
      for (const section of sections) codes.add(section.id, section.bankId, section.countryId, section.vector);
      assert.equal(codes.size(), 700);
      assert.equal(codes.size('ctry_2'), 140);
      for (const seed of [1, 99, 12345]) {
        const query = vector(seed + 5000, dimensions);
        for (const k of [1, 40, 700, 2000])
          assert.deepEqual(codes.nearest(query, k), expectedNearest(sections, query, k), `seed ${seed}, k ${k}`);
        assert.deepEqual(codes.nearest(query, 30, 'ctry_3'), expectedNearest(sections, query, 30, 'ctry_3'));
      }
      assert.deepEqual(codes.nearest(vector(1, dimensions), 5, 'ctry_none'), []);
      assert.deepEqual(codes.nearest(vector(1, dimensions), 0), []);
    });
  }

  it('keeps every section findable through adds, replacements and removals (slots are reused)', () => {
    const dimensions = 128;
    const codes = new SectionCodes(dimensions);
    const live = new Map<number, { id: number; bankId: string; countryId: string; vector: Float32Array }>();
    let seed = 0;
    for (let round = 0; round < 30; round++) {
      for (let bank = 0; bank < 20; bank++) {
        const bankId = `bank_${(round * 7 + bank) % 45}`;
        codes.dropBank(bankId);
        for (const [id, section] of live) if (section.bankId === bankId) live.delete(id);
        if ((round + bank) % 4 === 0) continue; // deleted
        for (let position = 0; position < 1 + (bank % 3); position++) {
          const section = { id: ++seed, bankId, countryId: `ctry_${bank % 3}`, vector: vector(seed, dimensions) };
          codes.add(section.id, section.bankId, section.countryId, section.vector);
          live.set(section.id, section);
        }
      }
      const sections = [...live.values()];
      assert.equal(codes.size(), sections.length, `round ${round}`);
      assert.equal(codes.size('ctry_1'), sections.filter((section) => section.countryId === 'ctry_1').length);
      const query = vector(round + 9000, dimensions);
      assert.deepEqual(codes.nearest(query, 25), expectedNearest(sections, query, 25), `round ${round}`);
      assert.deepEqual(codes.nearest(query, 10, 'ctry_1'), expectedNearest(sections, query, 10, 'ctry_1'));
      for (const section of sections) {
        assert.equal(codes.bankOf(section.id), section.bankId);
        assert.equal(codes.countryOf(section.id), section.countryId);
      }
    }
    const [first] = live.values();
    codes.add(first!.id, 'bank_moved', 'ctry_9', first!.vector);
    assert.deepEqual(
      [codes.bankOf(first!.id), codes.countryOf(first!.id), codes.size()],
      ['bank_moved', 'ctry_9', live.size],
      'adding a known id replaces it',
    );
    assert.deepEqual(codes.sectionsOf('bank_moved'), [first!.id]);
    assert.equal(codes.bankOf(-1), undefined);
  });
});
