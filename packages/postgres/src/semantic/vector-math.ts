/** float32 little-endian bytes, as the index stores vectors. */
export function vectorBytes(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

export function vectorOf(bytes: Uint8Array): Float32Array {
  // Copied: a Buffer's offset in its pool need not be a multiple of 4.
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}

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

/** One bit per dimension, set where the value is positive (sqlite-vec's vec_quantize_binary). */
export function binaryCode(vector: Float32Array): Uint32Array {
  const code = new Uint32Array(Math.ceil(vector.length / 32));
  for (let index = 0; index < vector.length; index++) if (vector[index]! > 0) code[index >>> 5]! |= 1 << (index & 31);
  return code;
}

export function hamming(a: Uint32Array, b: Uint32Array): number {
  let distance = 0;
  for (let index = 0; index < a.length; index++) {
    let bits = a[index]! ^ b[index]!;
    bits -= (bits >>> 1) & 0x55555555;
    bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
    distance += (((bits + (bits >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
  }
  return distance;
}
