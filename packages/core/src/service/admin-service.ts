import type { Directory } from '../directory.ts';
import { DirectoryError } from '../errors.ts';
import { BankInputSchema, BankPatchSchema } from '../schemas/admin.ts';
import type { ProductRecord, StoryRecord } from '../storage.ts';
import { parseOrThrow } from '../validation/issues.ts';
import { rejectUnsafeText } from '../validation/text.ts';
import { requireBank } from './access.ts';
import { applicationsAdmin } from './applications-admin.ts';
import { applyBankChanges } from './apply-bank-changes.ts';
import { toBankWrite, toStockWrites } from './bank-write.ts';
import type { ServiceContext } from './context.ts';
import { reindexAll } from './reindex.ts';
import { prepareSections, writeSections } from './semantic-index.ts';

export function adminService(context: ServiceContext): Directory['admin'] {
  const { storage } = context;

  async function setHidden(productId: string, hidden: boolean): Promise<ProductRecord> {
    const product = await storage.products.setHidden(productId, hidden, context.now());
    if (!product) throw DirectoryError.notFound(`No product with id ${productId}.`);
    return product;
  }

  async function setStoryHidden(storyId: string, hidden: boolean): Promise<StoryRecord> {
    const story = await storage.stories.setHidden(storyId, hidden, context.now());
    if (!story) throw DirectoryError.notFound(`No story with id ${storyId}.`);
    return story;
  }

  return {
    async createBank(raw) {
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
        return bank;
      });
    },

    async updateBank(id, raw) {
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
        const bank = await tx.banks.update(id, write, at);
        if (!bank) throw DirectoryError.notFound(`No bank with id ${id}.`);
        if (stocks) await tx.stocks.replaceForBank(id, stocks, at);
        await writeSections(context, tx, id, write.countryId, sections);
        return bank;
      });
    },

    async deleteBank(id) {
      await storage.transaction(async (tx) => {
        if (!(await tx.banks.delete(id))) throw DirectoryError.notFound(`No bank with id ${id}.`);
        await tx.vectors?.deleteBank(id);
      });
      return { id };
    },

    applyBankChanges: (changes, options = {}) => applyBankChanges(context, changes, options.onProgress),

    async approveRepresentative(accountId, bankId) {
      await requireBank(context, bankId);
      const approved = await storage.representatives.approve(accountId, bankId, context.now());
      const bank = await requireBank(context, bankId);
      return { approved, claimedAt: bank.claimedAt };
    },

    async revokeRepresentative(accountId, bankId) {
      return { revoked: await storage.representatives.revoke(accountId, bankId) };
    },

    isRepresentative: (accountId, bankId) => storage.representatives.isApproved(accountId, bankId),
    ...applicationsAdmin(context),
    hideProduct: (productId) => setHidden(productId, true),
    unhideProduct: (productId) => setHidden(productId, false),
    hideStory: (storyId) => setStoryHidden(storyId, true),
    unhideStory: (storyId) => setStoryHidden(storyId, false),
    reindex: (options = {}) => reindexAll(context, options.onProgress, options.knownVectors),
  };
}
