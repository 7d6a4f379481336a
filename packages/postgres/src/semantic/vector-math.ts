/** Cosine similarity, computed in float32 steps as sqlite-vec computes its cosine distance. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let aa = 0;
  let bb = 0;
  for (let index = 0; index < a.length; index++) {
    const x = a[index]!;
    const y = b[index]!;
    dot = Math.fround(dot + Math.fround(x * y));
    aa = Math.fround(aa + Math.fround(x * x));
    bb = Math.fround(bb + Math.fround(y * y));
  }
  if (aa === 0 || bb === 0) return 0;
  return Math.fround(dot / Math.fround(Math.sqrt(aa) * Math.sqrt(bb)));
}
