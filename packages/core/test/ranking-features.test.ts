import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type Candidate, candidateFeatures, FEATURE_NAMES } from '../src/semantic/ranking/features.ts';
import { QueryUnderstanding } from '../src/semantic/ranking/query-understanding.ts';

const understanding = new QueryUnderstanding([{ code: 'CN', name: 'China' }]);
const bank = (bankId: string, name: string): Candidate => ({
  bankId,
  countryCode: 'CN',
  name,
  facts: undefined,
  vector: 0.5,
  keyword: 1,
});

describe('the name a query spans', () => {
  it('a misspelled word inside a long name still spans the whole name, and more of the query than a shorter name', () => {
    const intent = understanding.understand('industrial and comercial bank of china');
    const candidates = [
      bank('bank_cn_icbc', 'Industrial and Commercial Bank of China'),
      bank('bank_cn_boc', 'Bank of China'),
      bank('bank_cn_cib', 'Industrial Bank'),
    ];
    const span = FEATURE_NAMES.indexOf('nameSpan');
    assert.deepEqual(
      candidateFeatures(intent, candidates).map((features) => features[span]),
      [1, 0.5, 0],
    );
  });

  it('a word below five letters must be written right', () => {
    const intent = understanding.understand('bonk of china');
    const span = FEATURE_NAMES.indexOf('nameSpan');
    assert.equal(candidateFeatures(intent, [bank('bank_cn_boc', 'Bank of China')])[0]![span], 0);
  });
});
