import type { Directory, Embedder } from '@bankdir/core';
import type { VectorStore } from '@bankdir/core/driver';
import type { SqliteStorage } from '@bankdir/sqlite';
// The ranker's internals, exported by no entry of @bankdir/core: the benchmark fits and measures them in place.
import { collectCandidates } from '../../packages/core/src/semantic/ranking/collect-candidates.ts';
import { type Candidate, candidateFeatures } from '../../packages/core/src/semantic/ranking/features.ts';
import { loadNameDirectory } from '../../packages/core/src/semantic/ranking/load-name-directory.ts';
import type { QueryIntent } from '../../packages/core/src/semantic/ranking/query-understanding.ts';
import { loadSearchVocabulary } from '../../packages/core/src/semantic/ranking/search-vocabulary.ts';
import type { LabelledQuestion } from './semantic-questions.ts';

/** What the ranker sees of one labelled question: the candidates the search draws, their features, the right banks. */
export interface QuestionData {
  question: LabelledQuestion;
  vector: Float32Array;
  intent: QueryIntent;
  candidates: Candidate[];
  features: number[][];
  /** For each candidate: 1 when it answers the question. */
  labels: number[];
}

/** The ranking inputs of every question, drawn from the directory's index exactly as the search draws them. */
export async function rankingData(
  storage: SqliteStorage,
  embedder: Embedder,
  questions: readonly LabelledQuestion[],
): Promise<QuestionData[]> {
  const vocabulary = await loadSearchVocabulary(storage);
  const names = await loadNameDirectory(storage);
  const intents = questions.map((question) => vocabulary.understanding.understand(question.question, names));
  const vectors = await embedder.embed(intents.map((intent) => intent.embeddingText));
  const data: QuestionData[] = [];
  for (const [index, question] of questions.entries()) {
    const intent = intents[index]!;
    const vector = vectors[index]!;
    const { candidates } = await collectCandidates(
      storage,
      storage.vectors as VectorStore,
      { vector, intent, countryId: undefined },
      vocabulary,
    );
    const answers = new Set(question.answers);
    data.push({
      question,
      vector,
      intent,
      candidates,
      features: candidateFeatures(intent, candidates),
      labels: candidates.map((candidate) => (answers.has(candidate.bankId) ? 1 : 0)),
    });
  }
  return data;
}

/** The banks the API answers for each question (limit 50), in its order. */
export async function servedRankings(
  directory: Directory,
  questions: readonly LabelledQuestion[],
): Promise<string[][]> {
  const rankings: string[][] = [];
  for (const question of questions)
    rankings.push(
      (await directory.banks.semanticSearch({ query: question.question, limit: 50 })).data.map((match) => match.bankId),
    );
  return rankings;
}
