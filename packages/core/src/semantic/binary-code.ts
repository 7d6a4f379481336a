/**
 * One bit per dimension, set where the value is positive (sqlite-vec's vec_quantize_binary), packed 32 dimensions to a
 * word, dimension 0 in the lowest bit of word 0.
 */
export function binaryCode(vector: Float32Array): Uint32Array {
  const code = new Uint32Array(Math.ceil(vector.length / 32));
  for (let index = 0; index < vector.length; index++) if (vector[index]! > 0) code[index >>> 5]! |= 1 << (index & 31);
  return code;
}

/** The number of bits in which two codes differ. */
export function hamming(a: Uint32Array, b: Uint32Array): number {
  let distance = 0;
  for (let index = 0; index < a.length; index++) distance += popcount(a[index]! ^ b[index]!);
  return distance;
}

/** The set bits of a 32-bit word (the SWAR count: no table, no branch). */
export function popcount(word: number): number {
  let bits = word - ((word >>> 1) & 0x55555555);
  bits = (bits & 0x33333333) + ((bits >>> 2) & 0x33333333);
  return Math.imul((bits + (bits >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
