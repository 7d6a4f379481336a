import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NO_BANK_FACTS } from '../src/bank-facts.ts';
import { type Candidate, candidateFeatures, FEATURE_NAMES } from '../src/semantic/ranking/features.ts';
import { QueryUnderstanding } from '../src/semantic/ranking/query-understanding.ts';

const understanding = new QueryUnderstanding([{ code: 'PL', name: 'Poland' }]);
const SIZE = FEATURE_NAMES.indexOf('sizeMatch');
const bank = (bankId: string, size?: 'largest' | 'major'): Candidate => ({
  bankId,
  countryCode: 'PL',
  name: bankId,
  facts: { ...NO_BANK_FACTS, kinds: ['universal'], ...(size && { size }) },
  vector: 0.5,
  keyword: 1,
});
const candidates = [bank('Largest Bank', 'largest'), bank('Major Bank', 'major'), bank('Other Bank')];
const sizeOf = (query: string) =>
  candidateFeatures(understanding.understand(query), candidates).map((row) => row[SIZE]);

describe('the size a question asks for', () => {
  it("a question about size, in any language, gives the country's largest bank 1, one of its largest 0.5, others 0", () => {
    for (const query of [
      'largest bank in Poland',
      'biggest banks in Poland',
      'największy bank w Polsce',
      'die größte Bank',
    ])
      assert.deepEqual(sizeOf(query), [1, 0.5, 0], query);
  });

  it('a question that does not ask about size gives no bank anything for its size', () => {
    assert.deepEqual(sizeOf('mortgage bank in Poland'), [0, 0, 0]);
  });
});
