import type { Directory } from '../directory.ts';
import type { Embedder } from '../embedder.ts';
import { DirectoryError } from '../errors.ts';
import { parseSemanticSearchQuery } from '../query/index.ts';
import type { SemanticMatch } from '../schemas/resources.ts';
import { collectCandidates } from '../semantic/ranking/collect-candidates.ts';
import { rankCandidates } from '../semantic/ranking/rank.ts';
import { loadSearchVocabulary, type SearchVocabulary } from '../semantic/ranking/search-vocabulary.ts';
import { excerpt } from '../semantic/sections.ts';
import type { ServiceContext } from './context.ts';
import { ensureIndexBuilt, SEMANTIC_NOT_CONFIGURED } from './reindex.ts';

type SemanticSearch = Directory['banks']['semanticSearch'];

/**
 * Semantic search (docs/semantic-search.md): the query is embedded and understood (the countries it names, the kinds
 * of bank it asks for); the driver hands over a fixed number of candidate banks with their raw measures (cosine of the
 * best section, bm25); the fitted ranker scores each one, and that score is `similarity`. The ranking never depends on
 * `limit`: the answer is the head of the same ordered list.
 */
export const semanticSearch = async (
  context: ServiceContext,
  raw: Parameters<SemanticSearch>[0],
): ReturnType<SemanticSearch> => {
  const query = parseSemanticSearchQuery(raw);
  const { embedder } = context;
  const vectors = context.storage.vectors;
  if (!embedder || !vectors) throw new DirectoryError('SERVICE_UNAVAILABLE', SEMANTIC_NOT_CONFIGURED);
  let vocabulary = await searchVocabulary(context);
  let countryId: string | undefined;
  if (query.countryCode !== undefined) {
    const code = query.countryCode.toUpperCase();
    if (!vocabulary.byCode.has(code)) {
      context.searchVocabulary = undefined; // a country added since the vocabulary was built
      vocabulary = await searchVocabulary(context);
    }
    const country = vocabulary.byCode.get(code);
    if (!country) return { data: [], message: 'Banks found' };
    countryId = country.id;
  }
  await guard(() => ensureIndexBuilt(context));
  const vector = await guard(() => embedQuery(context, embedder, query.query));
  const intent = vocabulary.understanding.understand(query.query);
  const { candidates, sections } = await collectCandidates(
    context.storage,
    vectors,
    { vector, text: query.query, intent, countryId },
    vocabulary,
  );
  const byId = new Map(candidates.map((candidate) => [candidate.bankId, candidate]));
  const data = rankCandidates(intent, candidates)
    .slice(0, query.limit)
    .map((ranked): SemanticMatch => {
      const section = sections.get(ranked.bankId)!;
      return {
        bankId: ranked.bankId,
        bankName: byId.get(ranked.bankId)!.name,
        similarity: ranked.similarity,
        matchingSection: excerpt(section.text),
        sectionTitle: section.title,
      };
    });
  return { data, message: 'Banks found' };
};

function searchVocabulary(context: ServiceContext): Promise<SearchVocabulary> {
  context.searchVocabulary ??= loadSearchVocabulary(context.storage).catch((error: unknown) => {
    context.searchVocabulary = undefined;
    throw error;
  });
  return context.searchVocabulary;
}

export async function embedQuery(context: ServiceContext, embedder: Embedder, text: string): Promise<Float32Array> {
  const cached = context.queryCache.get(text);
  if (cached) return cached;
  const [vector] = await embedder.embed([text]);
  if (!vector) throw new Error('the embedder returned no vector');
  context.queryCache.set(text, vector);
  return vector;
}

/** A failing embedder is a part that is not available: 503 with a way to fix it, never a 500. */
export async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DirectoryError) throw error;
    throw new DirectoryError('SERVICE_UNAVAILABLE', `Semantic search is not available: ${(error as Error).message}`);
  }
}
