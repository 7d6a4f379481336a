import { DirectoryError } from '../errors.ts';
import type { Operator, OperatorOptions } from '../options/audit.ts';
import type { ApplicationRecord, ProductRecord, Storage, StoryImport, VoteRecord } from '../storage.ts';
import { foldText } from '../text/fold.ts';
import { checkAll } from './apply-bank-changes.ts';
import { recordAction } from './audit-trail.ts';
import type { ServiceContext } from './context.ts';

/** A whole directory to load into an empty one (a whole-directory archive): ids kept, so references hold. */
export interface DirectoryData {
  /** Whole bank inputs (the schema of createBank), each with its id. */
  banks: readonly unknown[];
  representatives: readonly { accountId: string; bankId: string }[];
  applications: readonly ApplicationRecord[];
  votes: readonly Omit<VoteRecord, 'countryId'>[];
  stories: readonly Omit<StoryImport, 'textKey'>[];
  products: readonly Omit<ProductRecord, 'bankName'>[];
}

export type DirectoryImportResult = { [K in keyof DirectoryData]: number };

export interface DirectoryImportOptions extends OperatorOptions {
  /**
   * Work of the caller's to commit with the data, such as the accounts of a plugin's tables that the data names: run
   * first in the import's transaction, given the storage bound to it (its `database` bound too). When it throws, or
   * the import fails after it, none of it is written.
   */
  alongside?: (storage: Storage) => Promise<void>;
}

/**
 * Loads the data into a directory with no banks, in one transaction with the caller's `alongside` work: all of it or
 * none. Scores, ranks and counts are rebuilt from the rows before it commits; the semantic index is left to a reindex
 * (the caller's).
 */
export async function importDirectoryData(
  context: ServiceContext,
  data: DirectoryData,
  operator: Operator,
  alongside?: (storage: Storage) => Promise<void>,
): Promise<DirectoryImportResult> {
  const { storage } = context;
  const banks = await checkAll(
    context,
    data.banks.map((bank, index) => ({ bank, path: ['banks', index] })),
  );
  const at = context.now();
  const result: DirectoryImportResult = {
    banks: banks.length,
    representatives: data.representatives.length,
    applications: data.applications.length,
    votes: data.votes.length,
    stories: data.stories.length,
    products: data.products.length,
  };
  await storage.transaction(async (tx) => {
    await alongside?.(tx);
    const existing = await tx.banks.list({ sortBy: 'name', sortOrder: 'asc', page: { limit: 1 }, withTotal: false });
    if (existing.items.length > 0)
      throw DirectoryError.badRequest('The directory already has banks: a whole directory goes into an empty one.', []);
    for (const bank of banks) {
      await tx.banks.create(bank.id, bank.write, at);
      if (bank.stocks.length > 0) await tx.stocks.replaceForBank(bank.id, bank.stocks, at);
    }
    for (const { accountId, bankId } of data.representatives) await tx.representatives.approve(accountId, bankId, at);
    for (const { id, accountId, bankId, note, createdAt, ...decision } of data.applications) {
      await tx.applications.create({ id, accountId, bankId, note }, createdAt);
      if (decision.status !== 'PENDING')
        await tx.applications.decide(id, {
          status: decision.status,
          decidedAt: decision.decidedAt ?? createdAt,
          ...(decision.decidedBy !== null && { decidedBy: decision.decidedBy }),
          ...(decision.reason !== null && { reason: decision.reason }),
        });
    }
    await tx.votes.importMany(data.votes);
    await tx.stories.importMany(data.stories.map((story) => ({ ...story, textKey: foldText(story.text) })));
    for (const { id, bankId, hidden, createdAt, updatedAt, ...fields } of data.products) {
      await tx.products.create(id, bankId, fields, foldText(fields.name), createdAt);
      // Also what keeps updatedAt, which the product lists sort by.
      await tx.products.setHidden(id, hidden, updatedAt);
    }
    // Bulk loads leave scores, ranks and story counts stale: rebuilt from the rows, in the same transaction.
    await tx.maintenance.rebuildScoresAndRanks();
    await tx.maintenance.recountStories();
    await recordAction(context, tx, operator, {
      action: 'directory.import',
      subject: null,
      before: null,
      after: result,
    });
  });
  return result;
}
