import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDirectory } from '@bankdir/core';
import { indexedSections, textHash } from '@bankdir/core/driver';
import { progressLineWriter, useEmbedder } from '@bankdir/embedder-use';
import { openSqliteStorage } from '@bankdir/sqlite';
import { seedDefaultData } from '../data/src/seed.ts';
import { SHIPPED_VECTORS_DIR, shippedVectors, writeShippedVectors } from '../data/src/shipped-vectors.ts';

// Brings data/vectors/ up to date with the data set: the exact text the semantic index embeds for every section (read
// back from a directory seeded with the data set), its vector from the current file when the text is unchanged, else
// from the default model. Sections no longer in the data set are dropped. Run after changing banks or descriptions:
//   npm run vectors -w @bankdir/data

const scratch = mkdtempSync(join(tmpdir(), 'bankdir-vectors-'));
try {
  const storage = await openSqliteStorage({ file: join(scratch, 'data.sqlite') });
  const directory = createDirectory({ storage });
  await seedDefaultData(directory, { sample: false });
  const texts = new Map((await indexedSections(storage)).pending.map(({ text }) => [textHash(text), text]));
  await directory.close();

  const embedder = useEmbedder();
  await embedder.load?.();
  const current = shippedVectors();
  const known = current?.model === embedder.model ? current.get([...texts.keys()]) : new Map<string, Float32Array>();
  const missing = [...texts].filter(([hash]) => !known.has(hash));
  const progress = progressLineWriter(process.stderr);
  for (let start = 0; start < missing.length; start += 32) {
    const batch = missing.slice(start, start + 32);
    const vectors = await embedder.embed(batch.map(([, text]) => text));
    for (const [index, [hash]] of batch.entries()) known.set(hash, vectors[index]!);
    progress(Math.min(start + 32, missing.length), missing.length);
  }
  writeShippedVectors(SHIPPED_VECTORS_DIR, embedder.model, embedder.dimensions, known);
  console.log(
    `${texts.size} sections: ${missing.length} embedded now, ${texts.size - missing.length} kept; written to ${SHIPPED_VECTORS_DIR}`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
