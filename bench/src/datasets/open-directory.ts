import { createDirectory, type Directory, type PagingOptions } from '@bankdir/core';
import { openSqliteStorage } from '@bankdir/sqlite';

/** A Directory over a SQLite file, as the server makes it (no embedder). */
export async function openDirectoryAt(file: string): Promise<Directory> {
  return createDirectory({ storage: await openSqliteStorage({ file }), warn: () => {} });
}

/** Every page of a list, `limit` items at a time, as the API would be walked. */
export async function walkList<T extends { id: string }, const TOptions extends object>(
  list: (options: TOptions & PagingOptions) => Promise<{ data: T[]; pagination: { nextCursor: string | null } }>,
  query: TOptions,
  onPage: (items: T[]) => void | Promise<void>,
  limit = 100,
): Promise<void> {
  let cursor: string | null = null;
  do {
    const page = await list({ ...query, limit, ...(cursor !== null && { startingAfter: cursor }) });
    await onPage(page.data);
    cursor = page.pagination?.nextCursor ?? null;
  } while (cursor !== null);
}
