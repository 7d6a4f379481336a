// Vectors as the semantic tables store them: float32, little-endian, in a blob (SQLite) or bytea (PostgreSQL).

/** A vector as the bytes the tables store. */
export function vectorBytes(vector: Float32Array): Buffer {
  return Buffer.from(vector.buffer, vector.byteOffset, vector.byteLength);
}

/** Stored bytes as a vector. */
export function vectorFromBytes(bytes: Uint8Array): Float32Array {
  // Copied: a Buffer's offset in its pool need not be a multiple of 4.
  return new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
}
