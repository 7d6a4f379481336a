import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Directory, Principal, ProductInput } from '@bankdir/core';
import { testPrincipal } from '../test-principal.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank, EMPTY_PRODUCT_FIELDS, fullProductBody, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, type Harness, withHarness } from './harness.ts';

/** Two banks, a representative of each and a stranger. */
interface ProductWorld {
  bankA: { id: string; name: string };
  bankB: { id: string; name: string };
  repA: Principal;
  repB: Principal;
  stranger: Principal;
}

async function productWorld({ directory, storage }: Harness): Promise<ProductWorld> {
  const { countries } = await seedCountries(storage);
  const bankA = await createTestBank(directory, { name: 'Products Bank A', countryId: countries[0]!.id });
  const bankB = await createTestBank(directory, { name: 'Products Bank B', countryId: countries[1]!.id });
  return {
    bankA,
    bankB,
    repA: testPrincipal({ accountId: 'acct_rep_a', plan: 'FREE', represents: [bankA.id] }),
    repB: testPrincipal({ accountId: 'acct_rep_b', plan: 'FREE', represents: [bankB.id] }),
    stranger: testPrincipal({ accountId: 'acct_stranger' }),
  };
}

/** Where a product shows: the cross-bank public list, the bank's public list, and its status in the managed list. */
async function whereShown(
  directory: Directory,
  rep: Principal,
  bankId: string,
  productId: string,
): Promise<{ listAll: boolean; published: boolean; managed: string | null }> {
  const listAll = (await directory.products.listAll({ bankId, limit: 100 })).data.some(
    (product) => product.id === productId,
  );
  const published = (await directory.products.listPublished(bankId)).data.some((product) => product.id === productId);
  const managed = (await directory.products.listManaged(rep, bankId)).data.find((product) => product.id === productId);
  return { listAll, published, managed: managed?.status ?? null };
}

const PUBLIC = (status: string) => ({ listAll: true, published: true, managed: status });
const PRIVATE = (status: string) => ({ listAll: false, published: false, managed: status });

/** The product fields a write should have stored, given the body sent. */
function storedFrom(body: Record<string, unknown>): Record<string, unknown> {
  const stored: Record<string, unknown> = { ...EMPTY_PRODUCT_FIELDS, ...body };
  if (typeof stored.currency === 'string') stored.currency = stored.currency.toUpperCase();
  return stored;
}

function assertTimeWithin(time: string, from: string, to: string, label: string): void {
  assert.ok(time >= from && time < to, `${label}: ${time} is within ${from} .. ${to}`);
}

