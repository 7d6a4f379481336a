import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { editDistance, typoTolerance } from '../src/semantic/ranking/edit-distance.ts';

describe('edit distance of a typo', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one edit each', () => {
    assert.equal(editDistance('deutshe', 'deutsche', 2), 1);
    assert.equal(editDistance('santanderr', 'santander', 2), 1);
    assert.equal(editDistance('barclaus', 'barclays', 2), 1);
    assert.equal(editDistance('barlcays', 'barclays', 2), 1, 'a transposition is one edit, not two');
    assert.equal(editDistance('raifeisen', 'raiffeisen', 2), 1);
    assert.equal(editDistance('santander', 'santander', 2), 0);
    assert.equal(editDistance('', 'abc', 5), 3);
  });

  it('answers max + 1 as soon as the distance is sure to exceed max', () => {
    assert.equal(editDistance('commerzbank', 'handelsbanken', 2), 3);
    assert.equal(editDistance('abc', 'abcdef', 1), 2, 'the lengths alone exceed it');
    assert.equal(editDistance('kitten', 'sitting', 3), 3);
    assert.equal(editDistance('kitten', 'sitting', 2), 3);
  });

  it('forgives no edit below five letters, one from five, two from eight', () => {
    assert.equal(typoTolerance('hsbc'), 0);
    assert.equal(typoTolerance('monzo'), 1);
    assert.equal(typoTolerance('santand'), 1);
    assert.equal(typoTolerance('santandr'), 2);
  });
});
