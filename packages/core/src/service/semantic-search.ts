import { SEMANTIC_LIMIT } from '../constants.ts';
import type { Directory } from '../directory.ts';
import type { Embedder } from '../embedder.ts';
import { DirectoryError } from '../errors.ts';
import { semanticSearchQueryOf } from '../options/banks.ts';
import type { SemanticMatch } from '../schemas/resources.ts';
import { collectCandidates } from '../semantic/ranking/collect-candidates.ts';
import { loadNameDirectory } from '../semantic/ranking/load-name-directory.ts';
import type { NameDirectory } from '../semantic/ranking/name-directory.ts';
import { rankCandidates } from '../semantic/ranking/rank.ts';
import { loadSearchVocabulary, type SearchVocabulary } from '../semantic/ranking/search-vocabulary.ts';
import { excerpt } from '../semantic/sections.ts';
import type { VectorStore } from '../storage.ts';
import type { ServiceContext } from './context.ts';
import { ensureIndexBuilt, SEMANTIC_NOT_CONFIGURED } from './reindex.ts';
import type { SemanticSearchState } from './semantic-search-state.ts';

type SemanticSearch = Directory['banks']['semanticSearch'];

/**
 * Semantic search (docs/semantic-search.md): the query is understood (the countries it names, the kinds of bank it asks
 * for, the bank names it holds, misspelled or not, its English reading) and embedded; the driver hands over a fixed number of candidate banks with their raw measures (cosine of the
 * best section, bm25); the fitted ranker scores each one, and that score is `similarity`. The ranking never depends on
 * `limit`: the answer is the head of the same ordered list. The keyword half runs while the query is embedded, and a
 * repeated query is answered from the answers kept for the index's current generation.
 */
export const semanticSearch = async (
  context: ServiceContext,
  options: Parameters<SemanticSearch>[0],
): ReturnType<SemanticSearch> => {
  const query = semanticSearchQueryOf(options);
  const { embedder } = context;
  const vectors = context.storage.vectors;
  if (!embedder || !vectors) throw new DirectoryError('SERVICE_UNAVAILABLE', SEMANTIC_NOT_CONFIGURED);
  let vocabulary = await searchVocabulary(context);
  let countryId: string | undefined;
  if (query.countryCode !== undefined) {
    const code = query.countryCode.toUpperCase();
    if (!vocabulary.byCode.has(code)) {
      // A country added since the vocabulary was built: answers kept with the old vocabulary go too.
      context.semantic.vocabulary = undefined;
      context.semantic.answers.clear();
      vocabulary = await searchVocabulary(context);
    }
    const country = vocabulary.byCode.get(code);
    if (!country) return { data: [], message: 'Banks found' };
    countryId = country.id;
  }
  await guard(() => ensureIndexBuilt(context));
  // Read before the answer is made: a write meanwhile moves the index past it, so the answer is not reused.
  const generation = await vectors.generation?.();
  const key = `${countryId ?? ''} ${query.query}`;
  const kept = generation === undefined ? undefined : context.semantic.answers.get(key);
  if (kept && kept.generation === generation)
    return { data: kept.matches.slice(0, query.limit), message: 'Banks found' };
  const { names, current } = await nameDirectory(context, generation);
  const matches = await rankedMatches(context, vectors, vocabulary, names, query.query, countryId, generation);
  if (generation !== undefined && current) context.semantic.answers.set(key, { generation, matches });
  return { data: matches.slice(0, query.limit), message: 'Banks found' };
};

/** The longest answer a search may give, best first. */
async function rankedMatches(
  context: ServiceContext,
  vectors: VectorStore,
  vocabulary: SearchVocabulary,
  names: NameDirectory,
  text: string,
  countryId: string | undefined,
  generation: number | undefined,
): Promise<SemanticMatch[]> {
  const embedder = context.embedder!;
  const understood = vocabulary.understanding.understandWords(text, names);
  // Started first, awaited last: the worker embeds while the names are read and the keyword half runs here.
  const vector = guard(() => embedQuery(context, embedder, understood.embeddingText));
  vector.catch(() => {}); // awaited in collectCandidates; a failure before that must not go unhandled
  const intent = vocabulary.understanding.readNames(text, understood, names);
  const { candidates, sections } = await collectCandidates(
    context.storage,
    vectors,
    { vector, intent, countryId },
    vocabulary,
    generation === undefined ? undefined : { generation, cache: context.semantic.rankingBanks },
  );
  const byId = new Map(candidates.map((candidate) => [candidate.bankId, candidate]));
  return rankCandidates(intent, candidates)
    .slice(0, SEMANTIC_LIMIT.max)
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
}

/**
 * The names of every bank (see NameDirectory), read once per index generation and shared by the searches meanwhile.
 * Reading them takes a second or more at 30,000 banks, so after a write the searches go on with the names read before
 * it until the new ones are read (`current` false: their answers are not kept); only the first search ever waits. A
 * store that has no generation reads them for each search.
 */
async function nameDirectory(
  context: ServiceContext,
  generation: number | undefined,
): Promise<{ names: NameDirectory; current: boolean }> {
  if (generation === undefined) return { names: await loadNameDirectory(context.storage), current: true };
  const kept = context.semantic.nameDirectory;
  if (kept?.generation !== generation) {
    const reading: NonNullable<SemanticSearchState['nameDirectory']> = {
      generation,
      names: loadNameDirectory(context.storage),
      ready: undefined,
      previous: kept?.ready ?? kept?.previous,
    };
    reading.names.then(
      (names) => {
        reading.ready = names;
        reading.previous = undefined;
      },
      () => {
        if (context.semantic.nameDirectory === reading) context.semantic.nameDirectory = undefined;
      },
    );
    context.semantic.nameDirectory = reading;
  }
  const reading = context.semantic.nameDirectory!;
  if (reading.ready) return { names: reading.ready, current: true };
  if (reading.previous) return { names: reading.previous, current: false };
  return { names: await reading.names, current: true };
}

function searchVocabulary(context: ServiceContext): Promise<SearchVocabulary> {
  context.semantic.vocabulary ??= loadSearchVocabulary(context.storage).catch((error: unknown) => {
    context.semantic.vocabulary = undefined;
    throw error;
  });
  return context.semantic.vocabulary;
}

export async function embedQuery(context: ServiceContext, embedder: Embedder, text: string): Promise<Float32Array> {
  const cached = context.semantic.queryEmbeddings.get(text);
  if (cached) return cached;
  const [vector] = await embedder.embed([text]);
  if (!vector) throw new Error('the embedder returned no vector');
  context.semantic.queryEmbeddings.set(text, vector);
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
