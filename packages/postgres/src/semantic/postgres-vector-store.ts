import {
  type EmbeddingCache,
  type KeywordHit,
  keepWords,
  queryWords,
  termOf,
  type VectorHit,
  type VectorSection,
  type VectorStore,
} from '@bankdir/core/driver';
import { type Kysely, sql } from 'kysely';
import { anyTermQuery, BM25, idf, keywordEntry } from './keyword-index.ts';
import { nearestSections, resetEmbeddingColumn, vectorLiteral } from './pgvector.ts';
import { cosine, vectorBytes, vectorOf } from './vector-math.ts';
import type { MemorySection, VectorMemory } from './vector-memory.ts';

// PostgreSQL's semantic index (tables: semantic-index-tables.ts). Vectors are stored as float32 bytes and scored in
// process against each node's VectorMemory; keywords are a tsvector per section under a GIN index, ranked with bm25 as
// SQLite's FTS5 ranks them. Searches mirror the SQLite store's: an exact scan up to `exactScanLimit` sections, beyond
// it the nearest by binary code, rescored exactly.

export interface PostgresVectorStoreOptions {
  /** Up to this many sections a search scores every vector exactly; past it, a binary-code pass picks candidates. */
  exactScanLimit?: number;
  /** Candidates per result of the binary-code pass (at least 40). */
  candidatesPerResult?: number;
  /** The sections the words of a keyword search may match together, rarest words first. */
  keywordMatchBudget?: number;
}

// biome-ignore lint/suspicious/noExplicitAny: the semantic tables are outside the directory's typed schema
type Db = Kysely<any>;

const CHUNK = 500;
const MAX_DIMENSIONS = 8192;
// pgvector's hnsw.ef_search tops at 1,000: no deeper look than that.
const MAX_HNSW_K = 1000;
/** The deepest binary-code pass, as on SQLite. */
const MAX_K = 4096;

/** The index's counters one transaction's writes change, kept until it commits. */
interface Bookkeeping {
  /** Per stemmed term, the change in the number of sections holding it. */
  terms: Map<string, number>;
  sections: number;
  words: number;
  /** The generation this transaction's changes are recorded under, once it has bumped it. */
  generation: number | undefined;
}

