// Vectors as the semantic tables store them: float32, little-endian, in a blob.

/** A vector as the blob the tables store. */
export function bytes(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

/** A stored blob as a vector. */
export function floats(blob: Uint8Array): Float32Array {
  // Copied: a Buffer's offset in its pool need not be a multiple of 4.
  return new Float32Array(blob.buffer.slice(blob.byteOffset, blob.byteOffset + blob.byteLength));
}
