import { DirectoryError } from '../errors.ts';
import type { Operator } from '../options/audit.ts';
import { BankInputSchema } from '../schemas/admin.ts';
import { embedAll } from '../semantic/embedding-cache.ts';
import { embeddingText, keywordContext, type SectionContext } from '../semantic/section-context.ts';
import { splitSections } from '../semantic/sections.ts';
import type { BankWrite, StockWrite, VectorSection } from '../storage.ts';
import { parseOrThrow } from '../validation/issues.ts';
import { unsafeInputIssues } from '../validation/text.ts';
import { recordAction } from './audit-trail.ts';
import { lookupsReadOnce, toBankWrite, toStockWrites } from './bank-write.ts';
import type { ServiceContext } from './context.ts';
import { indexModelOf } from './semantic-index.ts';

/**
 * Many bank writes at once, as an import makes them: each bank of `create` and `update` is a whole bank input (the
 * schema of createBank, with its id), and an update replaces every field, its hostnames and listings included.
 */
export interface BankChanges {
  create: readonly unknown[];
  update: readonly { id: string; bank: unknown }[];
  remove: readonly string[];
}

export interface BankChangesResult {
  created: number;
  updated: number;
  removed: number;
  /** Description sections written to the semantic index; 0 when it is not built yet (the next search builds it). */
  sections: number;
  /** Sections the model embedded; the others came from the embedding cache (text it has embedded before). */
  embedded: number;
}

export interface CheckedBank {
  id: string;
  write: BankWrite;
  stocks: StockWrite[];
}

/**
 * Applies creates, updates and removals in one storage transaction: all of them or none. Every bank is checked before
 * anything is written. Sections are embedded first, outside the transaction and through the embedding cache, so text
 * embedded before (an unchanged section) costs no model call; they are written only into an index built with this
 * embedder's model (otherwise the next search or `reindex` builds it).
 */
export async function applyBankChanges(
  context: ServiceContext,
  changes: BankChanges,
  operator: Operator,
  onProgress?: (done: number, total: number) => void,
): Promise<BankChangesResult> {
  const { storage } = context;
  const creates = await checkAll(
    context,
    changes.create.map((bank, index) => ({ bank, path: ['create', index] })),
  );
  const updates = await checkAll(
    context,
    changes.update.map(({ id, bank }, index) => ({ bank: { ...(bank as object), id }, path: ['update', index] })),
  );
  const sections = await embedSections(context, [...creates, ...updates], onProgress);
  const at = context.now();
  await storage.transaction(async (tx) => {
    // One read for every new id, not one per bank.
    const [taken] = await tx.banks.getMany(creates.map((bank) => bank.id));
    if (taken)
      throw DirectoryError.badRequest('A bank with this id already exists.', [
        { path: ['id'], message: `Bank ${taken.id} already exists.` },
      ]);
    // In id order: the storage keeps banks in id order, so new banks mostly go after the last one instead of between
    // two, where it must renumber its neighbours.
    for (const bank of [...creates].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
      await tx.banks.create(bank.id, bank.write, at);
      if (bank.stocks.length > 0) await tx.stocks.replaceForBank(bank.id, bank.stocks, at);
    }
    for (const bank of updates) {
      if (!(await tx.banks.update(bank.id, bank.write, at)))
        throw DirectoryError.notFound(`No bank with id ${bank.id}.`);
      await tx.stocks.replaceForBank(bank.id, bank.stocks, at);
    }
    for (const id of changes.remove) {
      if (!(await tx.banks.delete(id))) throw DirectoryError.notFound(`No bank with id ${id}.`);
      await tx.vectors?.deleteBank(id);
    }
    if (sections && tx.vectors)
      for (const bank of [...creates, ...updates])
        await tx.vectors.replaceBankSections(bank.id, bank.write.countryId, sections.byBank.get(bank.id) ?? []);
    // One entry for the import: its counts and the ids it touched, not every bank's fields.
    await recordAction(context, tx, operator, {
      action: 'banks.import',
      subject: null,
      before: null,
      after: {
        created: creates.length,
        updated: updates.length,
        removed: changes.remove.length,
        ids: {
          created: creates.map((bank) => bank.id),
          updated: updates.map((bank) => bank.id),
          removed: [...changes.remove],
        },
      },
    });
  });
  return {
    created: creates.length,
    updated: updates.length,
    removed: changes.remove.length,
    sections: sections?.count ?? 0,
    embedded: sections?.embedded ?? 0,
  };
}

export async function checkAll(
  context: ServiceContext,
  banks: readonly { bank: unknown; path: (string | number)[] }[],
): Promise<CheckedBank[]> {
  const checked: CheckedBank[] = [];
  const lookups = lookupsReadOnce(context.storage);
  for (const { bank, path } of banks) {
    const unsafe = unsafeInputIssues(bank).map((issue) => ({ ...issue, path: [...path, ...issue.path] }));
    if (unsafe.length > 0) throw DirectoryError.badRequest('A bank to import has text no bank may hold.', unsafe);
    const input = parseOrThrow(BankInputSchema, bank, path, 'bank');
    if (input.id === undefined)
      throw DirectoryError.badRequest('A bank to import has no id.', [
        { path: [...path, 'id'], message: 'id is required.' },
      ]);
    const write = await toBankWrite(lookups, input);
    checked.push({ id: input.id, write, stocks: await toStockWrites({ ...context, storage: lookups }, input.stocks) });
  }
  return checked;
}

/** The sections of these banks, embedded; undefined when there is no index built with this embedder to write into. */
async function embedSections(
  context: ServiceContext,
  banks: readonly CheckedBank[],
  onProgress?: (done: number, total: number) => void,
): Promise<{ byBank: Map<string, VectorSection[]>; count: number; embedded: number } | undefined> {
  const { embedder, storage } = context;
  if (!embedder || !storage.vectors || banks.length === 0) return undefined;
  const info = await storage.vectors.indexInfo();
  if (!info || info.model !== indexModelOf(embedder) || info.dimensions !== embedder.dimensions) return undefined;
  const countries = new Map(
    (await storage.countries.getMany([...new Set(banks.map((bank) => bank.write.countryId))])).map((country) => [
      country.id,
      country.name,
    ]),
  );
  const pending = banks.flatMap((bank) => {
    const about: SectionContext = {
      bankName: bank.write.name,
      countryName: countries.get(bank.write.countryId),
      facts: bank.write.facts,
    };
    return splitSections(bank.write.name, bank.write.description).map((section) => ({ bank, about, section }));
  });
  await embedder.load?.();
  const { vectors, embedded } = await embedAll(
    embedder,
    storage.vectors.cache,
    pending.map(({ about, section }) => embeddingText(about, section)),
    (progress) => onProgress?.(progress.done, progress.total),
  );
  const byBank = new Map<string, VectorSection[]>();
  pending.forEach(({ bank, about, section }, index) => {
    const list = byBank.get(bank.id) ?? [];
    list.push({ title: section.title, text: section.text, vector: vectors[index]!, context: keywordContext(about) });
    byBank.set(bank.id, list);
  });
  return { byBank, count: pending.length, embedded };
}
