import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { LruCache } from '../src/driver.ts';

/** A cache of `capacity` with `a` = 1 and `b` = 2 set in that order. */
function cacheWithAB(capacity: number): LruCache<string, number> {
  const cache = new LruCache<string, number>(capacity);
  cache.set('a', 1);
  cache.set('b', 2);
  return cache;
}

/** The cache's entries, oldest first, as `key=value`. */
function contents(cache: LruCache<string, number>): string[] {
  return [...cache.entries()].map(([key, value]) => `${key}=${value}`);
}

describe('LruCache', () => {
  it('keeps at most its capacity, the least recently set or read out first', () => {
    const cache = cacheWithAB(2);
    assert.equal(cache.get('a'), 1, 'reading a marks it as recently used');
    cache.set('c', 3);
    assert.equal(cache.size, 2);
    assert.equal(cache.get('b'), undefined, 'b, the least recently used, went');
    assert.deepEqual(contents(cache), ['a=1', 'c=3']);
  });

  it('setting a key again replaces its value and marks it as recently used', () => {
    const cache = cacheWithAB(2);
    cache.set('a', 10);
    cache.set('c', 3);
    assert.deepEqual(contents(cache), ['a=10', 'c=3']);
  });

  it('a miss changes nothing; delete and clear forget', () => {
    const cache = cacheWithAB(3);
    assert.equal(cache.get('z'), undefined);
    assert.deepEqual(contents(cache), ['a=1', 'b=2']);
    cache.delete('a');
    assert.deepEqual(contents(cache), ['b=2']);
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
