// GET /search ranks what it finds by how well the folded text matches a folded value: 0 for the whole value, 1 for
// its start, 2 anywhere in it. Both sides are folded by the service (foldText), so plain string comparison suffices.

/** How well `value` matches `text`: 0 exact, 1 prefix, 2 substring, undefined when it does not hold it. */
export function matchQuality(value: string, text: string): number | undefined {
  if (value === text) return 0;
  if (value.startsWith(text)) return 1;
  if (value.includes(text)) return 2;
  return undefined;
}

/** Ranked first by rank ascending, unranked after: the tie-break of bank and country search. */
export function compareRanks(a: number | null, b: number | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a - b;
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
