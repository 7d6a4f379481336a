import { createHash } from 'node:crypto';
import type { Embedder } from '../embedder.ts';
import type { EmbeddingCache } from '../storage.ts';

/** How many texts go to the embedder at once: large enough to batch, small enough that a query waits little behind it. */
export const EMBED_BATCH = 32;

/** The key of a text in the embedding cache: SHA-256 of exactly what is embedded, hex. */
export function textHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/**
 * Vectors computed ahead of time by `model`, by text hash (textHash): the default data set ships its sections' vectors
 * so that a new directory embeds only what changed. Entries of another model are never used.
 */
export interface KnownVectors {
  readonly model: string;
  get(hashes: readonly string[]): Map<string, Float32Array> | Promise<Map<string, Float32Array>>;
}

/**
 * The driver's cache with known vectors beneath it: a hash the cache lacks is taken from `known` (when its model is the
 * embedder's) and written to the cache, so it stays cached after the known vectors are gone.
 */
export function withKnownVectors(
  cache: EmbeddingCache | undefined,
  known: KnownVectors | undefined,
): EmbeddingCache | undefined {
  if (!known) return cache;
  return {
    async get(model, hashes) {
      const found = cache ? await cache.get(model, hashes) : new Map<string, Float32Array>();
      if (model !== known.model) return found;
      const fromKnown = await known.get(hashes.filter((hash) => !found.has(hash)));
      if (fromKnown.size === 0) return found;
      await cache?.put(
        model,
        [...fromKnown].map(([hash, vector]) => ({ hash, vector })),
      );
      for (const [hash, vector] of fromKnown) found.set(hash, vector);
      return found;
    },
    put: async (model, entries) => cache?.put(model, entries),
    retain: async (model, keep) => (cache ? cache.retain(model, keep) : 0),
  };
}

export interface EmbedProgress {
  /** Texts whose vector is known (cached ones count at once). */
  done: number;
  total: number;
  /** Texts the model actually embedded so far (cache misses). */
  embedded: number;
}

export interface EmbedAllResult {
  vectors: Float32Array[];
  hashes: string[];
  /** How many texts the model embedded; the rest came from the cache or were repeats. */
  embedded: number;
}

/**
 * One vector per text, in order: cached vectors first, the rest embedded in batches and written to the cache after each
 * batch (so an interrupted run keeps what it did). Repeated texts are embedded once. `onProgress` hears after each batch.
 */
export async function embedAll(
  embedder: Embedder,
  cache: EmbeddingCache | undefined,
  texts: readonly string[],
  onProgress?: (progress: EmbedProgress) => void,
): Promise<EmbedAllResult> {
  const hashes = texts.map(textHash);
  const known = cache ? await cache.get(embedder.model, [...new Set(hashes)]) : new Map<string, Float32Array>();
  const missing = new Map<string, { text: string; occurrences: number }>();
  let done = 0;
  hashes.forEach((hash, index) => {
    if (known.has(hash)) done += 1;
    else {
      const entry = missing.get(hash);
      if (entry) entry.occurrences += 1;
      else missing.set(hash, { text: texts[index]!, occurrences: 1 });
    }
  });
  const pending = [...missing];
  const total = texts.length;
  let embedded = 0;
  onProgress?.({ done, total, embedded });
  for (let start = 0; start < pending.length; start += EMBED_BATCH) {
    const batch = pending.slice(start, start + EMBED_BATCH);
    const vectors = await embedder.embed(batch.map(([, { text }]) => text));
    if (vectors.length !== batch.length)
      throw new Error(`the embedder answered ${vectors.length} vectors for ${batch.length} texts`);
    const entries = batch.map(([hash], index) => ({ hash, vector: checked(vectors[index]!, embedder.dimensions) }));
    for (const { hash, vector } of entries) known.set(hash, vector);
    await cache?.put(embedder.model, entries);
    embedded += batch.length;
    done += batch.reduce((sum, [, { occurrences }]) => sum + occurrences, 0);
    onProgress?.({ done, total, embedded });
  }
  return { vectors: hashes.map((hash) => known.get(hash)!), hashes, embedded };
}

function checked(vector: Float32Array, dimensions: number): Float32Array {
  if (vector.length !== dimensions)
    throw new Error(`the embedder answered a vector of ${vector.length} dimensions, expected ${dimensions}`);
  return vector;
}
