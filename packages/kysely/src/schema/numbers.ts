// Numbers as the drivers hand them back: node-postgres reads bigint and numeric columns as strings, better-sqlite3
// reads numbers; an absent value is null (or undefined where a row has no such column).

/** A nullable numeric column as a number, or null. */
export function nullableNumber(value: unknown): number | null {
  return value === null || value === undefined ? null : Number(value);
}
