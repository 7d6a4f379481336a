import { SectionCodes } from '@bankdir/core/driver';
import { type Kysely, sql } from 'kysely';
import { vectorOf } from './vector-math.ts';

/** One section as a search scores it. */
export interface MemorySection {
  id: number;
  bankId: string;
  countryId: string;
  vector: Float32Array;
}

/** The copy as of one refresh: every section's vector by id, and their binary codes by country for large scans. */
export interface MemoryIndex {
  dimensions: number;
  /** The index's generation this copy holds: it changes with every write, on any node. */
  generation: number;
  codes: SectionCodes;
  section(id: number): MemorySection | undefined;
}

interface IndexRow {
  model: string;
  dimensions: number;
  generation: number;
  resetGeneration: number;
}

// Past this many changed banks, reloading everything costs less than reloading them one list at a time.
const FULL_RELOAD_BANKS = 2000;

/**
 * Every node's copy of the index's vectors, loaded once and kept in step with the database: before a search it reads
 * the index's generation (one row), and when another node (or this one) wrote since, reloads the sections of the
 * banks written since, or all of them after a reset. Reads committed data only, through the storage's root connection.
 */
export class VectorMemory {
  readonly #db: Kysely<unknown>;
  /** pgvector in this database (`enabled`), and whether the index has its embedding column (see pgvector.ts). */
  readonly pgvector = { enabled: false, column: false };
  #loaded: IndexRow | null = null;
  #sections = new Map<number, MemorySection>();
  #codes: SectionCodes | undefined;
  #refreshed: Promise<void> = Promise.resolve();

  constructor(db: Kysely<unknown>) {
    this.#db = db;
  }

  /** The copy, current as of this call; null when the index was never built. */
  async current(): Promise<MemoryIndex | null> {
    await this.refresh();
    if (!this.#loaded || !this.#codes) return null;
    const sections = this.#sections;
    return {
      dimensions: this.#loaded.dimensions,
      generation: this.#loaded.generation,
      codes: this.#codes,
      section: (id) => sections.get(id),
    };
  }

  /** The storage's root connection: committed data, outside any transaction. */
  get root(): Kysely<unknown> {
    return this.#db;
  }

  /** The sections of these banks. */
  async ofBanks(bankIds: readonly string[]): Promise<MemorySection[]> {
    await this.refresh();
    const codes = this.#codes;
    if (!codes) return [];
    return bankIds.flatMap((bankId) => codes.sectionsOf(bankId).map((id) => this.#sections.get(id)!));
  }

  /** Brings the copy up to what is committed now; refreshes run one after another, so none sees an older state. */
  refresh(): Promise<void> {
    const next = this.#refreshed.catch(() => {}).then(() => this.#refresh());
    this.#refreshed = next;
    return next;
  }

  async #refresh(): Promise<void> {
    const { rows } = await sql<IndexRow>`
      select model, dimensions, generation, "resetGeneration" from semantic_index where id = 1`.execute(this.#db);
    const current = rows[0] ?? null;
    const loaded = this.#loaded;
    if (current === null) {
      this.#replaceAll(null, []);
      return;
    }
    if (loaded !== null && loaded.generation === current.generation) return;
    if (loaded === null || current.resetGeneration > loaded.generation) {
      this.#replaceAll(current, await this.#load(sql``));
      return;
    }
    const changed = await sql<{ bankId: string }>`
      select distinct "bankId" from semantic_changes where generation > ${loaded.generation}`.execute(this.#db);
    const bankIds = changed.rows.map((row) => row.bankId);
    if (bankIds.length > FULL_RELOAD_BANKS) {
      this.#replaceAll(current, await this.#load(sql``));
      return;
    }
    const sections = bankIds.length === 0 ? [] : await this.#load(sql`where "bankId" in (${sql.join(bankIds)})`);
    for (const bankId of bankIds) this.#dropBank(bankId);
    for (const section of sections) this.#add(section);
    this.#loaded = current;
  }

  async #load(where: ReturnType<typeof sql>): Promise<MemorySection[]> {
    const { rows } = await sql<{ id: number; bankId: string; countryId: string; vector: Uint8Array }>`
      select id, "bankId", "countryId", vector from semantic_sections ${where}`.execute(this.#db);
    return rows.map((row) => {
      return { id: Number(row.id), bankId: row.bankId, countryId: row.countryId, vector: vectorOf(row.vector) };
    });
  }

  #replaceAll(current: IndexRow | null, sections: readonly MemorySection[]): void {
    this.#sections = new Map();
    this.#codes = current ? new SectionCodes(current.dimensions) : undefined;
    for (const section of sections) this.#add(section);
    this.#loaded = current;
  }

  #add(section: MemorySection): void {
    this.#sections.set(section.id, section);
    this.#codes!.add(section.id, section.bankId, section.countryId, section.vector);
  }

  #dropBank(bankId: string): void {
    for (const id of this.#codes?.sectionsOf(bankId) ?? []) this.#sections.delete(id);
    this.#codes?.dropBank(bankId);
  }
}
