import type { Directory } from '../directory.ts';
import type { Embedder } from '../embedder.ts';
import { DirectoryError } from '../errors.ts';
import { parseSemanticSearchQuery } from '../query/index.ts';
import type { SemanticMatch } from '../schemas/resources.ts';
import { fuseRankings, HYBRID_RRF_K, hybridDepth, KEYWORD_MIN_SHARE } from '../semantic/hybrid.ts';
import { excerpt } from '../semantic/sections.ts';
import type { VectorHit, VectorStore } from '../storage.ts';
import type { ServiceContext } from './context.ts';
import { ensureIndexBuilt, SEMANTIC_NOT_CONFIGURED } from './reindex.ts';

type SemanticSearch = Directory['banks']['semanticSearch'];

export const semanticSearch = async (
  context: ServiceContext,
  raw: Parameters<SemanticSearch>[0],
): ReturnType<SemanticSearch> => {
  const query = parseSemanticSearchQuery(raw);
  const { embedder } = context;
  const vectors = context.storage.vectors;
  if (!embedder || !vectors) throw new DirectoryError('SERVICE_UNAVAILABLE', SEMANTIC_NOT_CONFIGURED);
  let countryId: string | undefined;
  if (query.countryCode !== undefined) {
    const country = await context.storage.countries.getByCode(query.countryCode);
    if (!country) return { data: [], message: 'Banks found' };
    countryId = country.id;
  }
  await guard(() => ensureIndexBuilt(context));
  const vector = await guard(() => embedQuery(context, embedder, query.query));
  const hits = await nearestBanks(vectors, vector, query.query, query.limit, countryId);
  return { data: await toMatches(context, hits, query.limit), message: 'Banks found' };
};

/**
 * The banks to answer, each with its best section by cosine similarity. When the driver has keyword search, the banks
 * are chosen by reciprocal rank fusion of the semantic and the keyword ranking (hybrid search, the default: it beats
 * pure semantic search on bench/src/semantic-quality.ts); otherwise by similarity alone, with a few extra hits so that
 * ties made by rounding to whole percentages are broken by bank id as the contract says.
 */
async function nearestBanks(
  vectors: VectorStore,
  vector: Float32Array,
  text: string,
  limit: number,
  countryId: string | undefined,
): Promise<VectorHit[]> {
  const filter = countryId !== undefined ? { countryId } : {};
  if (!vectors.keywordSearch || !vectors.bestSections) return vectors.search(vector, { limit: limit + 5, ...filter });
  const depth = hybridDepth(limit);
  const [semantic, keyword] = [
    await vectors.search(vector, { limit: depth, ...filter }),
    await vectors.keywordSearch(text, { limit: depth, ...filter }),
  ];
  const strong = keyword.filter((hit) => hit.score >= KEYWORD_MIN_SHARE * (keyword[0]?.score ?? 0));
  const chosen = fuseRankings([semantic.map((hit) => hit.bankId), strong.map((hit) => hit.bankId)], HYBRID_RRF_K).slice(
    0,
    limit,
  );
  const bySemantic = new Map(semantic.map((hit) => [hit.bankId, hit]));
  const missing = chosen.filter((bankId) => !bySemantic.has(bankId));
  const scored = missing.length === 0 ? [] : await vectors.bestSections(vector, missing);
  const byBank = new Map([...bySemantic, ...scored.map((hit) => [hit.bankId, hit] as const)]);
  return chosen.flatMap((bankId) => byBank.get(bankId) ?? []);
}

/** Matches in the contract's order (similarity as a whole percentage desc, then bank id), without banks deleted meanwhile. */
async function toMatches(context: ServiceContext, hits: readonly VectorHit[], limit: number): Promise<SemanticMatch[]> {
  const banks = new Map(
    (await context.storage.banks.getMany(hits.map((hit) => hit.bankId))).map((bank) => [bank.id, bank]),
  );
  return hits
    .filter((hit) => banks.has(hit.bankId))
    .map((hit) => ({
      bankId: hit.bankId,
      bankName: banks.get(hit.bankId)!.name,
      similarity: Math.max(0, Math.round(100 * hit.similarity)),
      matchingSection: excerpt(hit.text),
      sectionTitle: hit.title,
    }))
    .sort((a, b) => b.similarity - a.similarity || (a.bankId < b.bankId ? -1 : a.bankId > b.bankId ? 1 : 0))
    .slice(0, limit);
}

async function embedQuery(context: ServiceContext, embedder: Embedder, text: string): Promise<Float32Array> {
  const cached = context.queryCache.get(text);
  if (cached) return cached;
  const [vector] = await embedder.embed([text]);
  if (!vector) throw new Error('the embedder returned no vector');
  context.queryCache.set(text, vector);
  return vector;
}

/** A failing embedder is a part that is not available: 503 with a way to fix it, never a 500. */
async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DirectoryError) throw error;
    throw new DirectoryError('SERVICE_UNAVAILABLE', `Semantic search is not available: ${(error as Error).message}`);
  }
}
