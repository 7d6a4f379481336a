import { type RawBuilder, type SqlBool, sql } from 'kysely';
import { containsPattern, startsPattern } from './keyset-page.ts';

// GET /search ranks what it finds by how well the text matches: 0 for the whole value, 1 for its start, 2 for
// anywhere in it. The texts compared are folded (foldText) on both sides, so the match ignores case and accents.

/** The column holds the folded text anywhere. */
export function holds(column: string, text: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} like ${containsPattern(text)} escape '\\'`;
}

/** How well the column matches: 0 exact, 1 prefix, 2 substring. Use where `holds` already keeps the row. */
export function matchQuality(column: string, text: string): RawBuilder<number> {
  return sql<number>`case when ${sql.ref(column)} = ${text} then 0 when ${sql.ref(column)} like ${startsPattern(text)} escape '\\' then 1 else 2 end`;
}

/** Ranked rows first (rank ascending), unranked after: an order term for rank columns that may be null. */
export function unrankedLast(column: string): RawBuilder<number> {
  return sql<number>`case when ${sql.ref(column)} is null then 1 else 0 end`;
}
