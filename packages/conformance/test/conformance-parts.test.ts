import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CONFORMANCE_PARTS, CONFORMANCE_SUBJECTS } from '../src/index.ts';

test('the conformance parts hold every subject of the suite exactly once', () => {
  const inParts = Object.values(CONFORMANCE_PARTS).flat();
  assert.deepEqual([...inParts].sort(), Object.keys(CONFORMANCE_SUBJECTS).sort());
});
