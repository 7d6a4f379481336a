import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page, PagingOptions } from '@bankdir/core';
import { foldText } from '@bankdir/core/driver';
import { bankReference } from './bank-reference.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import type { ConformanceOptions, Harness } from './harness.ts';
import { pageRequest, type ReadPage, serviceReader } from './page-walk.ts';
import { productReference } from './product-reference.ts';
import { expectedPageAround, orderIds } from './reference-order.ts';
import { sharedHarness } from './shared-harness.ts';
import { insertStandardData, standardData } from './standard-data.ts';
import { voteReference } from './vote-reference.ts';

type ListMethod = (options: PagingOptions & { countryCode?: string }) => Promise<Page<{ id: string }>>;

/** One paginated list of the API, with its items in its default order. */
interface PagedList {
  name: string;
  method: (harness: Harness) => ListMethod;
  /** Every item of the list in the default order. */
  ids: string[];
  /** An id of an existing item of another resource. */
  foreignId: string;
  /** Accepts countryCode. */
  countryCode: boolean;
}

/** Checks the page read after and before `cursorId` against the contract, when the cursor may not match the filters. */
async function assertPagesAround(
  read: ReadPage,
  allIds: string[],
  matches: (id: string) => boolean,
  cursorId: string,
  limit: number,
  label: string,
): Promise<void> {
  for (const cursor of [{ startingAfter: cursorId }, { endingBefore: cursorId }]) {
    const expected = expectedPageAround(allIds, matches, cursor, limit);
    const page = await read(pageRequest(limit, cursor));
    const where = `${label} ${'startingAfter' in cursor ? 'startingAfter' : 'endingBefore'}=${cursorId}`;
    assert.deepEqual(
      { ids: page.ids, nextCursor: page.nextCursor, previousCursor: page.previousCursor },
      expected,
      where,
    );
    assert.equal(page.hasMore, page.nextCursor !== null, `${where}: hasMore`);
  }
}

/** Every `step`-th element, so a few cursors from all over a list are tried. */
function sample<T>(items: readonly T[], count: number): T[] {
  const step = Math.max(1, Math.floor(items.length / count));
  return items.filter((_, index) => index % step === 0).slice(0, count);
}

