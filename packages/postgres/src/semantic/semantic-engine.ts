import type { SemanticIndexEngine } from '@bankdir/kysely';
import { changeLogReads, recordChange } from './change-log.ts';
import { embeddingCache } from './embedding-cache.ts';
import { IndexCounters } from './index-counters.ts';
import { resetIndexTables } from './index-reset.ts';
import { keywordHits, keywordStats, termCounts } from './keyword-search.ts';
import { bestSections, exactNearest, nearestByPgvector, rescore } from './nearest-sections.ts';
import type { Pgvector } from './pgvector.ts';
import { loadSections } from './section-reads.ts';
import { insertSections, removeBank } from './section-writes.ts';

const MAX_DIMENSIONS = 8192;

/**
 * PostgreSQL's semantic index (tables: semantic-index-tables.ts): vectors as float32 bytes scored in process (and in
 * pgvector's HNSW index when the database has the extension), keywords as a tsvector per section with term counts and
 * totals kept by each transaction's counters; one per storage, with what it found of pgvector.
 */
export function postgresSemanticEngine(pgvector: Pgvector): SemanticIndexEngine {
  return {
    changeLog: changeLogReads(loadSections),
    maxDimensions: MAX_DIMENSIONS,
    takenBy: 'the index',
    over(db, memory) {
      const counters = new IndexCounters();
      return {
        cache: embeddingCache(db),
        reset: (on, built) => resetIndexTables(counters, pgvector, on, built),
        removeBank: (on, bankId) => removeBank(counters, on, bankId),
        insertSections: insertSections(counters, pgvector),
        recordChange: (on, bankId) => recordChange(counters, on, bankId),
        flush: (on) => counters.write(on),
        exactNearest: (index, vector, scan) => exactNearest(db, index, vector, scan),
        async indexedNearest(vector, { countryId, limit, candidatesPerResult }) {
          if (countryId !== undefined || !pgvector.column) return undefined;
          return nearestByPgvector(db, memory, vector, limit, candidatesPerResult);
        },
        rescore: (index, vector, candidates, limit) => rescore(db, index, vector, candidates, limit),
        bestSections: (vector, bankIds) => bestSections(db, memory, vector, bankIds),
        keywordStats: () => keywordStats(db),
        termCounts: (terms) => termCounts(db, terms),
        keywordHits: (words, search) => keywordHits(db, words, search),
      };
    },
  };
}
