import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compareListOrder, type KeysetSource, readKeysetPage, type SortValue } from '../src/driver.ts';
import { DirectoryError } from '../src/index.ts';

interface Item {
  id: string;
  value: SortValue;
}

/** An in-memory list that walks by the reference order: what every driver must match. */
function memorySource(
  items: Item[],
  order: 'asc' | 'desc',
  filter: (item: Item) => boolean = () => true,
): KeysetSource<Item, Item> {
  const sorted = [...items].sort((a, b) => compareListOrder(a, b, order));
  return {
    keyOfId: async (id) => items.find((item) => item.id === id),
    keyOf: (item) => item,
    walk: async (from, direction, count) => {
      const visible = sorted.filter(filter);
      if (direction === 'forward')
        return visible.filter((item) => from === null || compareListOrder(item, from, order) > 0).slice(0, count);
      return visible
        .filter((item) => from === null || compareListOrder(item, from, order) < 0)
        .reverse()
        .slice(0, count);
    },
  };
}

const items: Item[] = [
  { id: 'a', value: 3 },
  { id: 'b', value: null },
  { id: 'c', value: 1 },
  { id: 'd', value: 3 },
  { id: 'e', value: 2 },
];

describe('readKeysetPage', () => {
  it('takes a cursor the source holds for the page’s neighbour, walking one statement per page', async () => {
    const plain = memorySource(items, 'desc');
    const walks: string[] = [];
    const holding: KeysetSource<Item, Item> = {
      ...plain,
      walk: (from, direction, count) => {
        walks.push(direction);
        return plain.walk(from, direction, count);
      },
      cursorMatchesFilters: () => true,
    };
    const after = await readKeysetPage(holding, { limit: 2, startingAfter: 'd' });
    const before = await readKeysetPage(holding, { limit: 2, endingBefore: 'c' });
    assert.deepEqual(walks, ['forward', 'backward'], 'no probe beyond the one walk of each page');
    assert.deepEqual(after, await readKeysetPage(plain, { limit: 2, startingAfter: 'd' }));
    assert.deepEqual(before, await readKeysetPage(plain, { limit: 2, endingBefore: 'c' }));
  });

  it('walks forward with empty values last and id as tie-break', async () => {
    const source = memorySource(items, 'desc');
    const first = await readKeysetPage(source, { limit: 2 });
    assert.deepEqual(
      first.items.map((i) => i.id),
      ['a', 'd'],
    );
    assert.equal(first.previousCursor, null);
    assert.equal(first.nextCursor, 'd');
    const second = await readKeysetPage(source, { limit: 2, startingAfter: 'd' });
    assert.deepEqual(
      second.items.map((i) => i.id),
      ['e', 'c'],
    );
    assert.equal(second.previousCursor, 'e');
    const last = await readKeysetPage(source, { limit: 2, startingAfter: 'c' });
    assert.deepEqual(
      last.items.map((i) => i.id),
      ['b'],
    );
    assert.equal(last.nextCursor, null);
  });

  it('walks backward with ending_before, keeping the list order', async () => {
    const source = memorySource(items, 'asc');
    const page = await readKeysetPage(source, { limit: 2, endingBefore: 'b' });
    assert.deepEqual(
      page.items.map((i) => i.id),
      ['a', 'd'],
    );
    assert.equal(page.previousCursor, 'a');
    assert.equal(page.nextCursor, 'd');
    const first = await readKeysetPage(source, { limit: 5, endingBefore: 'e' });
    assert.deepEqual(
      first.items.map((i) => i.id),
      ['c'],
    );
    assert.equal(first.previousCursor, null);
  });

  it('places a cursor that the filters leave out by its sort value', async () => {
    const source = memorySource(items, 'asc', (item) => item.id !== 'e');
    const page = await readKeysetPage(source, { limit: 10, startingAfter: 'e' });
    assert.deepEqual(
      page.items.map((i) => i.id),
      ['a', 'd', 'b'],
    );
    assert.equal(page.previousCursor, 'a');
  });

  it('gives an empty page with both cursors null past the end', async () => {
    const page = await readKeysetPage(memorySource(items, 'asc'), { limit: 3, startingAfter: 'b' });
    assert.deepEqual(page, { items: [], nextCursor: null, previousCursor: null });
  });

  it('rejects a cursor that names no item, at the option that carried it', async () => {
    await assert.rejects(
      readKeysetPage(memorySource(items, 'asc'), { limit: 3, endingBefore: 'zz' }),
      (error: unknown) => {
        assert.ok(error instanceof DirectoryError);
        assert.equal(error.code, 'BAD_REQUEST');
        assert.deepEqual(error.issues?.[0]?.path, ['endingBefore']);
        return true;
      },
    );
  });
});
