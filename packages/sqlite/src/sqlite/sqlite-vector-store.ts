import {
  type EmbeddingCache,
  type KeywordHit,
  keepWords,
  keywordIndexText,
  queryWords,
  termOf,
  type VectorHit,
  type VectorSection,
  type VectorStore,
} from '@bankdir/core/driver';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { recordChange, recordReset, type SectionMemory } from './section-memory.ts';
import { bytes, floats } from './vector-blob.ts';

// The semantic index on SQLite (see bench/results/semantic.md and docs/semantic-search.md):
// - semantic_sections (plain, migration 0002): one row per section, with a copy of its vector for rescoring (a vec0
//   point read costs about 0.1 ms, a row of this table a few µs); its id is the rowid of the virtual tables below.
// - semantic_vectors, a sqlite-vec vec0 table made by resetIndex for the model's dimensions, partitioned by the bank's
//   country, so a countryCode filter scans only that country's vectors. Column `embedding` holds the float32 vector with
//   cosine distance.
// - semantic_keywords, an FTS5 table over the same sections (title, text and the bank's context: its names, country and
//   kinds in words, see core's section-context.ts), for the keyword measure of the ranking,
//   and semantic_keyword_terms, an fts5vocab table over it (sections per term).
// - semantic_partitions: sections per country.
// - semantic_generation and semantic_changes (section-memory.ts): a counter every write bumps and the banks each
//   generation changed, so each process keeps its SectionMemory in step with writes from any process.
// - semantic_index: the model and dimensions the index was built with, and vec0's chunk size.
// - embedding_cache: vectors by model and text hash, so unchanged text is never embedded twice.
//
// Vector search: a scan of up to `exactScanLimit` vectors is an exact k-nearest query on `embedding` (about 1 ms per
// 1,000 vectors of 512 dimensions on the bench machine). Above that (a large index, or a large country of one), the process's copy of every section's binary code
// (core's SectionCodes, one typed array per country) gives the k nearest by Hamming distance, a few milliseconds at
// 120,000 sections where sqlite-vec's own binary k-nearest query took 10 to 15, and those candidates are ranked by
// exact cosine distance with the copies in semantic_sections.
//
// Keyword search ranks sections with FTS5's bm25 (porter stemming, diacritics folded) over the words of the query,
// joined by OR. Ranking reads every matching section, and a common word ("accounts") matches much of a large index, so
// the words are taken rarest first (section counts of their Porter stems in semantic_keyword_terms, remembered until
// the next write) while their matches fit a budget; words in more than half the sections, which bm25 weighs at nearly
// nothing, are left out. FTS5 answers section ids and ranks only; the best section per bank is chosen here with the
// SectionMemory's map of sections to banks (and the same matches serve the search's country scopes), and only the
// chosen sections' texts are read.
//
// bench/src/semantic-latency.ts measures all of it at 247 and 30,000 banks.

const VECTORS = 'semantic_vectors';
const KEYWORDS = 'semantic_keywords';
/** fts5vocab over KEYWORDS: how many sections hold each (stemmed) term. */
const TERMS = 'semantic_keyword_terms';
/** sqlite-vec's largest k. */
const MAX_K = 4096;
/** sqlite-vec's largest vector. */
const MAX_DIMENSIONS = 8192;
const CHUNK = 500;

