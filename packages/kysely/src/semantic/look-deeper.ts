import type { VectorHit } from '@bankdir/core/driver';

/**
 * A nearest-sections search that looks `first` sections deep, then four times deeper up to `deepest`, while a few banks
 * hold most of the nearest sections: it stops once the hits fill `limit`, or the look found fewer sections than asked
 * (there are no more), or it reached `deepest`.
 */
export async function lookDeeper(
  first: number,
  deepest: number,
  limit: number,
  look: (k: number) => Promise<{ hits: VectorHit[]; found: number }>,
): Promise<VectorHit[]> {
  for (let k = first; ; k = Math.min(deepest, k * 4)) {
    const { hits, found } = await look(k);
    if (hits.length >= limit || found < k || k >= deepest) return hits;
  }
}
