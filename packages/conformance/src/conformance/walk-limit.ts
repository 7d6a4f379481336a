/** A page size that walks a list of `count` items in about a dozen pages (5 to 100), so long lists stay quick to walk. */
export function walkLimit(count: number): number {
  return Math.min(100, Math.max(5, Math.ceil(count / 12)));
}