export interface SqliteVectorStoreOptions {
  /**
   * Searches over at most this many vectors are exact; larger ones go through the binary first stage. Default 2,000:
   * sqlite-vec's exact scan costs about 1 µs a vector, the two-stage search about 1 ms whatever the size.
   */
  exactScanLimit?: number;
  /** Candidates the binary first stage hands to exact rescoring, per result asked for; default 2 (at least 40 in all). */
  candidatesPerResult?: number;
  /**
   * How many (section, term) matches a keyword search may rank: query words are kept rarest first while their section
   * counts fit. Ranking costs about 1.5 µs a match, and a common word matches most of a large index. Default 2,000.
   */
  keywordMatchBudget?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the semantic tables are sqlite-vec and FTS5 virtual tables, outside the typed schema
type Db = Kysely<any>;

/**
 * The sqlite-vec VectorStore over one connection or transaction (the `vectors` option of kyselyStorage), with the
 * process's SectionMemory shared by every store over the same file.
 */
export function sqliteVectorStore(db: Db, memory: SectionMemory, options: SqliteVectorStoreOptions = {}): VectorStore {
  const exactScanLimit = options.exactScanLimit ?? 2000;
  const candidatesPerResult = options.candidatesPerResult ?? 2;
  const keywordMatchBudget = options.keywordMatchBudget ?? 2000;

  const atomic = <T>(work: (db: Db) => Promise<T>): Promise<T> =>
    db.isTransaction ? work(db) : db.transaction().execute(work);

  async function builtDimensions(on: Db): Promise<number | undefined> {
    const { rows } = await sql<{ dimensions: number }>`select dimensions from semantic_index where id = 1`.execute(on);
    return rows[0]?.dimensions;
  }

  /** Takes the bank's sections out of every table; false when it had none. */
  async function removeBank(on: Db, bankId: string): Promise<boolean> {
    const { rows } = await sql<{
      id: number;
      countryId: string;
    }>`select id, countryId from semantic_sections where bankId = ${bankId}`.execute(on);
    if (rows.length === 0) return false;
    for (const { id } of rows) {
      await sql`delete from semantic_vectors where rowid = ${BigInt(id)}`.execute(on);
      await sql`delete from semantic_keywords where rowid = ${BigInt(id)}`.execute(on);
    }
    await sql`delete from semantic_sections where bankId = ${bankId}`.execute(on);
    const byCountry = new Map<string, number>();
    for (const { countryId } of rows) byCountry.set(countryId, (byCountry.get(countryId) ?? 0) + 1);
    for (const [countryId, count] of byCountry)
      await sql`update semantic_partitions set sections = sections - ${count} where countryId = ${countryId}`.execute(
        on,
      );
    return true;
  }

  /**
   * How many sections hold each word: its Porter stem (what FTS5 indexed) looked up in the fts5vocab table, which counts
   * a common term's sections by reading its whole list, so counts are remembered until the next write. A word whose
   * stem is not there holds no section.
   */
  async function sectionCounts(words: readonly string[]): Promise<Map<string, number>> {
    const stems = new Map(words.map((word) => [word, termOf(word)]));
    const known = memory.termCounts;
    const missing = [...new Set(stems.values())].filter((term) => !known.has(term));
    if (missing.length > 0) {
      const { rows } = await sql<{
        term: string;
        doc: number;
      }>`select term, doc from semantic_keyword_terms where term in (${sql.join(missing)})`.execute(db);
      const found = new Map(rows.map((row) => [row.term, row.doc]));
      for (const term of missing) known.set(term, found.get(term) ?? 0);
    }
    return new Map(words.map((word) => [word, known.get(stems.get(word)!)!]));
  }

  /** Title and text of these sections, by id. */
  async function sectionTexts(ids: readonly number[]): Promise<Map<number, { title: string; text: string }>> {
    const texts = new Map<number, { title: string; text: string }>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const { rows } = await sql<{ id: number; title: string; text: string }>`
        select id, title, text from semantic_sections where id in (${sql.join(ids.slice(start, start + CHUNK))})`.execute(
        db,
      );
      for (const row of rows) texts.set(row.id, { title: row.title, text: row.text });
    }
    return texts;
  }

  /** Each bank's best section among the `k` nearest rows the `knn` query finds, best first, at most `limit` banks. */
  async function nearest(
    knn: (k: number) => RawBuilder<unknown>,
    distance: RawBuilder<unknown>,
    limit: number,
    kStart: number,
    scanned: number,
  ): Promise<VectorHit[]> {
    let k = Math.min(MAX_K, scanned, Math.max(1, kStart));
    for (;;) {
      const { rows } = await sql<{ bankId: string; title: string; text: string; distance: number; found: number }>`
        with knn as materialized (${knn(k)})
        select s.bankId as bankId, s.title as title, s.text as text, min(${distance}) as distance, (select count(*) from knn) as found
        from knn join semantic_sections s on s.id = knn.rowid
        group by s.bankId
        order by distance, s.bankId
        limit ${limit}`.execute(db);
      const found = rows[0]?.found ?? 0;
      // Fewer banks than asked although the scan had more rows to give: a few banks have many near sections; look deeper.
      if (rows.length >= limit || found < k || k >= Math.min(MAX_K, scanned)) {
        return vectorHits(rows);
      }
      k = Math.min(MAX_K, scanned, k * 4);
    }
  }

