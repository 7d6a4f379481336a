import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KnownVectors } from '@bankdir/core';
import * as v from 'valibot';
import { DATA_ROOT } from './sources.ts';

// The vectors of the data set's description sections, computed with the default model and shipped with the data, so
// that a new directory embeds only the sections that changed since (a first start takes seconds, not minutes).
// vectors/sections.json says which model made them; vectors/sections.bin holds every text hash (SHA-256 of the exact
// embedded text, 32 bytes each, ascending), then every vector (float32, little-endian) in the same order.
// `npm run vectors -w @bankdir/data` brings them up to date after the data set changes.

const ManifestSchema = v.strictObject({
  model: v.pipe(v.string(), v.minLength(1)),
  dimensions: v.pipe(v.number(), v.integer(), v.minValue(1)),
  count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  layout: v.literal('sha256 hashes ascending, then float32le vectors in the same order'),
});
type Manifest = v.InferOutput<typeof ManifestSchema>;
const LAYOUT: Manifest['layout'] = 'sha256 hashes ascending, then float32le vectors in the same order';
const HASH_BYTES = 32;

export const SHIPPED_VECTORS_DIR = join(DATA_ROOT, 'vectors');

export interface ShippedVectors extends KnownVectors {
  readonly dimensions: number;
  /** Every hash and vector, in hash order. */
  entries(): Map<string, Float32Array>;
  get(hashes: readonly string[]): Map<string, Float32Array>;
}

/** The shipped vectors, read on first use; undefined when the folder has none (a fork that removed them). */
export function shippedVectors(dir = SHIPPED_VECTORS_DIR): ShippedVectors | undefined {
  const manifestFile = join(dir, 'sections.json');
  if (!existsSync(manifestFile)) return undefined;
  const manifest = v.parse(ManifestSchema, JSON.parse(readFileSync(manifestFile, 'utf8')));
  let loaded: Map<string, Float32Array> | undefined;
  const entries = () => {
    loaded ??= readVectors(join(dir, 'sections.bin'), manifest);
    return loaded;
  };
  return {
    model: manifest.model,
    dimensions: manifest.dimensions,
    entries,
    get(hashes) {
      const all = entries();
      const found = new Map<string, Float32Array>();
      for (const hash of hashes) {
        const vector = all.get(hash);
        if (vector) found.set(hash, vector);
      }
      return found;
    },
  };
}

function readVectors(file: string, manifest: Manifest): Map<string, Float32Array> {
  const bytes = readFileSync(file);
  const { count, dimensions } = manifest;
  const vectorBytes = count * dimensions * 4;
  if (bytes.length !== count * HASH_BYTES + vectorBytes)
    throw new Error(`${file} holds ${bytes.length} bytes; sections.json describes ${count} vectors of ${dimensions}`);
  // Copied into a buffer of its own so the floats are aligned whatever the file buffer's offset.
  const floats = new Float32Array(new Uint8Array(bytes.subarray(count * HASH_BYTES)).buffer);
  const vectors = new Map<string, Float32Array>();
  for (let index = 0; index < count; index++) {
    const hash = bytes.subarray(index * HASH_BYTES, (index + 1) * HASH_BYTES).toString('hex');
    vectors.set(hash, floats.subarray(index * dimensions, (index + 1) * dimensions));
  }
  return vectors;
}

/** Writes the vectors (any order in, hash order out), each file whole and then renamed into place. */
export function writeShippedVectors(
  dir: string,
  model: string,
  dimensions: number,
  vectors: ReadonlyMap<string, Float32Array>,
): void {
  const hashes = [...vectors.keys()].sort();
  const body = Buffer.alloc(hashes.length * (HASH_BYTES + dimensions * 4));
  hashes.forEach((hash, index) => {
    body.write(hash, index * HASH_BYTES, 'hex');
    const vector = vectors.get(hash)!;
    if (vector.length !== dimensions) throw new Error(`the vector of ${hash} has ${vector.length} dimensions`);
    const at = hashes.length * HASH_BYTES + index * dimensions * 4;
    for (const [offset, value] of vector.entries()) body.writeFloatLE(value, at + offset * 4);
  });
  const manifest: Manifest = { model, dimensions, count: hashes.length, layout: LAYOUT };
  writeWhole(join(dir, 'sections.bin'), body);
  writeWhole(join(dir, 'sections.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

function writeWhole(file: string, content: string | Buffer): void {
  writeFileSync(`${file}.tmp`, content);
  renameSync(`${file}.tmp`, file);
}
