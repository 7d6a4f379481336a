import type { Embedder } from '@bankdir/core';
import { foldText } from '@bankdir/core/driver';

/**
 * A tiny deterministic Embedder for tests: the distinct folded words of a text (three letters or more, common words
 * left out) hashed into `dimensions` buckets, plus a small constant so no vector is zero, scaled to unit length.
 * Texts sharing words are close.
 */
export function bagOfWordsEmbedder(dimensions = 64): Embedder {
  return {
    model: `conformance-bag-of-words-${dimensions}`,
    dimensions,
    embed: async (texts) => texts.map((text) => bagOfWords(text, dimensions)),
  };
}

const STOP_WORDS = new Set(['and', 'for', 'the', 'with', 'from', 'their', 'other', 'while', 'bank', 'banks', 'any']);

export function bagOfWords(text: string, dimensions: number): Float32Array {
  const vector = new Float32Array(dimensions);
  vector[dimensions - 1] = 0.05;
  for (const word of new Set(foldText(text).split(/[^a-z0-9]+/))) {
    if (word.length < 3 || STOP_WORDS.has(word)) continue;
    const bucket = fnv1a(word) % (dimensions - 1);
    vector[bucket] = (vector[bucket] ?? 0) + 1;
  }
  const length = Math.hypot(...vector);
  return vector.map((value) => value / length);
}

/** Cosine similarity of two unit vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += (a[index] ?? 0) * (b[index] ?? 0);
  return sum;
}

function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
