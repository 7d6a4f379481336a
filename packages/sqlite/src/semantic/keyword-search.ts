import type { KeywordHit } from '@bankdir/core/driver';
import type { IndexMemory, KeptWord, KeywordStats, SemanticDb } from '@bankdir/kysely';
import { sql } from 'kysely';
import { sectionTexts } from './section-reads.ts';

// Keyword search on SQLite ranks sections with FTS5's bm25 (porter stemming, diacritics folded). Term counts come from
// the fts5vocab table semantic_keyword_terms, which counts a common term's sections by reading its whole list, so they
// are remembered until the next write. FTS5 answers section ids and ranks only; the best section per bank is chosen
// here with the memory's map of sections to banks (and the same matches serve the search's country scopes), and only
// the chosen sections' texts are read.

/** Sections in the index, as of the memory's refresh. */
export async function keywordStats(memory: IndexMemory): Promise<KeywordStats> {
  return { sections: (await memory.current())?.codes.size() ?? 0 };
}

/** How many sections hold each term (a term FTS5 did not index holds none), remembered until the next write. */
export async function termCounts(
  db: SemanticDb,
  memory: IndexMemory,
  terms: readonly string[],
): Promise<Map<string, number>> {
  const known = memory.termCounts;
  const missing = terms.filter((term) => !known.has(term));
  if (missing.length > 0) {
    const { rows } = await sql<{
      term: string;
      doc: number;
    }>`select term, doc from semantic_keyword_terms where term in (${sql.join(missing)})`.execute(db);
    const found = new Map(rows.map((row) => [row.term, row.doc]));
    for (const term of missing) known.set(term, found.get(term) ?? 0);
  }
  return new Map(terms.map((term) => [term, known.get(term)!]));
}

/** Each bank's best section by FTS5's bm25 over the words joined by OR, best first, at most `limit` banks. */
export async function keywordHits(
  db: SemanticDb,
  memory: IndexMemory,
  words: readonly KeptWord[],
  { countryId, limit }: { countryId: string | undefined; limit: number },
): Promise<KeywordHit[]> {
  const codes = memory.latest?.codes;
  if (!codes) return [];
  const match = words.map(({ word }) => `"${word}"`).join(' OR ');
  const rows = await memory.keywordMatches(match, async () => {
    const { rows } = await sql<{ id: number; rank: number }>`
      select rowid as id, rank from semantic_keywords where semantic_keywords match ${match} order by rank, rowid`.execute(
      db,
    );
    return rows;
  });
  // Each bank's best section is its first match (lowest rank, then lowest id); the banks are ranked by it, then by
  // id, so the walk stops past the rank of the `limit`-th bank, once the banks tied with it are in.
  const best = new Map<string, { id: number; rank: number }>();
  let last = Number.POSITIVE_INFINITY;
  for (const row of rows) {
    if (row.rank > last) break;
    const bankId = codes.bankOf(row.id);
    if (bankId === undefined || best.has(bankId)) continue;
    if (countryId !== undefined && codes.countryOf(row.id) !== countryId) continue;
    best.set(bankId, row);
    if (best.size === limit) last = row.rank;
  }
  const ranked = [...best].sort(([a, x], [b, y]) => x.rank - y.rank || (a < b ? -1 : a > b ? 1 : 0)).slice(0, limit);
  const texts = await sectionTexts(
    db,
    ranked.map(([, hit]) => hit.id),
  );
  return ranked.flatMap(([bankId, hit]): KeywordHit[] => {
    const section = texts.get(hit.id);
    return section ? [{ bankId, title: section.title, text: section.text, score: -hit.rank }] : [];
  });
}
