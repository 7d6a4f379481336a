import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { AuditActor, AuditEntry, Directory, ListAuditOptions } from '@bankdir/core';
import type { Storage } from '@bankdir/core/driver';
import { testPrincipal } from '../test-principal.ts';
import { expectDirectoryError } from './expect-directory-error.ts';
import { createTestBank, seedCountries } from './fixtures.ts';
import { type ConformanceOptions, withHarness } from './harness.ts';

const ada: AuditActor = { kind: 'cli', id: 'ada' };
const grace: AuditActor = { kind: 'account', id: 'acct_grace', name: 'grace@example.org' };

/** Every entry the options keep, newest first, read page by page. */
async function allEntries(directory: Directory, options: ListAuditOptions = {}): Promise<AuditEntry[]> {
  const entries: AuditEntry[] = [];
  for (let startingAfter: string | undefined; ; ) {
    const page = await directory.admin.audit.list({ limit: 3, ...options, ...(startingAfter && { startingAfter }) });
    entries.push(...page.data);
    if (page.pagination.nextCursor === null) return entries;
    startingAfter = page.pagination.nextCursor;
  }
}

const actions = (entries: readonly AuditEntry[]) => entries.map((entry) => entry.action);

/** A test entry, appended straight to the storage. */
function entry(id: string, at: string, action: string, actor: AuditActor = ada): AuditEntry {
  return { id, at, actor, action, subject: null, before: null, after: { n: id }, reason: null };
}

async function appendSample(storage: Storage): Promise<AuditEntry[]> {
  const sample = [
    entry('audit_1', '2025-02-01T00:00:00.000Z', 'bank.create'),
    entry('audit_2', '2025-02-02T00:00:00.000Z', 'bank.update', grace),
    entry('audit_3', '2025-02-03T00:00:00.000Z', 'banks.import'),
    entry('audit_4', '2025-02-03T00:00:00.000Z', 'account.setRole', grace),
    entry('audit_5', '2025-02-04T00:00:00.000Z', 'bank.create.draft'),
    entry('audit_6', '2025-02-05T00:00:00.000Z', 'story.hide'),
  ];
  for (const item of sample) await storage.audit.append(item);
  return sample;
}

