import type { Directory } from '@bankdir/core';
import { seedDefaultData } from '@bankdir/data';
import { consoleLogger } from '@bankdir/server';
import { embeddingProgress } from './embedder.ts';

/**
 * `serve --first-run`: on a database that did not exist (or that holds no bank: a stopped first run, or a new database
 * with only its countries), loads the default data set with its sample layer. Answers whether it was a first run, so that the plugins' firstRun hooks run once
 * the server listens (the API-key plugin creates a PRO account there and answers its key).
 */
export async function seedOnFirstRun(
  directory: Directory,
  options: { existed: boolean; label: string },
): Promise<boolean> {
  if (options.existed && (await directory.banks.list({ limit: 1 })).data.length > 0) return false;
  consoleLogger.info(`First run: loading the default data set and its sample layer into ${options.label}…`);
  const report = await seedDefaultData(directory, { sample: true, onProgress: embeddingProgress() });
  if (typeof report.semanticIndex === 'object' && 'error' in report.semanticIndex) {
    consoleLogger.info(
      `Semantic search index not built: ${report.semanticIndex.error}; run "bankdir reindex" once the embedder loads.`,
    );
  }
  return true;
}
