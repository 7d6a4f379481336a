import type { Directory } from '../directory.ts';
import { DirectoryError } from '../errors.ts';
import { operatorOf } from '../options/audit.ts';
import { BankInputSchema, BankPatchSchema } from '../schemas/admin.ts';
import { parseOrThrow } from '../validation/issues.ts';
import { rejectUnsafeText } from '../validation/text.ts';
import { requireBank } from './access.ts';
import { applicationsAdmin } from './applications-admin.ts';
import { applyBankChanges } from './apply-bank-changes.ts';
import { auditAdmin } from './audit-admin.ts';
import { bankSnapshot, recordAction } from './audit-trail.ts';
import { toBankWrite, toStockWrites } from './bank-write.ts';
import type { ServiceContext } from './context.ts';
import { importDirectoryData } from './import-directory.ts';
import { moderationAdmin } from './moderation-admin.ts';
import { reindexAll } from './reindex.ts';
import { prepareSections, writeSections } from './semantic-index.ts';

export function adminService(context: ServiceContext): Directory['admin'] {
  const { storage } = context;

  return {
    async createBank(raw, options) {
      const operator = operatorOf(options, 'admin.createBank');
      rejectUnsafeText(raw, 'bank');
      const input = parseOrThrow(BankInputSchema, raw, [], 'bank');
      const id = input.id ?? context.newId('bank');
      if (await storage.banks.get(id)) {
        throw DirectoryError.badRequest('A bank with this id already exists.', [
          { path: ['id'], message: `Bank ${id} already exists.` },
        ]);
      }
      const write = await toBankWrite(storage, input);
      const stocks = await toStockWrites(context, input.stocks);
      const sections = await prepareSections(context, { ...input, countryId: write.countryId });
      const at = context.now();
      return storage.transaction(async (tx) => {
        const bank = await tx.banks.create(id, write, at);
        if (stocks.length > 0) await tx.stocks.replaceForBank(id, stocks, at);
        await writeSections(context, tx, id, write.countryId, sections);
        const after = await bankSnapshot(tx, id);
        await recordAction(context, tx, operator, {
          action: 'bank.create',
          subject: bankSubject(id),
          before: null,
          after,
        });
        return bank;
      });
    },

    async updateBank(id, raw, options) {
      const operator = operatorOf(options, 'admin.updateBank');
      rejectUnsafeText(raw, 'bank');
      const patch = parseOrThrow(BankPatchSchema, raw, [], 'bank');
      const current = await requireBank(context, id);
      const countryGiven = patch.countryId !== undefined || patch.countryCode !== undefined;
      const merged = {
        name: patch.name ?? current.name,
        url: patch.url ?? current.url,
        description: patch.description ?? current.description,
        countryId: countryGiven ? patch.countryId : current.countryId,
        countryCode: patch.countryCode,
        alternativeHostnames: patch.alternativeHostnames ?? (await storage.banks.alternativeHostnames(id)),
        facts: patch.facts ?? (await storage.banks.factsOf([id])).get(id),
      };
      const write = await toBankWrite(storage, merged);
      const stocks = patch.stocks === undefined ? undefined : await toStockWrites(context, patch.stocks);
      const textChanged =
        merged.name !== current.name || merged.description !== current.description || patch.facts !== undefined;
      const sections =
        textChanged || write.countryId !== current.countryId
          ? await prepareSections(context, { ...merged, countryId: write.countryId })
          : undefined;
      const at = context.now();
      return storage.transaction(async (tx) => {
        const before = await bankSnapshot(tx, id);
        const bank = await tx.banks.update(id, write, at);
        if (!bank) throw DirectoryError.notFound(`No bank with id ${id}.`);
        if (stocks) await tx.stocks.replaceForBank(id, stocks, at);
        await writeSections(context, tx, id, write.countryId, sections);
        const after = await bankSnapshot(tx, id);
        await recordAction(context, tx, operator, { action: 'bank.update', subject: bankSubject(id), before, after });
        return bank;
      });
    },

    async deleteBank(id, options) {
      const operator = operatorOf(options, 'admin.deleteBank');
      await storage.transaction(async (tx) => {
        const before = await bankSnapshot(tx, id);
        if (!(await tx.banks.delete(id))) throw DirectoryError.notFound(`No bank with id ${id}.`);
        await tx.vectors?.deleteBank(id);
        await recordAction(context, tx, operator, {
          action: 'bank.delete',
          subject: bankSubject(id),
          before,
          after: null,
        });
      });
      return { id };
    },

    applyBankChanges: (changes, options = {}) => {
      const { onProgress, ...operator } = options;
      return applyBankChanges(context, changes, operatorOf(operator, 'admin.applyBankChanges'), onProgress);
    },

    importDirectory: (data, options = {}) => {
      const { alongside, ...operator } = options;
      return importDirectoryData(context, data, operatorOf(operator, 'admin.importDirectory'), alongside);
    },

    async approveRepresentative(accountId, bankId, options) {
      const operator = operatorOf(options, 'admin.approveRepresentative');
      await requireBank(context, bankId);
      const approved = await storage.transaction(async (tx) => {
        const approved = await tx.representatives.approve(accountId, bankId, context.now());
        await recordAction(context, tx, operator, {
          action: 'representative.approve',
          subject: bankSubject(bankId),
          before: { accountId, represents: !approved },
          after: { accountId, represents: true },
        });
        return approved;
      });
      const bank = await requireBank(context, bankId);
      return { approved, claimedAt: bank.claimedAt };
    },

    async revokeRepresentative(accountId, bankId, options) {
      const operator = operatorOf(options, 'admin.revokeRepresentative');
      const revoked = await storage.transaction(async (tx) => {
        const revoked = await tx.representatives.revoke(accountId, bankId);
        await recordAction(context, tx, operator, {
          action: 'representative.revoke',
          subject: bankSubject(bankId),
          before: { accountId, represents: revoked },
          after: { accountId, represents: false },
        });
        return revoked;
      });
      return { revoked };
    },

    isRepresentative: (accountId, bankId) => storage.representatives.isApproved(accountId, bankId),
    ...applicationsAdmin(context),
    ...moderationAdmin(context),
    reindex: (options = {}) => reindexAll(context, options.onProgress, options.knownVectors),
    audit: auditAdmin(context),
  };
}

function bankSubject(id: string) {
  return { type: 'bank', id };
}
