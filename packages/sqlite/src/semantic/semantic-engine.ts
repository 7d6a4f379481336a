import type { SemanticIndexEngine } from '@bankdir/kysely';
import { changeLogReads, recordChange } from './change-log.ts';
import { embeddingCache } from './embedding-cache.ts';
import { resetIndexTables } from './index-reset.ts';
import { keywordHits, keywordStats, termCounts } from './keyword-search.ts';
import { bestSections, exactNearest, rescore } from './nearest-sections.ts';
import { loadSections } from './section-reads.ts';
import { insertSections, removeBank } from './section-writes.ts';

/** sqlite-vec's largest vector. */
const MAX_DIMENSIONS = 8192;

/**
 * SQLite's semantic index (tables: semantic-index-tables.ts and index-reset.ts): vectors in sqlite-vec, keywords and
 * their term counts in FTS5, the change log in plain tables; one per storage, for the memory it keeps.
 */
export function sqliteSemanticEngine(): SemanticIndexEngine {
  return {
    changeLog: changeLogReads(loadSections),
    maxDimensions: MAX_DIMENSIONS,
    takenBy: 'sqlite-vec',
    over: (db, memory) => ({
      cache: embeddingCache(db),
      reset: resetIndexTables,
      removeBank,
      insertSections,
      recordChange,
      exactNearest: (_index, vector, scan) => exactNearest(db, vector, scan),
      rescore: (_index, vector, candidates, limit) => rescore(db, vector, candidates, limit),
      bestSections: (vector, bankIds) => bestSections(db, vector, bankIds),
      keywordStats: () => keywordStats(memory),
      termCounts: (terms) => termCounts(db, memory, terms),
      keywordHits: (words, search) => keywordHits(db, memory, words, search),
    }),
  };
}