/** The VectorStore over one connection or transaction, with the node's copy of the vectors. */
export function postgresVectorStore(
  db: Db,
  memory: VectorMemory,
  options: PostgresVectorStoreOptions = {},
): VectorStore {
  const exactScanLimit = options.exactScanLimit ?? 2000;
  const candidatesPerResult = options.candidatesPerResult ?? 2;
  const keywordMatchBudget = options.keywordMatchBudget ?? 2000;
  // The index's counters (sections and words, each term's sections, the generation) are single rows that every bank's
  // write changes. Updated once per bank, a reindex (one transaction over every bank) would leave thousands of versions
  // of each such row for every later update in it to walk past: quadratic. So each transaction gathers its changes to
  // them and writes them once, before it commits (the storage's beforeCommit, or the end of a store's own transaction).
  const pending = new WeakMap<Db, Bookkeeping>();
  const bookkeepingOf = (on: Db): Bookkeeping => {
    let entry = pending.get(on);
    if (entry === undefined) {
      entry = { terms: new Map(), sections: 0, words: 0, generation: undefined };
      pending.set(on, entry);
    }
    return entry;
  };
  const atomic = <T>(work: (on: Db) => Promise<T>): Promise<T> =>
    db.isTransaction
      ? work(db)
      : db.transaction().execute(async (on) => {
          const result = await work(on);
          await writeBookkeeping(on);
          return result;
        });

  /** Records the bank as changed in this transaction's generation (bumped once per transaction), so every node reloads it. */
  async function recordChange(on: Db, bankId: string): Promise<void> {
    const entry = bookkeepingOf(on);
    if (entry.generation === undefined) {
      const { rows } = await sql<{ generation: number }>`
        update semantic_index set generation = generation + 1 where id = 1 returning generation`.execute(on);
      const generation = rows[0]?.generation;
      if (generation === undefined) throw new Error('the semantic index is not built: call resetIndex first');
      entry.generation = Number(generation);
    }
    await sql`insert into semantic_changes (generation, "bankId") values (${entry.generation}, ${bankId})
      on conflict do nothing`.execute(on);
  }

  async function removeBank(on: Db, bankId: string): Promise<void> {
    const { rows } = await sql<{ words: number; terms: string[] }>`
      delete from semantic_sections where "bankId" = ${bankId}
      returning words, tsvector_to_array(terms) as terms`.execute(on);
    if (rows.length === 0) return;
    const entry = bookkeepingOf(on);
    for (const row of rows) {
      for (const term of row.terms) entry.terms.set(term, (entry.terms.get(term) ?? 0) - 1);
      entry.words -= Number(row.words);
    }
    entry.sections -= rows.length;
  }

  async function insertSections(
    on: Db,
    bankId: string,
    countryId: string,
    sections: readonly VectorSection[],
  ): Promise<void> {
    if (sections.length === 0) return;
    const entry = bookkeepingOf(on);
    for (const [position, section] of sections.entries()) {
      const keywords = keywordEntry(section.title, section.text, section.context ?? '');
      entry.words += keywords.words;
      for (const term of keywords.distinct) entry.terms.set(term, (entry.terms.get(term) ?? 0) + 1);
      const embedding = memory.pgvector.column ? sql`, ${vectorLiteral(section.vector)}::vector` : sql``;
      await sql`insert into semantic_sections ("bankId", "countryId", position, title, text, vector, terms,
          "termCounts", words ${memory.pgvector.column ? sql`, embedding` : sql``})
        values (${bankId}, ${countryId}, ${position}, ${section.title}, ${section.text}, ${vectorBytes(section.vector)},
          ${keywords.terms}::tsvector, ${keywords.counts}::jsonb, ${keywords.words} ${embedding})`.execute(on);
    }
    entry.sections += sections.length;
  }

  /**
   * Writes what this transaction gathered: each term's change in the count of sections holding it (terms no section
   * holds any more are dropped) and the index's totals, one statement each.
   */
  async function writeBookkeeping(on: Db): Promise<void> {
    const entry = pending.get(on);
    if (entry === undefined) return;
    pending.delete(on);
    const changed = [...entry.terms].filter(([, delta]) => delta !== 0);
    if (changed.length > 0) {
      const terms = changed.map(([term]) => term);
      await sql`insert into semantic_terms (term, sections)
        select * from unnest(${terms}::text[], ${changed.map(([, delta]) => delta)}::int[])
        on conflict (term) do update set sections = semantic_terms.sections + excluded.sections`.execute(on);
      const fewer = changed.filter(([, delta]) => delta < 0).map(([term]) => term);
      if (fewer.length > 0)
        await sql`delete from semantic_terms where sections <= 0 and term = any(${fewer}::text[])`.execute(on);
    }
    if (entry.sections !== 0 || entry.words !== 0)
      await sql`update semantic_index set sections = sections + ${entry.sections}, words = words + ${entry.words}
        where id = 1`.execute(on);
  }

  /** Title and text of these sections, by id. */
  async function sectionTexts(ids: readonly number[]): Promise<Map<number, { title: string; text: string }>> {
    const texts = new Map<number, { title: string; text: string }>();
    for (let start = 0; start < ids.length; start += CHUNK) {
      const { rows } = await sql<{ id: number; title: string; text: string }>`
        select id, title, text from semantic_sections where id = any(${ids.slice(start, start + CHUNK)}::bigint[])`.execute(
        db,
      );
      for (const row of rows) texts.set(Number(row.id), { title: row.title, text: row.text });
    }
    return texts;
  }

  /** Each bank's best section among `scored`, best first (ties by bank id), at most `limit` banks, with its text. */
  async function bestPerBank(
    scored: readonly { section: MemorySection; similarity: number }[],
    limit: number,
  ): Promise<VectorHit[]> {
    const best = new Map<string, { section: MemorySection; similarity: number }>();
    for (const hit of scored) {
      const current = best.get(hit.section.bankId);
      if (!current || hit.similarity > current.similarity) best.set(hit.section.bankId, hit);
    }
    const ranked = [...best.values()]
      .sort((a, b) => b.similarity - a.similarity || (a.section.bankId < b.section.bankId ? -1 : 1))
      .slice(0, limit);
    const texts = await sectionTexts(ranked.map((hit) => hit.section.id));
    return ranked.map((hit) => ({
      bankId: hit.section.bankId,
      ...(texts.get(hit.section.id) ?? { title: '', text: '' }),
      similarity: hit.similarity,
    }));
  }

  /** Worldwide, from pgvector's HNSW index: the nearest sections, looking deeper while a few banks hold most of them. */
  async function nearestByPgvector(vector: Float32Array, limit: number): Promise<VectorHit[]> {
    const byId = new Map<number, MemorySection>();
    for (let k = Math.max(40, limit * candidatesPerResult); ; k = Math.min(MAX_HNSW_K, k * 4)) {
      const rows = await nearestSections(memory.root, vector, k);
      const scored = rows.map((row) => {
        const section = byId.get(row.id) ?? ({ id: row.id, bankId: row.bankId } as MemorySection);
        byId.set(row.id, section);
        return { section, similarity: row.similarity };
      });
      const hits = await bestPerBank(scored, limit);
      if (hits.length >= limit || rows.length < k || k >= MAX_HNSW_K) return hits;
    }
  }

  const cache: EmbeddingCache = {
    async get(model, hashes) {
      const found = new Map<string, Float32Array>();
      for (let start = 0; start < hashes.length; start += CHUNK) {
        const { rows } = await sql<{ textHash: string; vector: Uint8Array }>`
          select "textHash", vector from embedding_cache
          where model = ${model} and "textHash" = any(${hashes.slice(start, start + CHUNK)}::text[])`.execute(db);
        for (const row of rows) found.set(row.textHash, vectorOf(row.vector));
      }
      return found;
    },
    async put(model, entries) {
      for (let start = 0; start < entries.length; start += CHUNK) {
        const chunk = entries.slice(start, start + CHUNK);
        // Not in a transaction: cache entries are never wrong, and a write transaction would wait for the write lock.
        await sql`insert into embedding_cache (model, "textHash", vector)
          select ${model}, * from unnest(${chunk.map((entry) => entry.hash)}::text[], ${chunk.map((entry) => vectorBytes(entry.vector))}::bytea[])
          on conflict (model, "textHash") do update set vector = excluded.vector`.execute(db);
      }
    },
    async retain(model, keep) {
      const { rows } = await sql<{ textHash: string }>`
        select "textHash" from embedding_cache where model = ${model}`.execute(db);
      const drop = rows.map((row) => row.textHash).filter((hash) => !keep.has(hash));
      for (let start = 0; start < drop.length; start += CHUNK) {
        await sql`delete from embedding_cache
          where model = ${model} and "textHash" = any(${drop.slice(start, start + CHUNK)}::text[])`.execute(db);
      }
      return drop.length;
    },
  };

  return {
    cache,

    async indexInfo() {
      const { rows } = await sql<{ model: string; dimensions: number }>`
        select model, dimensions from semantic_index where id = 1`.execute(db);
      const row = rows[0];
      return row ? { model: row.model, dimensions: row.dimensions } : null;
    },

    async resetIndex({ model, dimensions }) {
      if (!Number.isInteger(dimensions) || dimensions < 1 || dimensions > MAX_DIMENSIONS) {
        throw new RangeError(
          `cannot index vectors of ${dimensions} dimensions: the index takes 1 to ${MAX_DIMENSIONS}`,
        );
      }
      await atomic(async (on) => {
        pending.delete(on);
        await sql`delete from semantic_sections`.execute(on);
        await sql`delete from semantic_changes`.execute(on);
        await sql`delete from semantic_terms`.execute(on);
        await sql`insert into semantic_index (id, model, dimensions, generation, "resetGeneration", sections, words)
          values (1, ${model}, ${dimensions}, 1, 1, 0, 0)
          on conflict (id) do update set model = excluded.model, dimensions = excluded.dimensions,
            generation = semantic_index.generation + 1, "resetGeneration" = semantic_index.generation + 1,
            sections = 0, words = 0`.execute(on);
        if (memory.pgvector.enabled) await resetEmbeddingColumn(on, dimensions);
      });
      if (memory.pgvector.enabled) memory.pgvector.column = true;
    },

    async replaceBankSections(bankId, countryId, sections) {
      await atomic(async (on) => {
        const info = await sql<{ dimensions: number }>`select dimensions from semantic_index where id = 1`.execute(on);
        const dimensions = info.rows[0]?.dimensions;
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
        const { rows } = await sql<{ found: number }>`
          select count(*) as found from semantic_sections where "bankId" = ${bankId}`.execute(on);
        if (Number(rows[0]?.found ?? 0) === 0) return;
        await removeBank(on, bankId);
        await recordChange(on, bankId);
      });
    },

    async search(vector, { countryId, limit }) {
      const index = await memory.current();
      const scanned = index?.codes.size(countryId) ?? 0;
      if (!index || scanned === 0 || limit < 1) return [];
      const scored = (ids: readonly number[]) =>
        ids.map((id) => {
          const section = index.section(id)!;
          return { section, similarity: cosine(vector, section.vector) };
        });
      if (scanned <= exactScanLimit) return bestPerBank(scored(index.codes.ids(countryId)), limit);
      if (countryId === undefined && memory.pgvector.column) return nearestByPgvector(vector, limit);
      // Nearest by binary code first (Hamming distance, core's SectionCodes), then exact cosine over those, looking
      // deeper when a few banks hold most of the nearest sections.
      let k = Math.min(MAX_K, scanned, Math.max(40, limit * candidatesPerResult));
      for (;;) {
        const candidates = index.codes.nearest(vector, k, countryId);
        const hits = await bestPerBank(scored(candidates), limit);
        if (hits.length >= limit || candidates.length < k || k >= Math.min(MAX_K, scanned)) return hits;
        k = Math.min(MAX_K, scanned, k * 4);
      }
    },

    async generation() {
      return (await memory.current())?.generation ?? 0;
    },

    beforeCommit: () => writeBookkeeping(db),

    async keywordSearch(text, { countryId, limit }) {
      // A search inside a transaction sees that transaction's own writes, as every read there does.
      if (db.isTransaction) await writeBookkeeping(db);
      const words = queryWords(text);
      if (words.length === 0 || limit < 1) return [];
      const { rows: stats } = await sql<{ sections: number; words: number }>`
        select sections, words from semantic_index where id = 1`.execute(db);
      const total = Number(stats[0]?.sections ?? 0);
      if (total === 0) return [];
      const termOfWord = new Map(words.map((word) => [word, termOf(word)]));
      const { rows: found } = await sql<{ term: string; sections: number }>`
        select term, sections from semantic_terms where term = any(${[...new Set(termOfWord.values())]}::text[])`.execute(
        db,
      );
      const sectionsWith = new Map(found.map((row) => [row.term, Number(row.sections)]));
      const counts = new Map(words.map((word) => [word, sectionsWith.get(termOfWord.get(word)!) ?? 0]));
      const kept = keepWords(words, counts, total, keywordMatchBudget).filter((word) => counts.get(word)! > 0);
      if (kept.length === 0) return [];
      // One bm25 term per query word, as FTS5 scores each quoted word of "w1" OR "w2" as its own phrase.
      const terms = kept.map((word) => termOfWord.get(word)!);
      const idfs = kept.map((word) => idf(total, counts.get(word)!));
      const averageWords = Number(stats[0]!.words) / total;
      const inCountry = countryId === undefined ? sql`` : sql`and s."countryId" = ${countryId}`;
      const { rows } = await sql<{ bankId: string; title: string; text: string; score: number }>`
        with query as (select * from unnest(${terms}::text[], ${idfs}::float8[]) as q(term, idf)),
        scored as (
          select s.id, s."bankId", s.title, s.text,
            sum(query.idf * (t.tf * ${BM25.k1 + 1}::float8)
              / (t.tf + ${BM25.k1}::float8 * (${1 - BM25.b}::float8 + ${BM25.b}::float8 * s.words / ${averageWords}::float8))) as score
          from semantic_sections s
          cross join query
          cross join lateral (select (s."termCounts" ->> query.term)::float8 as tf) t
          where s.terms @@ ${anyTermQuery(terms)}::tsquery and t.tf is not null ${inCountry}
          group by s.id
        ),
        best as (select distinct on ("bankId") * from scored order by "bankId", score desc, id)
        select "bankId", title, text, score from best order by score desc, "bankId" limit ${limit}`.execute(db);
      return rows.map((row): KeywordHit => ({ ...row, score: Number(row.score) }));
    },

    async bestSections(vector, bankIds) {
      if (bankIds.length === 0) return [];
      const sections = await memory.ofBanks(bankIds);
      return bestPerBank(
        sections.map((section) => ({ section, similarity: cosine(vector, section.vector) })),
        Number.POSITIVE_INFINITY,
      );
    },
  };
}
