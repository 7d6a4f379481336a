import type { Directory } from '../directory.ts';
import { DirectoryError } from '../errors.ts';
import { parseSemanticSearchQuery } from '../query/index.ts';
import type { SemanticMatch } from '../schemas/resources.ts';
import { excerpt } from '../semantic/sections.ts';
import type { Embedder } from '../embedder.ts';
import type { VectorStore } from '../storage.ts';
import type { ServiceContext } from './context.ts';
import { ensureIndexBuilt } from './reindex.ts';

const NOT_CONFIGURED =
  'Semantic search is not available: no embedding model is configured. Start bankdir with an embedder (BANKDIR_EMBEDDER=use, the default, needs the @bankdir/embedder-use package installed) on a storage with a vector index, then run `bankdir reindex`.';

type SemanticSearch = Directory['banks']['semanticSearch'];

export const semanticSearch = async (context: ServiceContext, raw: Parameters<SemanticSearch>[0]): ReturnType<SemanticSearch> => {
  const query = parseSemanticSearchQuery(raw);
  const { embedder } = context;
  const vectors = context.storage.vectors;
  if (!embedder || !vectors) throw new DirectoryError('SERVICE_UNAVAILABLE', NOT_CONFIGURED);
  let countryId: string | undefined;
  if (query.countryCode !== undefined) {
    const country = await context.storage.countries.getByCode(query.countryCode);
    if (!country) return { data: [], message: 'Banks found' };
    countryId = country.id;
  }
  await guard(() => ensureIndexBuilt(context));
  const vector = await guard(() => embedQuery(context, embedder, query.query));
  return { data: await nearestBanks(context, vectors, vector, query.limit, countryId), message: 'Banks found' };
};

async function nearestBanks(context: ServiceContext, vectors: VectorStore, vector: Float32Array, limit: number, countryId: string | undefined): Promise<SemanticMatch[]> {
  // A few extra hits, so that ties made by rounding to whole percentages are broken by bank id as the contract says.
  const hits = await vectors.search(vector, { limit: limit + 5, ...(countryId !== undefined && { countryId }) });
  const banks = new Map((await context.storage.banks.getMany(hits.map((hit) => hit.bankId))).map((bank) => [bank.id, bank]));
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