export function auditTrailConformance(options: ConformanceOptions): void {
  describe('audit trail: every operator write leaves one entry, in its own transaction', () => {
    it('bank create, update and delete each record who, when, the bank before and after, and the reason', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const bank = await directory.admin.createBank(
          { name: 'Audit Bank', url: 'https://audit.example/', countryId: countries[0]!.id },
          { actor: ada, reason: '  New in the registry. ' },
        );
        await directory.admin.updateBank(bank.id, { name: 'Audit Bank AG' }, { actor: grace });
        await directory.admin.deleteBank(bank.id, { actor: ada });
        const [deleted, updated, created] = await allEntries(directory);
        assert.deepEqual(actions([deleted!, updated!, created!]), ['bank.delete', 'bank.update', 'bank.create']);
        assert.deepEqual(created!.actor, ada);
        assert.equal(created!.reason, 'New in the registry.', 'the reason, trimmed');
        assert.deepEqual(created!.subject, { type: 'bank', id: bank.id });
        assert.equal(created!.before, null, 'nothing before a create');
        assert.equal((created!.after as { name: string }).name, 'Audit Bank');
        assert.deepEqual(updated!.actor, grace, 'an account actor keeps its label');
        assert.deepEqual(
          [(updated!.before as { name: string }).name, (updated!.after as { name: string }).name],
          ['Audit Bank', 'Audit Bank AG'],
        );
        assert.equal(updated!.reason, null);
        assert.equal((deleted!.before as { name: string }).name, 'Audit Bank AG');
        assert.equal(deleted!.after, null, 'nothing after a delete');
        assert.ok(created!.at < updated!.at && updated!.at < deleted!.at, 'at is the time of each action');
        assert.match(created!.id, /^audit_/);
      }));

    it('moderation, representatives, applications and imports record their actions; no actor means the library actor', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const rep = testPrincipal({ accountId: 'acct_rep', represents: [bank.id] });
        const story = (await directory.stories.create(rep, bank.id, { text: 'Kind staff.' })).data;
        const product = (
          await directory.products.create(rep, bank.id, { category: 'CARD', type: 'DEBIT_CARD', name: 'Debit' })
        ).data;
        await directory.admin.hideStory(story.id, { actor: ada, reason: 'Spam' });
        await directory.admin.unhideStory(story.id, { actor: ada });
        await directory.admin.hideProduct(product.id, { actor: ada });
        await directory.admin.unhideProduct(product.id, { actor: ada });
        await directory.admin.approveRepresentative('acct_rep', bank.id, { actor: ada });
        await directory.admin.revokeRepresentative('acct_rep', bank.id, { actor: ada });
        const first = (await directory.representatives.apply(rep, bank.id, { note: 'Me.' })).data;
        await directory.admin.approveApplication(first.id, { actor: grace });
        await directory.admin.revokeRepresentative('acct_rep', bank.id, { actor: ada });
        const second = (await directory.representatives.apply(rep, bank.id, { note: 'Me again.' })).data;
        await directory.admin.rejectApplication(second.id, { actor: grace, reason: 'Not staff.' });
        await directory.admin.applyBankChanges(
          { create: [], update: [], remove: [bank.id] },
          { actor: ada, onProgress: () => {} },
        );
        await directory.admin.createBank({
          name: 'Library Bank',
          url: 'https://lib.example/',
          countryId: countries[1]!.id,
        });
        const entries = (await allEntries(directory)).reverse();
        assert.deepEqual(actions(entries), [
          'bank.create',
          'story.hide',
          'story.unhide',
          'product.hide',
          'product.unhide',
          'representative.approve',
          'representative.revoke',
          'application.approve',
          'representative.revoke',
          'application.reject',
          'banks.import',
          'bank.create',
        ]);
        const at = (action: string) => entries.filter((item) => item.action === action);
        assert.deepEqual(
          at('bank.create')[0]!.actor,
          { kind: 'library', id: 'library' },
          'createTestBank names no one',
        );
        const hide = at('story.hide')[0]!;
        assert.deepEqual(
          [hide.subject, hide.before, hide.after, hide.reason],
          [{ type: 'story', id: story.id }, { hidden: false }, { hidden: true }, 'Spam'],
        );
        assert.deepEqual(at('product.hide')[0]!.subject, { type: 'product', id: product.id });
        assert.deepEqual(at('representative.approve')[0]!.after, { accountId: 'acct_rep', represents: true });
        const approval = at('application.approve')[0]!;
        assert.deepEqual(approval.subject, { type: 'application', id: first.id });
        assert.deepEqual(
          [(approval.before as { status: string }).status, (approval.after as { status: string }).status],
          ['PENDING', 'APPROVED'],
        );
        const rejection = at('application.reject')[0]!;
        assert.equal(rejection.reason, 'Not staff.', 'the rejection reason is the entry reason too');
        assert.equal((rejection.after as { reason: string }).reason, 'Not staff.');
        const imported = at('banks.import')[0]!;
        assert.equal(imported.subject, null);
        assert.deepEqual(imported.after, {
          created: 0,
          updated: 0,
          removed: 1,
          ids: { created: [], updated: [], removed: [bank.id] },
        });
        assert.deepEqual(entries.at(-1)!.actor, { kind: 'library', id: 'library' });
      }));

    it('a change that fails leaves no entry: unknown bank, a decided application, an import with one bad removal', () =>
      withHarness(options, async ({ directory, storage }) => {
        const { countries } = await seedCountries(storage);
        const bank = await createTestBank(directory, { countryId: countries[0]!.id });
        const before = await allEntries(directory);
        await expectDirectoryError(() => directory.admin.deleteBank('bank_missing', { actor: ada }), 'NOT_FOUND');
        await expectDirectoryError(() => directory.admin.hideStory('story_missing', { actor: ada }), 'NOT_FOUND');
        await expectDirectoryError(() => directory.admin.updateBank('bank_missing', { name: 'X' }), 'NOT_FOUND');
        await expectDirectoryError(
          () => directory.admin.applyBankChanges({ create: [], update: [], remove: [bank.id, 'bank_missing'] }),
          'NOT_FOUND',
        );
        assert.ok(await storage.banks.get(bank.id), 'the import changed nothing');
        assert.deepEqual(await allEntries(directory), before, 'and recorded nothing');
      }));

    it('an entry appended in a transaction that rolls back is not kept', () =>
      withHarness(options, async ({ storage }) => {
        await assert.rejects(
          storage.transaction(async (tx) => {
            await tx.audit.append(entry('audit_rolled_back', '2025-02-01T00:00:00.000Z', 'bank.create'));
            throw new Error('the change failed');
          }),
          /the change failed/,
        );
        assert.deepEqual((await storage.audit.list({ page: { limit: 10 } })).items, []);
      }));

    it('record stores an action done outside the core, checks it, and answers the entry as stored', () =>
      withHarness(options, async ({ directory }) => {
        const recorded = await directory.admin.audit.record({
          action: 'account.disable',
          subject: { type: 'account', id: 'acct_x' },
          before: { state: 'active' },
          after: { state: 'disabled' },
          actor: ada,
          reason: 'Abuse',
        });
        assert.deepEqual((await allEntries(directory))[0], recorded);
        assert.deepEqual(recorded.after, { state: 'disabled' });
        await expectDirectoryError(() => directory.admin.audit.record({ action: 'Not An Action' }), 'BAD_REQUEST', [
          'action',
        ]);
        await expectDirectoryError(
          () => directory.admin.audit.record({ action: 'x.y', actor: { kind: 'robot' as 'cli', id: 'r' } }),
          'BAD_REQUEST',
          ['actor', 'kind'],
        );
        await expectDirectoryError(
          () => directory.admin.createBank({}, { actor: { kind: 'cli', id: '' } }),
          'BAD_REQUEST',
          ['actor', 'id'],
        );
      }));
  });

  describe('audit trail: list', () => {
    it('answers newest first, ties by id descending, and pages forward and back over every entry', () =>
      withHarness(options, async ({ directory, storage }) => {
        await appendSample(storage);
        const all = await allEntries(directory);
        assert.deepEqual(
          all.map((item) => item.id),
          ['audit_6', 'audit_5', 'audit_4', 'audit_3', 'audit_2', 'audit_1'],
        );
        const first = await directory.admin.audit.list({ limit: 4 });
        const second = await directory.admin.audit.list({ limit: 4, startingAfter: first.pagination.nextCursor! });
        assert.deepEqual(
          second.data.map((item) => item.id),
          ['audit_2', 'audit_1'],
        );
        const back = await directory.admin.audit.list({ limit: 2, endingBefore: second.pagination.previousCursor! });
        assert.deepEqual(
          back.data.map((item) => item.id),
          ['audit_4', 'audit_3'],
        );
        await expectDirectoryError(() => directory.admin.audit.list({ startingAfter: 'audit_nope' }), 'BAD_REQUEST');
      }));

    it('filters by actor, by action and the actions under it, and by a time range (since included, until not)', () =>
      withHarness(options, async ({ directory, storage }) => {
        await appendSample(storage);
        const ids = async (filter: ListAuditOptions) => (await allEntries(directory, filter)).map((item) => item.id);
        assert.deepEqual(await ids({ actorId: 'acct_grace' }), ['audit_4', 'audit_2']);
        assert.deepEqual(await ids({ action: 'bank' }), ['audit_5', 'audit_2', 'audit_1'], 'bank is not banks');
        assert.deepEqual(await ids({ action: 'bank.' }), ['audit_5', 'audit_2', 'audit_1'], 'a final dot is the same');
        assert.deepEqual(await ids({ action: 'bank.create' }), ['audit_5', 'audit_1'], 'an action and those under it');
        assert.deepEqual(await ids({ action: 'bank.creat' }), [], 'whole words only');
        assert.deepEqual(await ids({ action: 'banks.import' }), ['audit_3']);
        assert.deepEqual(await ids({ since: '2025-02-02T00:00:00.000Z', until: '2025-02-04T00:00:00Z' }), [
          'audit_4',
          'audit_3',
          'audit_2',
        ]);
        assert.deepEqual(await ids({ actorId: 'ada', action: 'bank', since: '2025-02-01T00:00:00.001Z' }), ['audit_5']);
        await expectDirectoryError(() => directory.admin.audit.list({ since: 'yesterday' }), 'BAD_REQUEST', ['since']);
      }));
  });
}
