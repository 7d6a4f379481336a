import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ListBanksOptions } from '@bankdir/core';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';
import { assertWalk, serviceReader } from './page-walk.ts';
import { orderIds } from './reference-order.ts';
import { expectedMatches, semanticWorld } from './semantic-search.ts';

const QUERY = 'loans for farmers who need a tractor';

export function banksDescriptionConformance(options: ConformanceOptions): void {
  describe('GET /banks?description=: null, not_null, or banks ranked by similarity to a text', () => {
    it('null and not_null keep the banks without and with a description, in the order sortBy asks', (t) =>
      withHarness(options, async (harness) => {
        const world = await semanticWorld(t, harness);
        if (!world) return;
        const { directory } = world;
        const countryId = (await directory.banks.get(world.banks[0]!.id)).data.countryId;
        const bare = [
          await createTestBank(directory, { id: 'bank_desc_none_b', name: 'Bare B', countryId }),
          await createTestBank(directory, { id: 'bank_desc_none_a', name: 'Bare A', countryId, description: '' }),
        ];
        const without = await directory.banks.list({ description: 'null', include: ['meta'] });
        assert.deepEqual(
          without.data.map((bank) => bank.id),
          ['bank_desc_none_a', 'bank_desc_none_b'],
        );
        assert.equal(without.pagination?.meta?.total, 2);
        const withOne = await directory.banks.list({
          description: 'not_null',
          sortBy: 'name',
          sortOrder: 'desc',
          limit: 100,
        });
        assert.deepEqual(
          withOne.data.map((bank) => bank.id),
          orderIds(world.banks, (bank) => bank.name.toLowerCase(), 'desc'),
        );
        assert.ok(bare.every((bank) => !withOne.data.some((listed) => listed.id === bank.id)));
      }));

    it('any other text ranks the banks with a description by similarity (desc, then id), pages by keyset and honours the other filters', (t) =>
      withHarness(options, async (harness) => {
        const world = await semanticWorld(t, harness);
        if (!world) return;
        const { directory } = world;
        const countryId = (await directory.banks.get(world.banks[0]!.id)).data.countryId;
        await createTestBank(directory, { id: 'bank_desc_none', name: 'Bare', countryId });
        const expected = expectedMatches(world.banks, QUERY);
        expected.forEach((match, index) => {
          const next = expected[index + 1];
          if (next) assert.ok(match.exact - next.exact > 1e-6, 'the reference order has no near ties');
        });
        const ranked = expected.map((match) => match.bankId);
        const read = (query: ListBanksOptions) => serviceReader(directory.banks.list, { description: QUERY, ...query });
        await assertWalk(read({}), ranked, 2, 'description=text');
        await assertWalk(read({ sortBy: 'name', sortOrder: 'desc' }), ranked, 4, 'sortBy is ignored');
        const first = await directory.banks.list({ description: QUERY, include: ['meta'], limit: 1 });
        assert.equal(first.data[0]?.id, 'bank_sem_farm', 'the farm bank is the best match');
        assert.equal(
          first.pagination?.meta?.total,
          world.banks.length,
          'meta counts every bank that has a description',
        );
        const code = world.countryCodes[1]!;
        const inCountry = ranked.filter((id) => world.banks.findIndex((bank) => bank.id === id) % 2 === 1);
        await assertWalk(read({ countryCode: code }), inCountry, 2, `countryCode=${code}`);
        const named = ranked.filter((id) => /a/i.test(world.banks.find((bank) => bank.id === id)!.name));
        await assertWalk(read({ search: 'A' }), named, 3, 'search=A');
        // A cursor outside the filters is placed by its similarity; a bank without a description comes after all.
        const outside = inCountry[0] === ranked[0] ? ranked[1]! : ranked[0]!;
        const after = await directory.banks.list({ description: QUERY, countryCode: code, startingAfter: outside });
        const place = ranked.indexOf(outside);
        assert.deepEqual(
          after.data.map((bank) => bank.id),
          ranked.slice(place + 1).filter((id) => inCountry.includes(id)),
        );
        const last = await directory.banks.list({ description: QUERY, endingBefore: 'bank_desc_none', limit: 2 });
        assert.deepEqual(
          last.data.map((bank) => bank.id),
          ranked.slice(-2),
        );
        assert.deepEqual(
          (await directory.banks.list({ description: QUERY, startingAfter: 'bank_desc_none' })).data,
          [],
        );
        await expectDirectoryError(
          () => directory.banks.list({ description: QUERY, startingAfter: 'bank_nope' }),
          'BAD_REQUEST',
          ['startingAfter'],
        );
      }));

    it('without an embedding model a description text is SERVICE_UNAVAILABLE; null and not_null still answer; a bad value is BAD_REQUEST', () =>
      withHarness(options, async ({ directory }) => {
        await expectDirectoryError(() => directory.banks.list({ description: QUERY }), 'SERVICE_UNAVAILABLE');
        assert.deepEqual((await directory.banks.list({ description: 'null' })).data, []);
        for (const description of ['', '   ', 'x'.repeat(1001)])
          await expectDirectoryError(() => directory.banks.list({ description }), 'BAD_REQUEST', ['description']);
      }));
  });
}
