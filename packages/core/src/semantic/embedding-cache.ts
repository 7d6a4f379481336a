import { createHash } from 'node:crypto';
import type { Embedder } from '../embedder.ts';
import type { EmbeddingCache } from '../storage.ts';

/** How many texts go to the embedder at once: large enough to batch, small enough that a query waits little behind it. */
export const EMBED_BATCH = 32;

/** The key of a text in the embedding cache: SHA-256 of exactly what is embedded, hex. */
export function textHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
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
