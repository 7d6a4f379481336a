import { SectionCodes } from '@bankdir/core/driver';
import { type Kysely, sql } from 'kysely';
import { floats } from './vector-blob.ts';

// biome-ignore lint/suspicious/noExplicitAny: the semantic tables are outside the typed schema
type Db = Kysely<any>;

interface GenerationRow {
  generation: number;
  resetGeneration: number;
  dimensions: number | null;
}

// Past this many changed banks, reloading everything costs less than reloading them one list at a time.
const FULL_RELOAD_BANKS = 2000;

/**
 * The index's generation and change log, plain tables the vector store keeps beside its sqlite-vec and FTS5 tables:
 * every write bumps the generation and records the bank it changed; a reset records the generation it happened at.
 * Created when missing (an index built before they existed has written nothing since, so its generation is 1).
 */
export async function ensureChangeLog(on: Db): Promise<void> {
  const { rows } = await sql<{ found: number }>`
    select count(*) as found from sqlite_master where name in ('semantic_generation', 'semantic_changes')`.execute(on);
  if (rows[0]?.found === 2) return;
  await sql`create table if not exists semantic_generation (id integer primary key, generation integer not null, resetGeneration integer not null)`.execute(
    on,
  );
  await sql`insert or ignore into semantic_generation (id, generation, resetGeneration) values (1, 1, 1)`.execute(on);
  await sql`create table if not exists semantic_changes (generation integer not null, bankId text not null, primary key (generation, bankId))`.execute(
    on,
  );
}

/** Records a write of the bank's sections: a new generation, so every process's SectionMemory reloads that bank. */
export async function recordChange(on: Db, bankId: string): Promise<void> {
  await ensureChangeLog(on);
  const { rows } = await sql<{ generation: number }>`
    update semantic_generation set generation = generation + 1 where id = 1 returning generation`.execute(on);
  await sql`insert or ignore into semantic_changes (generation, bankId) values (${rows[0]!.generation}, ${bankId})`.execute(
    on,
  );
}

/** Records a reset: every process's SectionMemory reloads everything. */
export async function recordReset(on: Db): Promise<void> {
  await ensureChangeLog(on);
  await sql`update semantic_generation set generation = generation + 1, resetGeneration = generation + 1 where id = 1`.execute(
    on,
  );
  await sql`delete from semantic_changes`.execute(on);
}

/**
 * The process's copy of the index's binary codes (SectionCodes) and the section counts of keyword terms, kept in step
 * with the file: before a search it reads the generation (one row); when any connection, in this process or another,
 * wrote since, it reloads the sections of the banks written since, or all of them after a reset. It reads through the
 * storage's root connection, so it sees committed data only (a search never runs inside a write transaction).
 */
export class SectionMemory {
  readonly #db: Db;
  #loaded: GenerationRow | null = null;
  #codes: SectionCodes | undefined;
  #ready: Promise<void> | undefined;
  #refreshed: Promise<void> = Promise.resolve();
  /** Sections per keyword term (stem) at the loaded generation; filled as queries ask for terms. */
  readonly termCounts = new Map<string, number>();
  /** The last keyword match at the loaded generation: a search asks for it once per country scope. */
  #lastMatch: { match: string; rows: Promise<{ id: number; rank: number }[]> } | undefined;

  constructor(db: Db) {
    this.#db = db;
  }

  /** The codes as of this call; undefined when the index was never built. */
  async codes(): Promise<SectionCodes | undefined> {
    await this.refresh();
    return this.#codes;
  }

  /** The generation loaded by the last refresh: it changes with every write to the index, in any process. */
  get generation(): number {
    return this.#loaded?.generation ?? 0;
  }

  /** The sections FTS5 matches for `match`, with their rank: `query`'s answer, or the last one when it was the same. */
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
    this.#ready ??= ensureChangeLog(this.#db).catch((error: unknown) => {
      this.#ready = undefined;
      throw error;
    });
    await this.#ready;
    const { rows } = await sql<GenerationRow>`
      select g.generation as generation, g.resetGeneration as resetGeneration,
        (select dimensions from semantic_index where id = 1) as dimensions
      from semantic_generation g where g.id = 1`.execute(this.#db);
    const current = rows[0]!;
    const loaded = this.#loaded;
    if (loaded !== null && loaded.generation === current.generation) return;
    this.termCounts.clear();
    this.#lastMatch = undefined;
    if (current.dimensions === null) {
      this.#codes = undefined;
      this.#loaded = current;
      return;
    }
    if (
      loaded === null ||
      this.#codes === undefined ||
      current.resetGeneration > loaded.generation ||
      current.dimensions !== loaded.dimensions
    ) {
      this.#codes = await this.#load(new SectionCodes(current.dimensions), sql``);
      this.#loaded = current;
      return;
    }
    const changed = await sql<{ bankId: string }>`
      select distinct bankId from semantic_changes where generation > ${loaded.generation}`.execute(this.#db);
    const bankIds = changed.rows.map((row) => row.bankId);
    if (bankIds.length > FULL_RELOAD_BANKS) {
      this.#codes = await this.#load(new SectionCodes(current.dimensions), sql``);
    } else if (bankIds.length > 0) {
      for (const bankId of bankIds) this.#codes.dropBank(bankId);
      await this.#load(this.#codes, sql`where bankId in (${sql.join(bankIds)})`);
    }
    this.#loaded = current;
  }

  /** Adds the sections `where` selects to `codes`, their codes computed by sqlite-vec (or here, for odd dimensions). */
  async #load(codes: SectionCodes, where: ReturnType<typeof sql>): Promise<SectionCodes> {
    const inSql = codes.dimensions % 8 === 0;
    const { rows } = await sql<{ id: number; bankId: string; countryId: string; code: Uint8Array }>`
      select id, bankId, countryId, ${inSql ? sql`vec_quantize_binary(vector)` : sql`vector`} as code
      from semantic_sections ${where} order by id`.execute(this.#db);
    for (const row of rows) codes.add(row.id, row.bankId, row.countryId, inSql ? words(row.code) : floats(row.code));
    return codes;
  }
}

/** sqlite-vec's bit vector (dimension 0 in the lowest bit of byte 0) as little-endian 32-bit words. */
function words(bytes: Uint8Array): Uint32Array {
  const padded = new Uint8Array(Math.ceil(bytes.byteLength / 4) * 4);
  padded.set(bytes);
  return new Uint32Array(padded.buffer);
}