  const cache: EmbeddingCache = {
    async get(model, hashes) {
      const found = new Map<string, Float32Array>();
      for (let start = 0; start < hashes.length; start += CHUNK) {
        const chunk = hashes.slice(start, start + CHUNK);
        const { rows } = await sql<{
          textHash: string;
          vector: Uint8Array;
        }>`select textHash, vector from embedding_cache where model = ${model} and textHash in (${sql.join(chunk)})`.execute(
          db,
        );
        for (const row of rows) found.set(row.textHash, floats(row.vector));
      }
      return found;
    },
    async put(model, entries) {
      if (entries.length === 0) return;
      await atomic(async (on) => {
        for (const { hash, vector } of entries) {
          await sql`insert into embedding_cache (model, textHash, vector) values (${model}, ${hash}, ${bytes(vector)})
            on conflict (model, textHash) do update set vector = excluded.vector`.execute(on);
        }
      });
    },
    async retain(model, keep) {
      const { rows } = await sql<{
        textHash: string;
      }>`select textHash from embedding_cache where model = ${model}`.execute(db);
      const drop = rows.map((row) => row.textHash).filter((hash) => !keep.has(hash));
      await atomic(async (on) => {
        for (let start = 0; start < drop.length; start += CHUNK) {
          await sql`delete from embedding_cache where model = ${model} and textHash in (${sql.join(drop.slice(start, start + CHUNK))})`.execute(
            on,
          );
        }
      });
      return drop.length;
    },
  };

  return {
    cache,

    async indexInfo() {
      const { rows } = await sql<{
        model: string;
        dimensions: number;
      }>`select model, dimensions from semantic_index where id = 1`.execute(db);
      const row = rows[0];
      return row ? { model: row.model, dimensions: row.dimensions } : null;
    },

    async resetIndex({ model, dimensions }, size) {
      if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > MAX_DIMENSIONS) {
        throw new RangeError(
          `cannot index vectors of ${dimensions} dimensions: sqlite-vec takes 1 to ${MAX_DIMENSIONS}`,
        );
      }
      const chunkSize = chunkSizeFor(size);
      await atomic(async (on) => {
        await sql.raw(`drop table if exists ${VECTORS}`).execute(on);
        await sql.raw(`drop table if exists ${TERMS}`).execute(on);
        await sql.raw(`drop table if exists ${KEYWORDS}`).execute(on);
        await sql`delete from semantic_sections`.execute(on);
        await sql`delete from semantic_partitions`.execute(on);
        await sql
          .raw(
            `create virtual table ${VECTORS} using vec0(countryId text partition key, embedding float[${dimensions}] distance_metric=cosine, chunk_size=${chunkSize})`,
          )
          .execute(on);
        await sql
          .raw(
            `create virtual table ${KEYWORDS} using fts5(title, text, context, tokenize = 'porter unicode61 remove_diacritics 2')`,
          )
          .execute(on);
        await sql.raw(`create virtual table ${TERMS} using fts5vocab(${KEYWORDS}, 'row')`).execute(on);
        await sql`insert into semantic_index (id, model, dimensions, chunkSize) values (1, ${model}, ${dimensions}, ${chunkSize})
          on conflict (id) do update set model = excluded.model, dimensions = excluded.dimensions, chunkSize = excluded.chunkSize`.execute(
          on,
        );
        await recordReset(on);
      });
    },

    async replaceBankSections(bankId, countryId, sections) {
      await atomic(async (on) => {
        const dimensions = await builtDimensions(on);
        if (dimensions === undefined) throw new Error('the semantic index is not built: call resetIndex first');
        for (const section of sections) {
          if (section.vector.length !== dimensions)
            throw new RangeError(
              `a vector of ${section.vector.length} dimensions cannot go into an index of ${dimensions}`,
            );
        }
        await removeBank(on, bankId);
        await insertSections(on, bankId, countryId, sections);
        await recordChange(on, bankId);
      });
    },

    async deleteBank(bankId) {
      await atomic(async (on) => {
        if (await removeBank(on, bankId)) await recordChange(on, bankId);
      });
    },

    async search(vector, { countryId, limit }) {
      const codes = await memory.codes();
      const scanned = codes?.size(countryId) ?? 0;
      if (!codes || scanned === 0 || limit < 1) return [];
      const query = bytes(vector);
      if (scanned <= exactScanLimit) {
        const inCountry = countryId === undefined ? sql`` : sql`and countryId = ${countryId}`;
        return nearest(
          (k) =>
            sql`select rowid, distance from semantic_vectors where embedding match ${query} and k = ${k} ${inCountry}`,
          sql`knn.distance`,
          limit,
          Math.max(limit * 4, limit + 20),
          scanned,
        );
      }
      // The k nearest by binary code in process, ranked by exact cosine; deeper when a few banks hold most of them.
      let k = Math.min(MAX_K, scanned, Math.max(40, limit * candidatesPerResult));
      for (;;) {
        const candidates = codes.nearest(vector, k, countryId);
        const { rows } = await sql<{ bankId: string; title: string; text: string; distance: number }>`
          select bankId, title, text, min(vec_distance_cosine(vector, ${query})) as distance
          from semantic_sections where id in (${sql.join(candidates)})
          group by bankId
          order by distance, bankId
          limit ${limit}`.execute(db);
        if (rows.length >= limit || candidates.length < k || k >= Math.min(MAX_K, scanned)) {
          return vectorHits(rows);
        }
        k = Math.min(MAX_K, scanned, k * 4);
      }
    },

