import type { BankFacts } from '../bank-facts.ts';
import type { Embedder } from '../embedder.ts';
import { embedAll } from '../semantic/embedding-cache.ts';
import { embeddingText, keywordContext, type SectionContext } from '../semantic/section-context.ts';
import { splitSections } from '../semantic/sections.ts';
import type { Storage, VectorSection } from '../storage.ts';
import type { ServiceContext } from './context.ts';

/**
 * A bank's sections embedded and ready to write; undefined when semantic search is not set up; 'stale' when the
 * embedder failed, so the bank's old sections are taken out of the index rather than left describing old text.
 */
export type PreparedSections = VectorSection[] | 'stale' | undefined;

/**
 * Embeds a bank's description sections (through the driver's embedding cache, so unchanged text is not embedded again).
 * Runs outside any database transaction (embedding is slow); the caller writes the result inside its transaction with
 * writeSections. Without an embedder or a vector index it does nothing, and an embedder that fails to load leaves the
 * index to `reindex` rather than failing the bank write.
 */
export async function prepareSections(
  context: ServiceContext,
  bank: { name: string; description: string; countryId: string; facts?: BankFacts | undefined },
): Promise<PreparedSections> {
  const { embedder } = context;
  const vectors = context.storage.vectors;
  if (!embedder || !vectors) return undefined;
  const sections = splitSections(bank.name, bank.description);
  const about: SectionContext = {
    bankName: bank.name,
    countryName: (await context.storage.countries.get(bank.countryId))?.name,
    facts: bank.facts,
  };
  const keywords = keywordContext(about);
  try {
    await embedder.load?.();
    const { vectors: embedded } = await embedAll(
      embedder,
      vectors.cache,
      sections.map((section) => embeddingText(about, section)),
    );
    return sections.map((section, index) => ({
      title: section.title,
      text: section.text,
      vector: embedded[index]!,
      context: keywords,
    }));
  } catch (error) {
    context.warn(
      `semantic index not updated for "${bank.name}": ${(error as Error).message}; call directory.admin.reindex() once the embedder loads`,
    );
    return 'stale';
  }
}

/** Writes prepared sections when the index was built with the embedder's model, so vectors of two models never mix. */
export async function writeSections(
  context: ServiceContext,
  storage: Storage,
  bankId: string,
  countryId: string,
  sections: PreparedSections,
): Promise<void> {
  const { embedder } = context;
  if (!sections || !embedder || !storage.vectors) return;
  const info = await storage.vectors.indexInfo();
  if (!info || info.model !== indexModelOf(embedder) || info.dimensions !== embedder.dimensions) return; // the next search rebuilds it
  await storage.vectors.replaceBankSections(bankId, countryId, sections === 'stale' ? [] : sections);
}

/**
 * The version of what the index holds for a section (semantic/section-context.ts: the embedded text and the keyword
 * context), and how keyword search writes its letters (keywordIndexText). Changing any changes this, and an index
 * built with another version is rebuilt on the next search.
 */
export const SEMANTIC_INDEX_FORMAT = 5;

/** The model name the index records: the embedder's model and the index format, so a change of either rebuilds it. */
export function indexModelOf(embedder: Embedder): string {
  return `${embedder.model} (index format ${SEMANTIC_INDEX_FORMAT})`;
}
