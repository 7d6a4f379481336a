import { databaseOf, type IssuedKey, openApiKeyStore } from '@bankdir/auth-api-keys';
import { seedDefaultData } from '@bankdir/data';
import { consoleLogger, type ServerPlugin } from '@bankdir/server';
import { embeddingProgress } from './embedder.ts';
import type { OpenedDirectory } from './open-directory.ts';

/**
 * `serve --first-run`: on a database that did not exist (or that a stopped first run left empty), loads the default
 * data set with its sample layer and, when the API-key plugin is in use, creates one PRO account. Answers that
 * account's first key, to print once; undefined when nothing was done or no key was made.
 */
export async function firstRun(
  opened: OpenedDirectory,
  options: { existed: boolean; file: string; plugins: readonly ServerPlugin[] },
): Promise<IssuedKey | undefined> {
  const { directory, storage } = opened;
  const keys = options.plugins.some((plugin) => plugin.name === 'auth-api-keys')
    ? await openApiKeyStore(databaseOf(storage))
    : undefined;
  if (options.existed) {
    const noAccounts = keys === undefined || (await keys.listAccounts()).length === 0;
    if (!noAccounts || (await directory.countries.list({ limit: '1' })).data.length > 0) return undefined;
  }
  consoleLogger.info(`First run: loading the default data set and its sample layer into ${options.file}…`);
  const report = await seedDefaultData(directory, { sample: true, onProgress: embeddingProgress() });
  if (typeof report.semanticIndex === 'object' && 'error' in report.semanticIndex) {
    consoleLogger.info(
      `Semantic search index not built: ${report.semanticIndex.error}; run "bankdir reindex" once the embedder loads.`,
    );
  }
  return (await keys?.createAccount({ name: 'Owner', plan: 'pro' }))?.key;
}