    async keywordSearch(text, { countryId, limit }) {
      const words = queryWords(text);
      if (words.length === 0 || limit < 1) return [];
      const codes = await memory.codes();
      const total = codes?.size() ?? 0;
      if (!codes || total === 0) return [];
      const counts = await sectionCounts(words);
      const kept = keepWords(words, counts, total, keywordMatchBudget);
      if (kept.length === 0) return [];
      const match = kept.map((word) => `"${word}"`).join(' OR ');
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
      const ranked = [...best]
        .sort(([a, x], [b, y]) => x.rank - y.rank || (a < b ? -1 : a > b ? 1 : 0))
        .slice(0, limit);
      const texts = await sectionTexts(ranked.map(([, hit]) => hit.id));
      return ranked.flatMap(([bankId, hit]): KeywordHit[] => {
        const section = texts.get(hit.id);
        return section ? [{ bankId, title: section.title, text: section.text, score: -hit.rank }] : [];
      });
    },

    async generation() {
      await memory.refresh();
      return memory.generation;
    },

    async bestSections(vector, bankIds) {
      if (bankIds.length === 0) return [];
      const query = bytes(vector);
      const hits: VectorHit[] = [];
      for (let start = 0; start < bankIds.length; start += CHUNK) {
        const { rows } = await sql<{ bankId: string; title: string; text: string; distance: number }>`
          select bankId, title, text, min(vec_distance_cosine(vector, ${query})) as distance
          from semantic_sections
          where bankId in (${sql.join(bankIds.slice(start, start + CHUNK))})
          group by bankId`.execute(db);
        hits.push(
          ...rows.map((row) => ({
            bankId: row.bankId,
            title: row.title,
            text: row.text,
            similarity: 1 - row.distance,
          })),
        );
      }
      return hits;
    },
  };
}

/**
 * vec0 stores each partition's vectors in chunks of `chunk_size` slots, allocated whole: with 1,024 (sqlite-vec's
 * default), 869 vectors in 70 countries took 150 MB and an unfiltered search read all of it (45 ms); the default data
 * set (61 countries) with 16 takes about 1 ms. Large partitions want large chunks (at 30,000 banks in 20 countries,
 * 1,024 beats 256 and 4,096). So: the average sections per country, rounded up to a power of two, 16 to 1,024.
 */
export function chunkSizeFor(size: { sections: number; countries: number } | undefined): number {
  if (!size || size.sections <= 0) return 64;
  const perCountry = size.sections / Math.max(1, size.countries);
  return Math.min(1024, Math.max(16, 2 ** Math.ceil(Math.log2(Math.max(1, perCountry)))));
}

async function insertSections(
  on: Db,
  bankId: string,
  countryId: string,
  sections: readonly VectorSection[],
): Promise<void> {
  if (sections.length === 0) return;
  for (const [position, section] of sections.entries()) {
    const vector = bytes(section.vector);
    const { rows } = await sql<{
      id: number;
    }>`insert into semantic_sections (bankId, countryId, position, title, text, vector)
      values (${bankId}, ${countryId}, ${position}, ${section.title}, ${section.text}, ${vector}) returning id`.execute(
      on,
    );
    const id = BigInt(rows[0]!.id);
    await sql`insert into semantic_vectors (rowid, countryId, embedding) values (${id}, ${countryId}, ${vector})`.execute(
      on,
    );
    await sql`insert into semantic_keywords (rowid, title, text, context) values (${id}, ${keywordIndexText(section.title)}, ${keywordIndexText(section.text)}, ${keywordIndexText(section.context ?? '')})`.execute(
      on,
    );
  }
  await sql`insert into semantic_partitions (countryId, sections) values (${countryId}, ${sections.length})
    on conflict (countryId) do update set sections = sections + excluded.sections`.execute(on);
}

/** Rows of a nearest-sections query (cosine distance) as the hits a VectorStore answers. */
function vectorHits(rows: readonly { bankId: string; title: string; text: string; distance: number }[]): VectorHit[] {
  return rows.map((row) => ({ bankId: row.bankId, title: row.title, text: row.text, similarity: 1 - row.distance }));
}
