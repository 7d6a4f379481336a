/**
 * Scales a vector to length 1 in place and answers it, as the Embedder contract asks of every vector. A zero or
 * non-finite vector is an error: it has no direction to compare.
 */
export function unitLength(vector: Float32Array): Float32Array {
  let sum = 0;
  for (const value of vector) sum += value * value;
  const length = Math.sqrt(sum);
  if (!(length > 0) || !Number.isFinite(length)) throw new Error('the model answered a zero or non-finite vector');
  for (let index = 0; index < vector.length; index++) vector[index] = vector[index]! / length;
  return vector;
}
