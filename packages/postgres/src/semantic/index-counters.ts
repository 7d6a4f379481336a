import type { SemanticDb } from '@bankdir/kysely';
import { sql } from 'kysely';

// The index's counters (sections and words, each term's sections, the generation) are single rows that every bank's
// write changes. Updated once per bank, a reindex (one transaction over every bank) would leave thousands of versions
// of each such row for every later update in it to walk past: quadratic. So each transaction gathers its changes to
// them and writes them once, before it commits (the storage's beforeCommit, or the end of a store's own transaction).

/** The counters one transaction's writes change, kept until it commits. */
export interface PendingCounters {
  /** Per stemmed term, the change in the number of sections holding it. */
  terms: Map<string, number>;
  sections: number;
  words: number;
  /** The generation this transaction's changes are recorded under, once it has bumped it. */
  generation: number | undefined;
}

/** The pending counters of each transaction of one store. */
export class IndexCounters {
  readonly #pending = new WeakMap<SemanticDb, PendingCounters>();

  of(on: SemanticDb): PendingCounters {
    let entry = this.#pending.get(on);
    if (entry === undefined) {
      entry = { terms: new Map(), sections: 0, words: 0, generation: undefined };
      this.#pending.set(on, entry);
    }
    return entry;
  }

  /** Forgets what the transaction gathered (the index was reset in it). */
  forget(on: SemanticDb): void {
    this.#pending.delete(on);
  }

  /**
   * Writes what the transaction gathered: each term's change in the count of sections holding it (terms no section
   * holds any more are dropped) and the index's totals, one statement each.
   */
  async write(on: SemanticDb): Promise<void> {
    const entry = this.#pending.get(on);
    if (entry === undefined) return;
    this.#pending.delete(on);
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
}