export function productsLifecycleConformance(options: ConformanceOptions): void {
  describe("bank products: lifecycle, representatives and the operator's hiding", () => {
    it('a product created without status is PUBLISHED and public at once; with DRAFT or ARCHIVED it shows only in the managed list', () =>
      withHarness(options, async (harness) => {
        const { directory, clock } = harness;
        const world = await productWorld(harness);
        const from = clock.peek();
        const created = await directory.products.create(world.repA, world.bankA.id, {
          category: 'CARD',
          type: 'DEBIT_CARD',
          name: 'Everyday Debit',
        });
        assert.equal(created.created, true, 'created');
        assert.equal(created.data.status, 'PUBLISHED', 'status defaults to PUBLISHED');
        assert.equal(created.data.bankId, world.bankA.id);
        assert.equal(created.data.bankName, world.bankA.name, 'bankName');
        assert.equal(created.data.createdAt, created.data.updatedAt, 'createdAt = updatedAt');
        assertTimeWithin(created.data.createdAt, from, clock.peek(), 'createdAt');
        assert.deepEqual(await whereShown(directory, world.repA, world.bankA.id, created.data.id), PUBLIC('PUBLISHED'));
        for (const status of ['DRAFT', 'ARCHIVED', 'PUBLISHED'] as const) {
          const staged = await directory.products.create(world.repA, world.bankA.id, {
            category: 'LOAN',
            type: 'MORTGAGE',
            name: `Staged ${status}`,
            status,
          });
          assert.equal(staged.data.status, status, `created with status ${status}`);
          assert.deepEqual(
            await whereShown(directory, world.repA, world.bankA.id, staged.data.id),
            status === 'PUBLISHED' ? PUBLIC(status) : PRIVATE(status),
            `created ${status}`,
          );
        }
      }));

    it('a create stores every field as sent (currency upper-cased) and leaves absent optional fields empty', () =>
      withHarness(options, async (harness) => {
        const { directory, storage } = harness;
        const world = await productWorld(harness);
        const body = fullProductBody({ currency: 'eur' });
        const full = await directory.products.create(world.repA, world.bankA.id, body);
        const { id, createdAt, updatedAt } = full.data;
        assert.deepEqual(
          full.data,
          { ...storedFrom(body), id, bankId: world.bankA.id, createdAt, updatedAt, bankName: world.bankA.name },
          'every field',
        );
        const minimal = { category: 'OTHER', type: 'OTHER', name: 'Plain Product' } as const;
        const bare = await directory.products.create(world.repA, world.bankA.id, minimal);
        assert.deepEqual(
          bare.data,
          {
            ...storedFrom({ ...minimal, status: 'PUBLISHED' }),
            id: bare.data.id,
            bankId: world.bankA.id,
            createdAt: bare.data.createdAt,
            updatedAt: bare.data.updatedAt,
            bankName: world.bankA.name,
          },
          'optional fields empty',
        );
        assert.deepEqual(
          await storage.products.get(id),
          { ...full.data, hidden: false },
          'Storage.products.get returns the record with hidden: false',
        );
        const [listed] = (await directory.products.listManaged(world.repA, world.bankA.id)).data.filter(
          (product) => product.id === id,
        );
        assert.deepEqual(listed, full.data, 'the managed list shows the same record');
      }));

    it('a replace overwrites every field: sent status is set, absent status is kept, absent optional fields become empty', () =>
      withHarness(options, async (harness) => {
        const { directory, clock } = harness;
        const world = await productWorld(harness);
        const draft = (
          await directory.products.create(world.repA, world.bankA.id, fullProductBody({ status: 'DRAFT' }))
        ).data;
        const minimal = { category: 'CARD', type: 'CREDIT_CARD', name: 'Gold Card' } as const;
        const from = clock.peek();
        const replaced = await directory.products.replace(world.repA, world.bankA.id, draft.id, minimal);
        assert.notEqual(replaced.created, true, 'a replace creates nothing');
        assert.deepEqual(
          replaced.data,
          {
            ...storedFrom({ ...minimal, status: 'DRAFT' }),
            id: draft.id,
            bankId: world.bankA.id,
            createdAt: draft.createdAt,
            updatedAt: replaced.data.updatedAt,
            bankName: world.bankA.name,
          },
          'without status: DRAFT kept, other fields replaced',
        );
        assertTimeWithin(replaced.data.updatedAt, from, clock.peek(), 'updatedAt');
        assert.deepEqual(await whereShown(directory, world.repA, world.bankA.id, draft.id), PRIVATE('DRAFT'));

        const published = await directory.products.replace(
          world.repA,
          world.bankA.id,
          draft.id,
          fullProductBody({ status: 'PUBLISHED', name: 'Gold Card Plus' }),
        );
        assert.deepEqual(
          published.data,
          {
            ...storedFrom(fullProductBody({ status: 'PUBLISHED', name: 'Gold Card Plus' })),
            id: draft.id,
            bankId: world.bankA.id,
            createdAt: draft.createdAt,
            updatedAt: published.data.updatedAt,
            bankName: world.bankA.name,
          },
          'with status PUBLISHED',
        );
        assert.deepEqual(await whereShown(directory, world.repA, world.bankA.id, draft.id), PUBLIC('PUBLISHED'));
        const kept = await directory.products.replace(world.repA, world.bankA.id, draft.id, {
          ...minimal,
          displayOrder: 7,
        });
        assert.equal(kept.data.status, 'PUBLISHED', 'without status: PUBLISHED kept');
        assert.equal(kept.data.ratePercent, null, 'a field left out is emptied');
        const archived = await directory.products.replace(world.repA, world.bankA.id, draft.id, {
          ...minimal,
          status: 'ARCHIVED',
        });
        assert.equal(archived.data.status, 'ARCHIVED');
        assert.deepEqual(await whereShown(directory, world.repA, world.bankA.id, draft.id), PRIVATE('ARCHIVED'));
      }));

    it('a status change keeps every detail; ARCHIVED and DRAFT leave the public lists and PUBLISHED brings the product back', () =>
      withHarness(options, async (harness) => {
        const { directory } = harness;
        const world = await productWorld(harness);
        const product = (await directory.products.create(world.repA, world.bankA.id, fullProductBody())).data;
        let previous = product.updatedAt;
        for (const status of ['ARCHIVED', 'DRAFT', 'PUBLISHED', 'PUBLISHED', 'ARCHIVED'] as const) {
          const changed = await directory.products.setStatus(world.repA, world.bankA.id, product.id, { status });
          assert.deepEqual(
            changed.data,
            { ...product, status, updatedAt: changed.data.updatedAt },
            `setStatus ${status}: only status and updatedAt change`,
          );
          assert.ok(changed.data.updatedAt > previous, `setStatus ${status}: updatedAt moves on`);
          previous = changed.data.updatedAt;
          assert.deepEqual(
            await whereShown(directory, world.repA, world.bankA.id, product.id),
            status === 'PUBLISHED' ? PUBLIC(status) : PRIVATE(status),
            `after setStatus ${status}`,
          );
        }
        for (const [body, path] of [
          [{ status: 'LIVE' }, ['status']],
          [{}, ['status']],
          [{ status: 'DRAFT', name: 'x' }, ['name']],
          [null, []],
          [{ status: 'published' }, ['status']],
        ] as const) {
          await expectDirectoryError(
            () => directory.products.setStatus(world.repA, world.bankA.id, product.id, body as never),
            'BAD_REQUEST',
            path,
          );
        }
      }));

    it('a delete is permanent: the product leaves every list and later writes on it are NOT_FOUND', () =>
      withHarness(options, async (harness) => {
        const { directory, storage } = harness;
        const world = await productWorld(harness);
        const product = (await directory.products.create(world.repA, world.bankA.id, fullProductBody())).data;
        const other = (
          await directory.products.create(world.repA, world.bankA.id, fullProductBody({ name: 'Other Savings' }))
        ).data;
        assert.deepEqual((await directory.products.delete(world.repA, world.bankA.id, product.id)).data, {
          id: product.id,
        });
        assert.equal(await storage.products.get(product.id), undefined, 'Storage.products.get');
        assert.deepEqual(
          (await directory.products.listManaged(world.repA, world.bankA.id)).data.map((p) => p.id),
          [other.id],
          'managed list',
        );
        assert.deepEqual(
          (await directory.products.listAll({})).data.map((p) => p.id),
          [other.id],
          'public list',
        );
        await expectDirectoryError(
          () => directory.products.delete(world.repA, world.bankA.id, product.id),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () => directory.products.replace(world.repA, world.bankA.id, product.id, fullProductBody()),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () => directory.products.setStatus(world.repA, world.bankA.id, product.id, { status: 'PUBLISHED' }),
          'NOT_FOUND',
        );
        await expectDirectoryError(() => directory.admin.hideProduct(product.id), 'NOT_FOUND');
      }));

    it("only an approved representative of the path's bank may write or see the managed list: NOT_REPRESENTATIVE before NOT_FOUND before BAD_REQUEST", () =>
      withHarness(options, async (harness) => {
        const { directory } = harness;
        const world = await productWorld(harness);
        const product = (await directory.products.create(world.repA, world.bankA.id, fullProductBody())).data;
        const unknownBank = 'bank_doesnotexist0000';
        for (const caller of [world.stranger, world.repB]) {
          for (const bankId of [world.bankA.id, unknownBank]) {
            await expectDirectoryError(
              () => directory.products.create(caller, bankId, fullProductBody()),
              'NOT_REPRESENTATIVE',
            );
            await expectDirectoryError(
              () => directory.products.create(caller, bankId, { bogus: true } as never),
              'NOT_REPRESENTATIVE',
            );
            await expectDirectoryError(
              () => directory.products.replace(caller, bankId, product.id, fullProductBody()),
              'NOT_REPRESENTATIVE',
            );
            await expectDirectoryError(
              () => directory.products.setStatus(caller, bankId, product.id, { status: 'DRAFT' }),
              'NOT_REPRESENTATIVE',
            );
            await expectDirectoryError(
              () => directory.products.delete(caller, bankId, product.id),
              'NOT_REPRESENTATIVE',
            );
            await expectDirectoryError(() => directory.products.listManaged(caller, bankId), 'NOT_REPRESENTATIVE');
          }
        }
        // A representative of B reaching A's product through B's path: the product is not B's.
        await expectDirectoryError(
          () => directory.products.replace(world.repB, world.bankB.id, product.id, fullProductBody()),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () => directory.products.setStatus(world.repB, world.bankB.id, product.id, { status: 'DRAFT' }),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () => directory.products.delete(world.repB, world.bankB.id, product.id),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () => directory.products.replace(world.repA, world.bankA.id, 'prod_doesnotexist0000', fullProductBody()),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () =>
            directory.products.replace(world.repA, world.bankA.id, 'prod_doesnotexist0000', { bogus: true } as never),
          'NOT_FOUND',
        );
        const repOfGhost = testPrincipal({ accountId: 'acct_ghost', represents: [unknownBank] });
        await expectDirectoryError(
          () => directory.products.create(repOfGhost, unknownBank, fullProductBody()),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () => directory.products.create(repOfGhost, unknownBank, { bogus: true } as never),
          'NOT_FOUND',
        );
        await expectDirectoryError(
          () => directory.products.replace(world.repA, world.bankA.id, product.id, { bogus: true } as never),
          'BAD_REQUEST',
          ['bogus'],
        );
        const [unchanged] = (await directory.products.listManaged(world.repA, world.bankA.id)).data;
        assert.deepEqual(unchanged, product, 'no refused call changed the product');
        assert.deepEqual(
          (await directory.products.listManaged(world.repB, world.bankB.id)).data,
          [],
          'nothing was created at B',
        );
      }));

    it('a product hidden by the operator leaves the public lists, keeps its status in the managed list, and stays hidden through status changes and replaces until unhidden', () =>
      withHarness(options, async (harness) => {
        const { directory, storage } = harness;
        const world = await productWorld(harness);
        const product = (await directory.products.create(world.repA, world.bankA.id, fullProductBody())).data;
        const hidden = await directory.admin.hideProduct(product.id);
        assert.deepEqual(
          [hidden.hidden, hidden.status],
          [true, 'PUBLISHED'],
          'hideProduct answers the record, hidden, status kept',
        );
        assert.deepEqual(
          await whereShown(directory, world.repA, world.bankA.id, product.id),
          PRIVATE('PUBLISHED'),
          'hidden',
        );
        await directory.products.setStatus(world.repA, world.bankA.id, product.id, { status: 'DRAFT' });
        await directory.products.setStatus(world.repA, world.bankA.id, product.id, { status: 'PUBLISHED' });
        assert.deepEqual(
          await whereShown(directory, world.repA, world.bankA.id, product.id),
          PRIVATE('PUBLISHED'),
          'still hidden after status changes',
        );
        await directory.products.replace(
          world.repA,
          world.bankA.id,
          product.id,
          fullProductBody({ name: 'Renamed Savings' }),
        );
        assert.deepEqual(
          await whereShown(directory, world.repA, world.bankA.id, product.id),
          PRIVATE('PUBLISHED'),
          'still hidden after a replace',
        );
        assert.equal((await storage.products.get(product.id))?.hidden, true, 'Storage keeps the hidden flag');
        const shown = await directory.admin.unhideProduct(product.id);
        assert.deepEqual([shown.hidden, shown.status, shown.name], [false, 'PUBLISHED', 'Renamed Savings']);
        assert.deepEqual(
          await whereShown(directory, world.repA, world.bankA.id, product.id),
          PUBLIC('PUBLISHED'),
          'unhidden',
        );
        const draft = (
          await directory.products.create(
            world.repA,
            world.bankA.id,
            fullProductBody({ status: 'DRAFT', name: 'Hidden Draft' }),
          )
        ).data;
        await directory.admin.hideProduct(draft.id);
        await directory.admin.unhideProduct(draft.id);
        assert.deepEqual(
          await whereShown(directory, world.repA, world.bankA.id, draft.id),
          PRIVATE('DRAFT'),
          'unhiding a draft does not publish it',
        );
        await expectDirectoryError(() => directory.admin.hideProduct('prod_doesnotexist0000'), 'NOT_FOUND');
        await expectDirectoryError(() => directory.admin.unhideProduct('prod_doesnotexist0000'), 'NOT_FOUND');
      }));

    it('a bad product body is BAD_REQUEST with an issue at each offending field, and nothing is written', () =>
      withHarness(options, async (harness) => {
        const { directory } = harness;
        const world = await productWorld(harness);
        const base = { category: 'ACCOUNT', type: 'CHECKING_ACCOUNT', name: 'Checking' } as const;
        const long = (length: number) => 'x'.repeat(length);
        const cases: [unknown, (string | number)[]][] = [
          [{}, ['category']],
          [{}, ['type']],
          [{}, ['name']],
          [{ ...base, category: 'NOPE' }, ['category']],
          [{ ...base, type: 'NOPE' }, ['type']],
          [{ ...base, name: 'A' }, ['name']],
          [{ ...base, name: long(161) }, ['name']],
          [{ ...base, name: 42 }, ['name']],
          [{ ...base, status: 'LIVE' }, ['status']],
          [{ ...base, displayOrder: -1 }, ['displayOrder']],
          [{ ...base, displayOrder: 1000 }, ['displayOrder']],
          [{ ...base, displayOrder: 1.5 }, ['displayOrder']],
          [{ ...base, features: ['a', 'b', 'c', 42] }, ['features', 3]],
          [{ ...base, features: [long(501)] }, ['features', 0]],
          [{ ...base, features: Array.from({ length: 51 }, () => 'f') }, ['features']],
          [{ ...base, attributes: [{ label: 'a', value: 'b' }, { value: 'x' }] }, ['attributes', 1, 'label']],
          [{ ...base, attributes: [{ label: 'a', value: 'b', colour: 'red' }] }, ['attributes', 0, 'colour']],
          [{ ...base, currency: 'EURO' }, ['currency']],
          [{ ...base, url: 'not a url' }, ['url']],
          [{ ...base, url: 'ftp://bank.example/file' }, ['url']],
          [{ ...base, effectiveDate: '2025-13-01' }, ['effectiveDate']],
          [{ ...base, effectiveDate: '01/02/2025' }, ['effectiveDate']],
          [{ ...base, rateType: 'APYY' }, ['rateType']],
          [{ ...base, ratePercent: 1000.5 }, ['ratePercent']],
          [{ ...base, ratePercent: -101 }, ['ratePercent']],
          [{ ...base, ratePercent: '2.5' }, ['ratePercent']],
          [{ ...base, rateMinPercent: 5, rateMaxPercent: 4 }, ['rateMinPercent']],
          [{ ...base, monthlyFeeCents: 1.5 }, ['monthlyFeeCents']],
          [{ ...base, annualFeeCents: -1 }, ['annualFeeCents']],
          [{ ...base, minimumBalanceCents: 1_000_000_000_001 }, ['minimumBalanceCents']],
          [{ ...base, termMonths: 'twelve' }, ['termMonths']],
          [{ ...base, summary: long(501) }, ['summary']],
          [{ ...base, details: long(20_001) }, ['details']],
          [{ ...base, bogus: true }, ['bogus']],
          [{ ...base, id: 'prod_mine' }, ['id']],
          [{ ...base, bankName: 'Other' }, ['bankName']],
          [null, []],
          [[base], []],
          ['text', []],
        ];
        for (const [body, path] of cases) {
          await expectDirectoryError(
            () => directory.products.create(world.repA, world.bankA.id, body as never),
            'BAD_REQUEST',
            path,
          );
        }
        const error = await expectDirectoryError(
          () =>
            directory.products.create(world.repA, world.bankA.id, {
              ...base,
              name: 'A',
              displayOrder: 1000,
              bogus: 1,
            } as never),
          'BAD_REQUEST',
        );
        assert.deepEqual(
          new Set(error.issues?.map((issue) => JSON.stringify(issue.path))),
          new Set(['["name"]', '["displayOrder"]', '["bogus"]']),
          'every problem is listed at once',
        );
        assert.deepEqual(
          (await directory.products.listManaged(world.repA, world.bankA.id)).data,
          [],
          'nothing was written',
        );
        const edges = {
          ...base,
          name: long(160),
          displayOrder: 999,
          ratePercent: 1000,
          rateMinPercent: -100,
          rateMaxPercent: -100,
          features: Array.from({ length: 50 }, () => long(500)),
          monthlyFeeCents: 1_000_000_000_000,
        };
        const accepted = await directory.products.create(world.repA, world.bankA.id, edges as ProductInput);
        assert.deepEqual(
          [accepted.data.name.length, accepted.data.displayOrder, accepted.data.features.length],
          [160, 999, 50],
          'the limits themselves are accepted',
        );
        const zero = await directory.products.create(world.repA, world.bankA.id, {
          ...base,
          name: 'OK',
          displayOrder: 0,
        });
        assert.equal(zero.data.displayOrder, 0, 'displayOrder 0 is kept, not emptied');
      }));
  });
}
