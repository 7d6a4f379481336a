import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LruCache } from '../src/driver.ts';

describe('LruCache', () => {
  it('keeps at most its capacity, the least recently set or read out first', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    assert.equal(cache.get('a'), 1, 'reading a marks it as recently used');
    cache.set('c', 3);
    assert.equal(cache.size, 2);
    assert.equal(cache.get('b'), undefined, 'b, the least recently used, went');
    assert.deepEqual(
      [...cache.entries()],
      [
        ['a', 1],
        ['c', 3],
      ],
    );
  });

  it('setting a key again replaces its value and marks it as recently used', () => {
    const cache = new LruCache<string, number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('a', 10);
    cache.set('c', 3);
    assert.deepEqual(
      [...cache.entries()],
      [
        ['a', 10],
        ['c', 3],
      ],
    );
  });

  it('a miss changes nothing; delete and clear forget', () => {
    const cache = new LruCache<string, number>(3);
    cache.set('a', 1);
    cache.set('b', 2);
    assert.equal(cache.get('z'), undefined);
    assert.deepEqual(
      [...cache.entries()].map(([key]) => key),
      ['a', 'b'],
    );
    cache.delete('a');
    assert.deepEqual(
      [...cache.entries()].map(([key]) => key),
      ['b'],
    );
    cache.clear();
    assert.equal(cache.size, 0);
  });

  it('with capacity 0 it holds nothing', () => {
    const cache = new LruCache<string, number>(0);
    cache.set('a', 1);
    assert.equal(cache.size, 0);
    assert.equal(cache.get('a'), undefined);
  });
});
