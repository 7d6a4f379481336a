import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ApplicationRecord, Directory } from '@bankdir/core';
import { testPrincipal } from '../test-principal.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';

const alice = testPrincipal({ accountId: 'acct_alice' });
const bob = testPrincipal({ accountId: 'acct_bob' });
const note = 'I run the bank’s communications team.';

async function twoBanks(directory: Directory, storage: Parameters<typeof seedCountries>[0]) {
  const { countries } = await seedCountries(storage);
  const bank = await createTestBank(directory, { countryId: countries[0]!.id });
  const other = await createTestBank(directory, { countryId: countries[1]!.id });
  return { bank, other };
}

export function representativeApplicationsConformance(options: ConformanceOptions): void {
  describe('representative applications: apply, withdraw, approve, reject', () => {
    it('apply stores a PENDING application with the trimmed note and the time, undecided, and listMine shows it', () =>
      withHarness(options, async ({ directory, storage, clock }) => {
        const { bank } = await twoBanks(directory, storage);
        const from = clock.peek();
        const outcome = await directory.representatives.apply(alice, bank.id, { note: `  ${note}\n` });
        assert.equal(outcome.created, true);
        const application = outcome.data;
        assert.match(application.id, /^app_/);
        assert.ok(
          application.createdAt >= from && application.createdAt < clock.peek(),
          'createdAt is the time of apply',
        );
        assert.deepEqual(application, {
          id: application.id,
          accountId: 'acct_alice',
          bankId: bank.id,
          note,
          status: 'PENDING',
          createdAt: application.createdAt,
          decidedAt: null,
          decidedBy: null,
          reason: null,
        });
        assert.deepEqual((await directory.representatives.listMine(alice)).data, [application]);
        assert.deepEqual((await directory.representatives.listMine(bob)).data, [], 'another account sees none');
        assert.equal(await directory.admin.isRepresentative('acct_alice', bank.id), false, 'applying is not approval');
      }));

    it('one open application per account and bank: a second is a 400 at bankId; other banks and accounts may apply', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { bank, other } = await twoBanks(directory, storage);
        const first = (await directory.representatives.apply(alice, bank.id, { note })).data;
        const error = await expectDirectoryError(
          () => directory.representatives.apply(alice, bank.id, { note: 'Again' }),
          'BAD_REQUEST',
          ['bankId'],
        );
        assert.match(error.issues![0]!.message, new RegExp(first.id), 'the issue names the open application');
        await directory.representatives.apply(alice, other.id, { note });
        await directory.representatives.apply(bob, bank.id, { note });
        await directory.representatives.withdraw(alice, first.id);
        const again = await directory.representatives.apply(alice, bank.id, { note: 'Again' });
        assert.equal(again.data.status, 'PENDING', 'a withdrawn application leaves room for a new one');
        await directory.admin.rejectApplication(again.data.id);
        await directory.representatives.apply(alice, bank.id, { note: 'Third time' });
        assert.equal((await directory.representatives.listMine(alice)).data.length, 4, 'every application is kept');
      }));

    it('two applications of one account for one bank at once: exactly one is stored, the other is a 400', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { bank } = await twoBanks(directory, storage);
        const results = await Promise.allSettled([
          directory.representatives.apply(alice, bank.id, { note: 'First' }),
          directory.representatives.apply(alice, bank.id, { note: 'Second' }),
        ]);
        assert.deepEqual(results.map((result) => result.status).sort(), ['fulfilled', 'rejected']);
        const rejected = results.find((result) => result.status === 'rejected')!;
        await expectDirectoryError(Promise.reject(rejected.reason), 'BAD_REQUEST', ['bankId']);
        assert.equal((await directory.representatives.listMine(alice)).data.length, 1);
      }));

    it('an account that already represents the bank cannot apply: 400 at bankId; after a revoke it can', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { bank } = await twoBanks(directory, storage);
        await directory.admin.approveRepresentative('acct_alice', bank.id);
        await expectDirectoryError(() => directory.representatives.apply(alice, bank.id, { note }), 'BAD_REQUEST', [
          'bankId',
        ]);
        await directory.admin.revokeRepresentative('acct_alice', bank.id);
        await directory.representatives.apply(alice, bank.id, { note });
      }));

    it('the note is 1 to 1,000 characters, not only spaces, and keeps the text rule; an unknown bank is a 404', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { bank } = await twoBanks(directory, storage);
        const cases: [unknown, (string | number)[]][] = [
          [{}, ['note']],
          [{ note: '' }, ['note']],
          [{ note: '   ' }, ['note']],
          [{ note: 'x'.repeat(1001) }, ['note']],
          [{ note: 42 }, ['note']],
          [{ note: 'a\u0000b' }, ['note']],
          [{ note, extra: true }, ['extra']],
        ];
        for (const [input, path] of cases) {
          await expectDirectoryError(
            () => directory.representatives.apply(alice, bank.id, input as { note: string }),
            'BAD_REQUEST',
            path,
          );
        }
        assert.deepEqual((await directory.representatives.listMine(alice)).data, [], 'nothing written');
        await expectDirectoryError(
          () => directory.representatives.apply(alice, 'bank_doesnotexist', { note }),
          'NOT_FOUND',
        );
        const longest = await directory.representatives.apply(alice, bank.id, { note: 'x'.repeat(1000) });
        assert.equal(longest.data.note.length, 1000, '1,000 characters is allowed');
      }));

    it('withdraw: only the applicant, only while PENDING; it records decidedAt and no operator', () =>
      withHarness(options, async ({ directory, storage, clock }) => {
        const { bank } = await twoBanks(directory, storage);
        const application = (await directory.representatives.apply(alice, bank.id, { note })).data;
        await expectDirectoryError(() => directory.representatives.withdraw(bob, application.id), 'NOT_FOUND');
        await expectDirectoryError(() => directory.representatives.withdraw(alice, 'app_doesnotexist'), 'NOT_FOUND');
        const from = clock.peek();
        const withdrawn = (await directory.representatives.withdraw(alice, application.id)).data;
        assert.equal(withdrawn.status, 'WITHDRAWN');
        assert.ok(withdrawn.decidedAt !== null && withdrawn.decidedAt >= from, 'decidedAt is the time of withdrawal');
        assert.equal(withdrawn.decidedBy, null);
        await expectDirectoryError(() => directory.representatives.withdraw(alice, application.id), 'BAD_REQUEST', [
          'applicationId',
        ]);
        await expectDirectoryError(() => directory.admin.approveApplication(application.id), 'BAD_REQUEST', [
          'applicationId',
        ]);
        assert.equal(await directory.admin.isRepresentative('acct_alice', bank.id), false);
      }));

    it('approveApplication makes the account a representative; the first approval claims the bank, later ones keep it', () =>
      withHarness(options, async ({ directory, storage, clock }) => {
        const { bank } = await twoBanks(directory, storage);
        const first = (await directory.representatives.apply(alice, bank.id, { note })).data;
        const second = (await directory.representatives.apply(bob, bank.id, { note })).data;
        const from = clock.peek();
        const approved = await directory.admin.approveApplication(first.id, { decidedBy: 'acct_operator' });
        assert.equal(approved.application.status, 'APPROVED');
        assert.equal(approved.application.decidedBy, 'acct_operator');
        assert.ok(approved.claimedAt !== null && approved.claimedAt >= from, 'the first approval claims the bank');
        assert.equal(approved.application.decidedAt, approved.claimedAt, 'decided and claimed at the same time');
        assert.equal((await directory.banks.get(bank.id)).data.claimedAt, approved.claimedAt);
        assert.equal(await directory.admin.isRepresentative('acct_alice', bank.id), true);
        const later = await directory.admin.approveApplication(second.id);
        assert.equal(later.claimedAt, approved.claimedAt, 'a later approval keeps claimedAt');
        assert.equal(later.application.decidedBy, null, 'no operator named');
        await expectDirectoryError(() => directory.admin.approveApplication(first.id), 'BAD_REQUEST', [
          'applicationId',
        ]);
        await expectDirectoryError(() => directory.admin.approveApplication('app_doesnotexist'), 'NOT_FOUND');
        assert.deepEqual(await directory.admin.revokeRepresentative('acct_alice', bank.id), { revoked: true });
        assert.equal(await directory.admin.isRepresentative('acct_alice', bank.id), false, 'an operator can revoke');
        assert.equal((await directory.storage.applications.get(first.id))!.status, 'APPROVED', 'the record stays');
      }));

    it('rejectApplication records the reason and makes no representative; only a PENDING application is decided', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { bank } = await twoBanks(directory, storage);
        const application = (await directory.representatives.apply(alice, bank.id, { note })).data;
        await expectDirectoryError(
          () => directory.admin.rejectApplication(application.id, { reason: 'x'.repeat(1001) }),
          'BAD_REQUEST',
          ['reason'],
        );
        await expectDirectoryError(
          () => directory.admin.rejectApplication(application.id, { reason: 'bad\u0001' }),
          'BAD_REQUEST',
          ['reason'],
        );
        const rejected = await directory.admin.rejectApplication(application.id, {
          reason: ' Not an employee. ',
          decidedBy: 'acct_operator',
        });
        assert.deepEqual(
          [rejected.status, rejected.reason, rejected.decidedBy],
          ['REJECTED', 'Not an employee.', 'acct_operator'],
        );
        assert.equal(await directory.admin.isRepresentative('acct_alice', bank.id), false);
        assert.equal((await directory.banks.get(bank.id)).data.claimedAt, null, 'a rejection claims nothing');
        await expectDirectoryError(() => directory.admin.rejectApplication(application.id), 'BAD_REQUEST', [
          'applicationId',
        ]);
        await expectDirectoryError(() => directory.representatives.withdraw(alice, application.id), 'BAD_REQUEST', [
          'applicationId',
        ]);
      }));

    it('listApplications: newest first, by status and bank, in keyset pages both ways; bad options are 400s', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { bank, other } = await twoBanks(directory, storage);
        const made: ApplicationRecord[] = [];
        for (const [principal, bankId] of [
          [alice, bank.id],
          [bob, bank.id],
          [alice, other.id],
          [testPrincipal({ accountId: 'acct_carol' }), bank.id],
          [bob, other.id],
        ] as const) {
          made.push((await directory.representatives.apply(principal, bankId, { note })).data);
        }
        await directory.admin.rejectApplication(made[1]!.id);
        const newestFirst = [...made].reverse().map((application) => application.id);
        const all = await directory.admin.listApplications({ limit: 100 });
        assert.deepEqual(
          all.data.map((application) => application.id),
          newestFirst,
        );
        const pending = await directory.admin.listApplications({ status: 'PENDING' });
        assert.deepEqual(
          pending.data.map((application) => application.id),
          newestFirst.filter((id) => id !== made[1]!.id),
        );
        const ofBank = await directory.admin.listApplications({ bankId: bank.id, status: 'PENDING' });
        assert.deepEqual(
          ofBank.data.map((application) => application.id),
          [made[3]!.id, made[0]!.id],
        );
        assert.deepEqual((await directory.admin.listApplications({ bankId: 'bank_none' })).data, []);

        const first = await directory.admin.listApplications({ limit: 2 });
        assert.deepEqual(
          first.data.map((application) => application.id),
          newestFirst.slice(0, 2),
        );
        assert.equal(first.pagination.previousCursor, null);
        const second = await directory.admin.listApplications({
          limit: 2,
          startingAfter: first.pagination.nextCursor!,
        });
        assert.deepEqual(
          second.data.map((application) => application.id),
          newestFirst.slice(2, 4),
        );
        const back = await directory.admin.listApplications({
          limit: 2,
          endingBefore: second.pagination.previousCursor!,
        });
        assert.deepEqual(back.data, first.data, 'endingBefore walks back to the first page');
        const last = await directory.admin.listApplications({ limit: 2, startingAfter: second.pagination.nextCursor! });
        assert.deepEqual(
          last.data.map((application) => application.id),
          newestFirst.slice(4),
        );
        assert.equal(last.pagination.nextCursor, null);

        await expectDirectoryError(
          () => directory.admin.listApplications({ startingAfter: 'app_doesnotexist' }),
          'BAD_REQUEST',
          ['startingAfter'],
        );
        await expectDirectoryError(
          () => directory.admin.listApplications({ status: 'OPEN' as 'PENDING' }),
          'BAD_REQUEST',
          ['status'],
        );
        await expectDirectoryError(() => directory.admin.listApplications({ sortBy: 'id' } as object), 'BAD_REQUEST', [
          'sortBy',
        ]);
      }));

    it('deleting a bank removes its applications', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { bank, other } = await twoBanks(directory, storage);
        const gone = (await directory.representatives.apply(alice, bank.id, { note })).data;
        const kept = (await directory.representatives.apply(alice, other.id, { note })).data;
        await directory.admin.deleteBank(bank.id);
        assert.equal(await directory.storage.applications.get(gone.id), undefined);
        assert.deepEqual(
          (await directory.representatives.listMine(alice)).data.map((application) => application.id),
          [kept.id],
        );
      }));
  });
}
