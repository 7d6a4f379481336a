import { type ApiKeyStore, databaseOf, openApiKeyStore } from '@bankdir/auth-api-keys';
import type { Embedder } from '@bankdir/core';
import { CommandError } from './cli-error.ts';
import { type DatabaseTarget, targetExists } from './database-target.ts';
import { type OpenedDirectory, openDirectory } from './open-directory.ts';

/** Opens a database that must already exist (every command but serve and seed), or says how to make one. */
export async function openExisting(target: DatabaseTarget, embedder?: Embedder): Promise<OpenedDirectory> {
  if (!(await targetExists(target)))
    throw new CommandError(
      `no database at ${target.label}; create it with "bankdir seed" or "bankdir serve --first-run", or pass --db FILE or --database-url URL`,
    );
  return openDirectory({ target, ...(embedder && { embedder }) });
}

/** The API-key store of the default auth plugin, in the directory's database (its tables are migrated on open). */
export function keyStoreOf(opened: OpenedDirectory): Promise<ApiKeyStore> {
  return openApiKeyStore(databaseOf(opened.storage));
}

/** Runs `work` on the opened database and closes it whatever happens. */
export async function withDatabase<T>(
  opened: OpenedDirectory,
  work: (opened: OpenedDirectory) => Promise<T>,
): Promise<T> {
  try {
    return await work(opened);
  } finally {
    await opened.directory.close();
  }
}
