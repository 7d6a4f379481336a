import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDirectory, type Directory, type Embedder } from '@bankdir/core';
import { embeddingText, splitSections } from '@bankdir/core/driver';
import { defaultDataSet, seedDefaultData } from '@bankdir/data';
import { progressLineWriter } from '@bankdir/embedder-use';
import { openSqliteStorage, type SemanticIndexOptions, type SqliteStorage } from '@bankdir/sqlite';

export const BENCH_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SEMANTIC_RESULTS = join(BENCH_ROOT, 'results', 'semantic.md');

/**
 * The default data set (without the sample layer) in bench/.cache/semantic-default.sqlite with its semantic index
 * built by `embedder`. Kept between runs: its embedding cache means only the first run pays for embedding.
 */
export async function openDefaultDataDirectory(
  embedder: Embedder,
  options: { file?: string; vectors?: SemanticIndexOptions; log?: (line: string) => void } = {},
): Promise<{ directory: Directory; storage: SqliteStorage }> {
  const file = options.file ?? join(BENCH_ROOT, '.cache', 'semantic-default.sqlite');
  mkdirSync(dirname(file), { recursive: true });
  const storage = await openSqliteStorage({ file, ...(options.vectors && { vectors: options.vectors }) });
  const directory = createDirectory({ storage, embedder, warn: options.log ?? (() => {}) });
  await seedDefaultData(directory, {
    sample: false,
    onProgress: progressLineWriter(process.stderr, { label: 'embedding the default data set' }),
  });
  return { directory, storage };
}

/** Every section of the default data set with the text the index embeds for it (as core's reindex writes it). */
export function defaultDataSections(): { title: string; text: string; embedded: string }[] {
  const data = defaultDataSet();
  const countryNames = new Map(data.countries.map((country) => [country.id, country.name]));
  return data.banks.flatMap((bank) => {
    const context = { bankName: bank.name, countryName: countryNames.get(bank.countryId), facts: bank.facts };
    return splitSections(bank.name, bank.description).map((section) => ({
      ...section,
      embedded: embeddingText(context, section),
    }));
  });
}
