import type { Storage } from '@bankdir/core/driver';
import { shareDerived } from './derived.ts';
import { draftDb, type MemoryDb } from './memory-db.ts';
import { SerialQueue } from './serial-queue.ts';
import { applicationStore } from './stores/application-store.ts';
import { auditStore } from './stores/audit-store.ts';
import { bankStore } from './stores/bank-store.ts';
import { countryStore } from './stores/country-store.ts';
import { maintenanceStore } from './stores/maintenance-store.ts';
import { marketStore } from './stores/market-store.ts';
import { productStore } from './stores/product-store.ts';
import { representativeStore } from './stores/representative-store.ts';
import { stockStore } from './stores/stock-store.ts';
import { storyStore } from './stores/story-store.ts';
import { memoryEmbeddingCache, vectorStore } from './stores/vector-store.ts';
import { voteStore } from './stores/vote-store.ts';
import { copyTables, emptyTables } from './tables.ts';

export interface MemoryStorageOptions {
  /** Give the storage a semantic index (exact cosine over the stored vectors); true unless set to false. */
  vectors?: boolean;
}

/**
 * A Storage that keeps the whole directory in plain JavaScript Maps, for tests, examples and embedders who need no
 * file. Nothing is written to disk: closing it, or ending the process, forgets everything.
 *
 * Transactions are copy-on-write: a transaction works on its own copy of the tables (copyTables) and, when its work
 * resolves, its copy becomes the committed tables in one assignment; when the work throws, the copy is dropped and
 * nothing it wrote is seen. Transactions run one after another (a SerialQueue); a write made outside a transaction
 * is a transaction of its own, so it waits its turn too. Reads outside a transaction read the committed tables and
 * never wait: they see every transaction whole or not at all.
 */
export function createMemoryStorage(options: MemoryStorageOptions = {}): Storage {
  let committed = emptyTables();
  const queue = new SerialQueue();
  const cache = memoryEmbeddingCache();
  const withVectors = options.vectors !== false;

  /** Runs `work` on a copy of the committed tables, in turn, and commits the copy when the work resolves. */
  const inTransaction = <T>(work: (db: MemoryDb) => Promise<T>): Promise<T> =>
    queue.run(async () => {
      const draft = copyTables(committed);
      shareDerived(committed, draft);
      const result = await work(draftDb(draft));
      committed = draft;
      return result;
    });

  const storageOver = (db: MemoryDb, transaction: Storage['transaction']): Storage => ({
    banks: bankStore(db),
    stocks: stockStore(db),
    markets: marketStore(db),
    countries: countryStore(db),
    votes: voteStore(db),
    stories: storyStore(db),
    products: productStore(db),
    representatives: representativeStore(db),
    applications: applicationStore(db),
    audit: auditStore(db),
    maintenance: maintenanceStore(),
    ...(withVectors && { vectors: vectorStore(db, cache) }),
    transaction,
    close: async () => {
      committed = emptyTables();
    },
  });

  const root: MemoryDb = {
    read: () => committed,
    write: (change) => inTransaction((db) => db.write(change)),
  };
  return storageOver(root, (work) =>
    inTransaction((db) => {
      // A nested call on the bound storage joins the transaction already open.
      const bound: Storage = storageOver(db, (nested) => nested(bound));
      return work(bound);
    }),
  );
}
