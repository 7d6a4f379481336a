import { SCORE_KEYS } from '@bankdir/core';
import type { Database } from 'better-sqlite3';

/** A row of the narrow banks table joined to its country, as the baseline reads it (arrays, no per-column objects). */
export type RawRow = unknown[];

const BANK_COLUMNS =
  'b.id, b.name, b.rank, b.countryRank, b.url, b.description, b.storiesCount, b.claimedAt, b.countryId, b.createdAt, b.updatedAt';
const SCORE_SELECT = SCORE_KEYS.map((key) => `b.${key}_up, b.${key}_down`).join(', ');
const COUNTRY_COLUMNS = 'c.id, c.name, c.code, c.emoji';
const SELECT = `select ${BANK_COLUMNS}, ${SCORE_SELECT}, ${COUNTRY_COLUMNS} from banks b join countries c on c.id = b.countryId`;

/** The baseline's statements, prepared once (kept apart from the row mapping so that a CPU profile tells them apart). */
export function rawStatements(db: Database) {
  const firstPage = db.prepare(`${SELECT} order by b.nameKey, b.id limit ?`).raw();
  const byHost = db
    .prepare(`${SELECT} join hostnames h on h.bankId = b.id where h.host = ? order by b.rank is null, b.rank, b.id`)
    .raw();
  return {
    firstPage: (limit: number) => firstPage.all(limit) as RawRow[],
    byHost: (host: string) => byHost.all(host) as RawRow[],
  };
}
