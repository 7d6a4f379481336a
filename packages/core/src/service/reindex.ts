import { createHash } from 'node:crypto';
import type { BankFacts } from '../bank-facts.ts';
import { DirectoryError } from '../errors.ts';
import { readAllPages } from '../paging/page.ts';
import { embedAll, type KnownVectors, withKnownVectors } from '../semantic/embedding-cache.ts';
import { embeddingText, keywordContext, type SectionContext } from '../semantic/section-context.ts';
import { type DescriptionSection, splitSections } from '../semantic/sections.ts';
import type { BankRecord, Storage, VectorSection } from '../storage.ts';
import type { ServiceContext } from './context.ts';
import { indexModelOf } from './semantic-index.ts';

/** The SERVICE_UNAVAILABLE message of semantic search on a directory created without an embedder. */
export const SEMANTIC_NOT_CONFIGURED =
  'Semantic search is not available: this directory has no embedder. Pass `embedder` to createDirectory (useEmbedder() from @bankdir/embedder-use, for one) over a storage with a vector index such as @bankdir/sqlite, then call directory.admin.reindex().';

/** How often reindexAll starts over when banks change while it embeds, before it gives up. */
const REINDEX_ATTEMPTS = 5;

/** Rebuilds the index when it was built with another model or dimension, or never; concurrent callers share one rebuild. */
export async function ensureIndexBuilt(context: ServiceContext): Promise<void> {
  const { embedder, storage } = context;
  if (!embedder || !storage.vectors) return;
  await embedder.load?.();
  const info = await storage.vectors.indexInfo();
  if (info && info.model === indexModelOf(embedder) && info.dimensions === embedder.dimensions) return;
  if (!context.semantic.indexBuild) {
    context.warn(
      info
        ? `semantic index was built with ${info.model} (${info.dimensions} dimensions); rebuilding it for ${embedder.model} (${embedder.dimensions} dimensions)`
        : `semantic index is empty; building it with ${embedder.model} (${embedder.dimensions} dimensions)`,
    );
    context.semantic.indexBuild = reindexAll(context)
      .then(() => undefined)
      .finally(() => {
        context.semantic.indexBuild = undefined;
      });
  }
  await context.semantic.indexBuild;
}

export interface ReindexResult {
  banks: number;
  sections: number;
  /** Sections the model embedded; the others came from the embedding cache. */
  embedded: number;
}

/**
 * Rebuilds the whole index: every bank's sections are embedded outside any transaction (through the embedding cache, so
 * only text never embedded before costs model time), then the index is reset and written in one transaction. When a
 * bank changed while it embedded, it starts over (the cache keeps that cheap), so the index never misses a write.
 * `onProgress(done, total)` counts sections; cached ones count at once.
 */
export async function reindexAll(
  context: ServiceContext,
  onProgress?: (done: number, total: number) => void,
  knownVectors?: KnownVectors,
): Promise<ReindexResult> {
  const { embedder, storage } = context;
  if (!embedder || !storage.vectors) throw new DirectoryError('SERVICE_UNAVAILABLE', SEMANTIC_NOT_CONFIGURED);
  await embedder.load?.();
  let embeddedTotal = 0;
  for (let attempt = 1; attempt <= REINDEX_ATTEMPTS; attempt++) {
    const { banks, contexts, pending } = await indexedSections(storage);
    const cache = withKnownVectors(storage.vectors.cache, knownVectors);
    const texts = pending.map(({ text }) => text);
    const { vectors, hashes, embedded } = await embedAll(embedder, cache, texts, (progress) =>
      onProgress?.(progress.done, progress.total),
    );
    embeddedTotal += embedded;
    const expected = fingerprint(banks, contexts);
    const written = await storage.transaction(async (tx) => {
      const now = await allBanks(tx);
      if (fingerprint(now, await sectionContexts(tx, now)) !== expected) return false; // a bank changed meanwhile: embed what changed, then try again
      const size = { sections: pending.length, countries: new Set(banks.map((bank) => bank.countryId)).size };
      await tx.vectors!.resetIndex({ model: indexModelOf(embedder), dimensions: embedder.dimensions }, size);
      for (const { bank, sections } of groupByBank(pending, vectors, contexts))
        await tx.vectors!.replaceBankSections(bank.id, bank.countryId, sections);
      return true;
    });
    if (written) {
      await storage.vectors.cache?.retain(embedder.model, new Set(hashes));
      return { banks: banks.length, sections: pending.length, embedded: embeddedTotal };
    }
  }
  throw new Error(
    `the banks kept changing while the semantic index was rebuilt (${REINDEX_ATTEMPTS} attempts); run the reindex again`,
  );
}

/** Every section of every bank in `storage`, with the exact text the semantic index embeds for it. */
export async function indexedSections(storage: Storage): Promise<{
  banks: BankRecord[];
  contexts: Map<string, SectionContext>;
  pending: { bank: BankRecord; section: DescriptionSection; text: string }[];
}> {
  const banks = await allBanks(storage);
  const contexts = await sectionContexts(storage, banks);
  const pending = banks.flatMap((bank) =>
    splitSections(bank.name, bank.description).map((section) => ({
      bank,
      section,
      text: embeddingText(contexts.get(bank.id)!, section),
    })),
  );
  return { banks, contexts, pending };
}

function groupByBank(
  pending: readonly { bank: BankRecord; section: DescriptionSection }[],
  vectors: readonly Float32Array[],
  contexts: ReadonlyMap<string, SectionContext>,
): { bank: BankRecord; sections: VectorSection[] }[] {
  const byBank = new Map<string, { bank: BankRecord; sections: VectorSection[] }>();
  pending.forEach(({ bank, section }, index) => {
    const entry = byBank.get(bank.id) ?? { bank, sections: [] };
    const context = keywordContext(contexts.get(bank.id)!);
    entry.sections.push({ title: section.title, text: section.text, vector: vectors[index]!, context });
    byBank.set(bank.id, entry);
  });
  return [...byBank.values()];
}

/** What the index depends on, for every bank: a change to any of it means the embedded snapshot is out of date. */
function fingerprint(banks: readonly BankRecord[], contexts: ReadonlyMap<string, SectionContext>): string {
  const hash = createHash('sha256');
  for (const bank of [...banks].sort((a, b) => (a.id < b.id ? -1 : 1)))
    hash.update(JSON.stringify([bank.id, bank.name, bank.description, bank.countryId, contexts.get(bank.id)]));
  return hash.digest('hex');
}

function allBanks(storage: Storage): Promise<BankRecord[]> {
  return readAllPages((page) => storage.banks.list({ sortBy: 'name', sortOrder: 'asc', page, withTotal: false }));
}

/** Each bank's section context: its country's name and its facts. */
async function sectionContexts(storage: Storage, banks: readonly BankRecord[]): Promise<Map<string, SectionContext>> {
  const countries = new Map(
    (await storage.countries.getMany([...new Set(banks.map((bank) => bank.countryId))])).map((country) => [
      country.id,
      country.name,
    ]),
  );
  const facts = new Map<string, BankFacts>();
  const ids = banks.map((bank) => bank.id);
  for (let start = 0; start < ids.length; start += 500)
    for (const [id, found] of await storage.banks.factsOf(ids.slice(start, start + 500))) facts.set(id, found);
  return new Map(
    banks.map((bank) => [
      bank.id,
      { bankName: bank.name, countryName: countries.get(bank.countryId), facts: facts.get(bank.id) },
    ]),
  );
}
