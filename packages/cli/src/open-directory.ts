import { createDirectory, type Directory, type Embedder } from '@bankdir/core';
import { openSqliteStorage, type SqliteStorage } from '@bankdir/sqlite';

export interface OpenDirectoryOptions {
  /** The SQLite file; created and migrated when missing. */
  file: string;
  /** Turns on semantic search; without one it answers 503 SERVICE_UNAVAILABLE. Chosen by the caller. */
  embedder?: Embedder;
}

export interface OpenedDirectory {
  directory: Directory;
  storage: SqliteStorage;
}

/** The one place the CLI makes its Directory: SQLite storage, and the embedder if one is given. */
export async function openDirectory(options: OpenDirectoryOptions): Promise<OpenedDirectory> {
  const storage = await openSqliteStorage({ file: options.file });
  const directory = createDirectory({ storage, ...(options.embedder && { embedder: options.embedder }) });
  return { directory, storage };
}