export function pagingEdgeCasesConformance(options: ConformanceOptions): void {
  describe('cursor pagination: edge cases on every list', () => {
    const harness = sharedHarness(options, insertStandardData);
    const data = standardData();
    const banks = bankReference(data);
    const votes = voteReference(data);
    const products = productReference(data);
    const countryOrder = orderIds(data.countries, (country) => foldText(country.name), 'asc');
    const firstBank = data.banks[0]!;
    const lists: PagedList[] = [
      {
        name: 'GET /banks',
        method: (h) => h.directory.banks.list,
        ids: banks.order('name', 'asc'),
        foreignId: data.votes[0]!.id,
        countryCode: true,
      },
      {
        name: 'GET /bank-votes',
        method: (h) => h.directory.votes.list,
        ids: votes.order('desc'),
        foreignId: firstBank.id,
        countryCode: true,
      },
      {
        name: 'GET /bank-products',
        method: (h) => h.directory.products.listAll,
        ids: products.order('ratePercent', 'desc'),
        foreignId: firstBank.id,
        countryCode: true,
      },
      {
        name: 'GET /countries',
        method: (h) => h.directory.countries.list,
        ids: countryOrder,
        foreignId: firstBank.id,
        countryCode: false,
      },
    ];

    it('a cursor id that names no item of the list\'s resource is BAD_REQUEST at ["startingAfter"] or ["endingBefore"]', async () => {
      for (const list of lists) {
        const method = list.method(harness());
        for (const id of ['nosuchitem_0000000000', list.foreignId]) {
          await expectDirectoryError(() => method({ startingAfter: id }), 'BAD_REQUEST', ['startingAfter']);
          await expectDirectoryError(() => method({ endingBefore: id }), 'BAD_REQUEST', ['endingBefore']);
        }
      }
    });

    it('startingAfter and endingBefore given together are BAD_REQUEST', async () => {
      for (const list of lists) {
        const [a, b] = [list.ids[1]!, list.ids[5]!];
        const error = await expectDirectoryError(
          () => list.method(harness())({ startingAfter: a, endingBefore: b }),
          'BAD_REQUEST',
        );
        const named = (error.issues ?? []).map((issue) => issue.path[0]);
        assert.ok(
          named.includes('startingAfter') || named.includes('endingBefore'),
          `${list.name}: an issue names a cursor parameter, got ${JSON.stringify(error.issues)}`,
        );
      }
    });

    it('the first page has previousCursor null; endingBefore the first item and startingAfter the last give an empty page with both cursors null', async () => {
      for (const list of lists) {
        const method = list.method(harness());
        const first = await method({ limit: 3 });
        assert.deepEqual(
          first.data.map((item) => item.id),
          list.ids.slice(0, 3),
          `${list.name}: first page`,
        );
        assert.deepEqual(
          first.pagination,
          { hasMore: true, limit: 3, nextCursor: list.ids[2], previousCursor: null },
          `${list.name}: first page pagination`,
        );
        const empty = { hasMore: false, limit: 3, nextCursor: null, previousCursor: null };
        const beforeFirst = await method({ limit: 3, endingBefore: list.ids[0]! });
        assert.deepEqual(
          [beforeFirst.data, beforeFirst.pagination],
          [[], empty],
          `${list.name}: endingBefore the first item`,
        );
        const afterLast = await method({ limit: 3, startingAfter: list.ids[list.ids.length - 1]! });
        assert.deepEqual(
          [afterLast.data, afterLast.pagination],
          [[], empty],
          `${list.name}: startingAfter the last item`,
        );
      }
    });

    it('limit accepts 1 and 100, defaults to 10, and anything else is BAD_REQUEST at ["limit"]', async () => {
      for (const list of lists) {
        const method = list.method(harness());
        for (const [limit, size] of [
          [1, 1],
          [100, 100],
          [undefined, 10],
        ] as const) {
          const outcome = await method(limit === undefined ? {} : { limit });
          assert.deepEqual(
            outcome.data.map((item) => item.id),
            list.ids.slice(0, size),
            `${list.name} limit=${limit}`,
          );
          assert.equal(outcome.pagination?.limit, size, `${list.name} limit=${limit}: pagination.limit`);
          assert.equal(outcome.pagination?.hasMore, list.ids.length > size, `${list.name} limit=${limit}: hasMore`);
        }
        for (const limit of [0, 101, -1, 1.5, Number.NaN, '5', null, [1]]) {
          await expectDirectoryError(() => method({ limit: limit as number }), 'BAD_REQUEST', ['limit']);
        }
      }
    });

    it('a filter that matches nothing gives an empty page: no items, hasMore false, both cursors null', async () => {
      const h = harness();
      const unvoted = data.banks.find((bank) => !data.votes.some((vote) => vote.bankId === bank.id));
      const productless = data.banks.find(
        (bank) => !data.products.some((product) => product.bankId === bank.id && products.isPublic(product)),
      );
      assert.ok(unvoted && productless, 'the standard data has a bank without votes and one without public products');
      const empties: [string, Promise<Page<unknown>>][] = [
        ['banks search', h.directory.banks.list({ search: 'no bank has this name' })],
        ['votes of a bank without votes', h.directory.votes.list({ bankId: unvoted.id })],
        ['products of a bank without public products', h.directory.products.listAll({ bankId: productless.id })],
        ['countries search', h.directory.countries.list({ search: 'no country has this name' })],
      ];
      for (const [label, pending] of empties) {
        const outcome = await pending;
        assert.deepEqual(outcome.data, [], `${label}: no items`);
        assert.deepEqual(
          outcome.pagination,
          { hasMore: false, limit: 10, nextCursor: null, previousCursor: null },
          `${label}: pagination`,
        );
      }
    });

    it('a countryCode of no country gives an empty list even with a valid cursor, and an unknown cursor there is still BAD_REQUEST', async () => {
      for (const list of lists.filter((entry) => entry.countryCode)) {
        const method = list.method(harness());
        for (const query of [
          { countryCode: 'QQ' },
          { countryCode: 'qq', startingAfter: list.ids[3]! },
          { countryCode: 'QQ', endingBefore: list.ids[3]! },
        ]) {
          const outcome = await method(query);
          assert.deepEqual(outcome.data, [], `${list.name} ${JSON.stringify(query)}`);
          assert.equal(outcome.pagination?.nextCursor, null, `${list.name} ${JSON.stringify(query)}: nextCursor`);
          assert.equal(
            outcome.pagination?.previousCursor,
            null,
            `${list.name} ${JSON.stringify(query)}: previousCursor`,
          );
        }
        await expectDirectoryError(
          () => method({ countryCode: 'QQ', startingAfter: 'nosuchitem_0000000000' }),
          'BAD_REQUEST',
          ['startingAfter'],
        );
      }
    });

    it('a bank cursor outside the country or search filter is placed by its sort values', async () => {
      const h = harness();
      const home = data.banks[0]!.countryId;
      for (const sortBy of ['name', 'overall_score', 'rank'] as const) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          const all = banks.order(sortBy, sortOrder);
          const inHome = (id: string) => banks.bank(id).countryId === home;
          const read = serviceReader(h.directory.banks.list, { sortBy, sortOrder, countryId: home });
          for (const cursor of sample(
            all.filter((id) => !inHome(id)),
            6,
          ))
            await assertPagesAround(
              read,
              all,
              inHome,
              cursor,
              3,
              `banks sortBy=${sortBy}&sortOrder=${sortOrder}&countryId`,
            );
          const matchesSearch = (id: string) => foldText(banks.bank(id).name).includes('bank');
          const searchRead = serviceReader(h.directory.banks.list, { sortBy, sortOrder, search: 'bank' });
          for (const cursor of sample(
            all.filter((id) => !matchesSearch(id)),
            4,
          ))
            await assertPagesAround(
              searchRead,
              all,
              matchesSearch,
              cursor,
              5,
              `banks sortBy=${sortBy}&sortOrder=${sortOrder}&search`,
            );
        }
      }
    });

    it('a vote cursor of another bank, category or direction is placed by its createdAt', async () => {
      const h = harness();
      const bankId = data.votes[0]!.bankId;
      for (const sortOrder of ['asc', 'desc'] as const) {
        const all = votes.order(sortOrder);
        const ofBank = (id: string) => votes.vote(id).bankId === bankId;
        const read = serviceReader(h.directory.votes.list, { bankId, sortOrder });
        for (const cursor of sample(
          all.filter((id) => !ofBank(id)),
          6,
        ))
          await assertPagesAround(read, all, ofBank, cursor, 4, `votes sortOrder=${sortOrder}&bankId`);
        const downInLending = (id: string) => !votes.vote(id).isUp && votes.vote(id).category === 'LENDING';
        const filtered = serviceReader(h.directory.votes.list, { sortOrder, isUp: false, categories: ['LENDING'] });
        for (const cursor of sample(
          all.filter((id) => !downInLending(id)),
          4,
        ))
          await assertPagesAround(
            filtered,
            all,
            downInLending,
            cursor,
            4,
            `votes sortOrder=${sortOrder}&isUp=false&categories=LENDING`,
          );
      }
    });

    it('a product cursor that is not public (draft, archived or hidden) or outside the filters is placed by its sort values', async () => {
      const h = harness();
      for (const sortBy of ['ratePercent', 'name', 'effectiveDate'] as const) {
        for (const sortOrder of ['asc', 'desc'] as const) {
          const all = products.order(sortBy, sortOrder, {}, true);
          const publicLoans = (id: string) =>
            products.isPublic(products.product(id)) && products.product(id).fields.category === 'LOAN';
          const read = serviceReader(h.directory.products.listAll, { sortBy, sortOrder, categories: ['LOAN'] });
          const notPublic = all.filter((id) => !products.isPublic(products.product(id)));
          const otherCategory = all.filter((id) => products.isPublic(products.product(id)) && !publicLoans(id));
          for (const cursor of [...sample(notPublic, 4), ...sample(otherCategory, 3)]) {
            await assertPagesAround(
              read,
              all,
              publicLoans,
              cursor,
              4,
              `products sortBy=${sortBy}&sortOrder=${sortOrder}&categories=LOAN`,
            );
          }
        }
      }
    });

    it('a country cursor outside the search is placed by its name', async () => {
      const read = serviceReader(harness().directory.countries.list, { search: 'an' });
      const matches = (id: string) => foldText(banks.country(id).name).includes('an');
      for (const cursor of countryOrder.filter((id) => !matches(id)))
        await assertPagesAround(read, countryOrder, matches, cursor, 2, 'countries search=an');
    });
  });
}
