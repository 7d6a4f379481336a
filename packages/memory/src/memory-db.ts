import type { Tables } from './tables.ts';

/**
 * What every store is built over: the tables it reads, and the one way to change them. Outside a transaction the
 * tables are the committed ones and each write is a transaction of its own; inside one, both are the transaction's copy.
 */
export interface MemoryDb {
  read(): Tables;
  /**
   * Applies `change` to the tables and returns its result. `change` runs synchronously, so nothing else runs while it
   * does; it checks what it needs before it changes anything, so a change that throws leaves the tables as they were.
   */
  write<T>(change: (tables: Tables) => T): Promise<T>;
}

/** The MemoryDb of a transaction: its own copy of the tables, changed in place. */
export function draftDb(draft: Tables): MemoryDb {
  return {
    read: () => draft,
    write: async (change) => {
      const result = change(draft);
      draft.revision += 1;
      return result;
    },
  };
}
