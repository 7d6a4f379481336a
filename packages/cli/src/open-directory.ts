import { createDirectory, type Directory, type Embedder } from '@bankdir/core';
import type { Storage } from '@bankdir/core/driver';
import { openPostgresStorage } from '@bankdir/postgres';
import { openSqliteStorage } from '@bankdir/sqlite';
import type { DatabaseTarget } from './database-target.ts';
import { ensureReferenceData } from './reference-data.ts';

export interface OpenDirectoryOptions {
  /** The SQLite file or PostgreSQL database; created (or its schema) and migrated when missing. */
  target: DatabaseTarget;
  /** Turns on semantic search; without one it answers 503 SERVICE_UNAVAILABLE. Chosen by the caller. */
  embedder?: Embedder;
  /** Put the countries and markets into a directory that has none (default true; migrate-to fills an empty one itself). */
  referenceData?: boolean;
}

export interface OpenedDirectory {
  directory: Directory;
  storage: Storage;
}

/** The one place the CLI makes its Directory: the storage the target names, and the embedder if one is given. */
export async function openDirectory(options: OpenDirectoryOptions): Promise<OpenedDirectory> {
  const { target } = options;
  const storage =
    target.engine === 'postgres'
      ? await openPostgresStorage({ url: target.url })
      : await openSqliteStorage({ file: target.file });
  if (options.referenceData !== false) await ensureReferenceData(storage);
  const directory = createDirectory({
    storage,
    ...(options.embedder && { embedder: options.embedder }),
    warn: cliWarning,
  });
  return { directory, storage };
}

/** A warning of the directory in the CLI's words: what a library caller does with directory.admin.reindex() is a command here. */
function cliWarning(line: string): void {
  console.warn(`bankdir: ${line.replaceAll('call directory.admin.reindex()', 'run `bankdir reindex`')}`);
}
