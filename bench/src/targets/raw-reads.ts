import { SCORE_KEYS } from '@bankdir/core';
import type { Database } from 'better-sqlite3';
import { rawStatements } from './raw-sql.ts';

/** A row of the narrow banks table joined to its country, as the baseline reads it (arrays, no per-column objects). */
type Row = unknown[];

const score = (up: number, down: number) => {
  const total = up + down;
  return {
    total,
    up,
    down,
    score: total === 0 ? 0 : Math.sign(up - down) * Math.round((100 * Math.abs(up - down)) / total),
  };
};

/** A Bank as the API answers it with include=scores,country, from one row. */
function bankOf(row: Row) {
  const scores: Record<string, ReturnType<typeof score>> = {};
  SCORE_KEYS.forEach((key, index) => {
    scores[key] = score(row[11 + 2 * index] as number, row[12 + 2 * index] as number);
  });
  const c = 11 + 2 * SCORE_KEYS.length;
  return {
    id: row[0],
    name: row[1],
    rank: row[2],
    countryRank: row[3],
    url: row[4],
    description: row[5],
    storiesCount: row[6],
    claimedAt: row[7],
    countryId: row[8],
    createdAt: row[9],
    updatedAt: row[10],
    scores,
    country: { id: row[c], name: row[c + 1], code: row[c + 2], emoji: row[c + 3] },
  };
}

/**
 * The baseline's reads, each one indexed statement over the narrow copy: the first page of banks by name, and the
 * banks of one hostname (best rank first, one per country). Both answer the API's `data` (and `pagination`).
 */
export function rawReads(db: Database) {
  const sql = rawStatements(db);
  return {
    listBanks(limit: number) {
      const rows = sql.firstPage(limit + 1);
      const data = rows.slice(0, limit).map(bankOf);
      const hasMore = rows.length > limit;
      return {
        data,
        pagination: {
          hasMore,
          limit,
          nextCursor: hasMore ? (data[limit - 1]!.id as string) : null,
          previousCursor: null,
        },
      };
    },
    byHostname(host: string) {
      const seen = new Set<unknown>();
      const data = [];
      for (const row of sql.byHost(host)) {
        if (seen.has(row[8])) continue;
        seen.add(row[8]);
        data.push(bankOf(row));
      }
      return { data };
    },
  };
}
