import type { BankRecord, VectorSection } from '../storage.ts';
import { embeddingText, splitSections } from '../semantic/sections.ts';
import type { ServiceContext } from './context.ts';

const EMBED_BATCH = 64;

/** Rebuilds the index when it was built with another model or dimension, or never; concurrent callers share one rebuild. */
export async function ensureIndexBuilt(context: ServiceContext): Promise<void> {
  const { embedder, storage } = context;
  if (!embedder || !storage.vectors) return;
  const info = await storage.vectors.indexInfo();
  if (info && info.model === embedder.model && info.dimensions === embedder.dimensions) return;
  if (!context.indexBuild) {
    context.warn(
      info
        ? `semantic index was built with ${info.model} (${info.dimensions} dimensions); rebuilding it for ${embedder.model} (${embedder.dimensions})`
        : `semantic index is empty; building it with ${embedder.model}`,
    );
    context.indexBuild = reindexAll(context)
      .then(() => undefined)
      .finally(() => {
        context.indexBuild = undefined;
      });
  }
  await context.indexBuild;
}

/** Embeds every bank's sections, then swaps the whole index in one transaction. */
export async function reindexAll(
  context: ServiceContext,
  onProgress?: (done: number, total: number) => void,
): Promise<{ banks: number; sections: number }> {
  const { embedder, storage } = context;
  if (!embedder || !storage.vectors) throw new Error('semantic search is not configured: no embedder or no vector index');
  const banks = await allBanks(context);
  const pending = banks.flatMap((bank) => splitSections(bank.name, bank.description).map((section) => ({ bank, section })));
  const vectors: Float32Array[] = [];
  onProgress?.(0, pending.length);
  for (let start = 0; start < pending.length; start += EMBED_BATCH) {
    const batch = pending.slice(start, start + EMBED_BATCH);
    vectors.push(...(await embedder.embed(batch.map(({ bank, section }) => embeddingText(bank.name, section)))));
    onProgress?.(Math.min(start + EMBED_BATCH, pending.length), pending.length);
  }
  const byBank = new Map<string, { bank: BankRecord; sections: VectorSection[] }>();
  pending.forEach(({ bank, section }, index) => {
    const entry = byBank.get(bank.id) ?? { bank, sections: [] };
    entry.sections.push({ title: section.title, text: section.text, vector: vectors[index]! });
    byBank.set(bank.id, entry);
  });
  await storage.transaction(async (tx) => {
    await tx.vectors!.resetIndex({ model: embedder.model, dimensions: embedder.dimensions });
    for (const { bank, sections } of byBank.values()) await tx.vectors!.replaceBankSections(bank.id, bank.countryId, sections);
  });
  return { banks: banks.length, sections: pending.length };
}

async function allBanks(context: ServiceContext): Promise<BankRecord[]> {
  const banks: BankRecord[] = [];
  let startingAfter: string | undefined;
  for (;;) {
    const page = await context.storage.banks.list({
      sortBy: 'name',
      sortOrder: 'asc',
      page: { limit: 100, ...(startingAfter !== undefined && { startingAfter }) },
      withTotal: false,
    });
    banks.push(...page.items);
    if (page.nextCursor === null) return banks;
    startingAfter = page.nextCursor;
  }
}
