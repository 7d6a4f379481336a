import { SectionCodes } from '@bankdir/core/driver';
import type { SemanticDb } from './semantic-db.ts';

/** The index's change counters as committed: every write bumps `generation`; a reset also sets `resetGeneration`. */
export interface IndexGeneration {
  generation: number;
  resetGeneration: number;
  /** The vectors' dimensions; null while the index was never built. */
  dimensions: number | null;
}

/** A section as the process's memory loads it: its binary code's source, and its vector when the engine scores in process. */
export interface LoadedSection {
  id: number;
  bankId: string;
  countryId: string;
  /** The vector, or its binary code when the engine computes it (SectionCodes.add takes either). */
  code: Float32Array | Uint32Array;
  vector?: Float32Array;
}

/** A section kept in memory with its vector, for engines that score vectors in process. */
export interface MemorySection {
  id: number;
  bankId: string;
  countryId: string;
  vector: Float32Array;
}

/** The memory as of one refresh. */
export interface IndexSnapshot {
  generation: number;
  dimensions: number;
  codes: SectionCodes;
  /** The section with its vector; only for engines whose loaded sections carry vectors. */
  section(id: number): MemorySection | undefined;
}

/** The reads through which every process's memory follows the index (semantic-index.ts's change-log protocol). */
export interface ChangeLogReads {
  /** The counters; null when the database has none yet. */
  generation(root: SemanticDb): Promise<IndexGeneration | null>;
  /** The banks written after generation `since`. */
  changedBanks(root: SemanticDb, since: number): Promise<string[]>;
  /** The sections of these banks, or of every bank. */
  sections(root: SemanticDb, dimensions: number, bankIds?: readonly string[]): Promise<LoadedSection[]>;
}

// Past this many changed banks, reloading everything costs less than reloading them one list at a time.
const FULL_RELOAD_BANKS = 2000;

/**
 * The process's copy of the index: every section's binary code (core's SectionCodes, for the large scans), its vector
 * when the engine scores in process, and what keyword searches remember until the next write. Kept in step with the
 * database: before a search it reads the generation (one row); when any process wrote since, it reloads the sections
 * of the banks written since (the change log), or all of them after a reset. It reads through the storage's root
 * connection, so it sees committed data only (a search never runs inside a write transaction).
 */
export class IndexMemory {
  readonly #root: SemanticDb;
  readonly #reads: ChangeLogReads;
  #loaded: IndexGeneration | null = null;
  #codes: SectionCodes | undefined;
  #sections = new Map<number, MemorySection>();
  #refreshed: Promise<void> = Promise.resolve();
  /** Sections per keyword term at the loaded generation, for engines whose counts cost a read; filled as asked. */
  readonly termCounts = new Map<string, number>();
  /** The last keyword match at the loaded generation: a search asks for it once per country scope. */
  #lastMatch: { match: string; rows: Promise<{ id: number; rank: number }[]> } | undefined;

  constructor(root: SemanticDb, reads: ChangeLogReads) {
    this.#root = root;
    this.#reads = reads;
  }

  /** The storage's root connection: committed data, outside any transaction. */
  get root(): SemanticDb {
    return this.#root;
  }

  /** The copy, current as of this call; null when the index was never built. */
  async current(): Promise<IndexSnapshot | null> {
    await this.refresh();
    return this.latest;
  }

  /** The copy as of the last refresh, without reading the database. */
  get latest(): IndexSnapshot | null {
    const loaded = this.#loaded;
    const codes = this.#codes;
    if (loaded === null || loaded.dimensions === null || codes === undefined) return null;
    const sections = this.#sections;
    return {
      generation: loaded.generation,
      dimensions: loaded.dimensions,
      codes,
      section: (id) => sections.get(id),
    };
  }

  /** The index's generation, current as of this call: it changes with every write to the index, in any process. */
  async generation(): Promise<number> {
    await this.refresh();
    return this.#loaded?.generation ?? 0;
  }

  /** The sections a keyword `match` finds, with their rank: `query`'s answer, or the last one when it was the same. */
  keywordMatches(
    match: string,
    query: () => Promise<{ id: number; rank: number }[]>,
  ): Promise<{ id: number; rank: number }[]> {
    if (this.#lastMatch?.match !== match) this.#lastMatch = { match, rows: query() };
    const { rows } = this.#lastMatch;
    rows.catch(() => {
      if (this.#lastMatch?.rows === rows) this.#lastMatch = undefined;
    });
    return rows;
  }

  /** Brings the copy up to what is committed now; refreshes run one after another, so none sees an older state. */
  refresh(): Promise<void> {
    const next = this.#refreshed.catch(() => {}).then(() => this.#refresh());
    this.#refreshed = next;
    return next;
  }

  async #refresh(): Promise<void> {
    const current = await this.#reads.generation(this.#root);
    const loaded = this.#loaded;
    if (current !== null && loaded !== null && loaded.generation === current.generation) return;
    this.termCounts.clear();
    this.#lastMatch = undefined;
    if (current === null || current.dimensions === null) {
      this.#replaceAll(current, []);
      return;
    }
    if (
      loaded === null ||
      this.#codes === undefined ||
      current.resetGeneration > loaded.generation ||
      current.dimensions !== loaded.dimensions
    ) {
      this.#replaceAll(current, await this.#reads.sections(this.#root, current.dimensions));
      return;
    }
    const bankIds = await this.#reads.changedBanks(this.#root, loaded.generation);
    if (bankIds.length > FULL_RELOAD_BANKS) {
      this.#replaceAll(current, await this.#reads.sections(this.#root, current.dimensions));
      return;
    }
    const sections = bankIds.length === 0 ? [] : await this.#reads.sections(this.#root, current.dimensions, bankIds);
    for (const bankId of bankIds) this.#dropBank(bankId);
    for (const section of sections) this.#add(section);
    this.#loaded = current;
  }

  #replaceAll(current: IndexGeneration | null, sections: readonly LoadedSection[]): void {
    this.#sections = new Map();
    this.#codes = current?.dimensions ? new SectionCodes(current.dimensions) : undefined;
    for (const section of sections) this.#add(section);
    this.#loaded = current;
  }

  #add(section: LoadedSection): void {
    this.#codes!.add(section.id, section.bankId, section.countryId, section.code);
    if (section.vector !== undefined) this.#sections.set(section.id, section as MemorySection);
  }

  #dropBank(bankId: string): void {
    for (const id of this.#codes?.sectionsOf(bankId) ?? []) this.#sections.delete(id);
    this.#codes?.dropBank(bankId);
  }
}
