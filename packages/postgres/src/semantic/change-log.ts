import type { ChangeLogReads, IndexGeneration, SemanticDb } from '@bankdir/kysely';
import { sql } from 'kysely';
import type { IndexCounters } from './index-counters.ts';

// The index's generation (in semantic_index) and change log (semantic_changes): every transaction that writes the
// index bumps the generation once and records the banks it changed; a reset records the generation it happened at.

/** Records the bank as changed in this transaction's generation (bumped once per transaction), so every node reloads it. */
export async function recordChange(counters: IndexCounters, on: SemanticDb, bankId: string): Promise<void> {
  const entry = counters.of(on);
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

/** The generation and the banks changed since one, as every node's memory reads them. */
export function changeLogReads(sections: ChangeLogReads['sections']): ChangeLogReads {
  return {
    async generation(root) {
      const { rows } = await sql<IndexGeneration>`
        select dimensions, generation, "resetGeneration" from semantic_index where id = 1`.execute(root);
      return rows[0] ?? null;
    },
    async changedBanks(root, since) {
      const { rows } = await sql<{ bankId: string }>`
        select distinct "bankId" from semantic_changes where generation > ${since}`.execute(root);
      return rows.map((row) => row.bankId);
    },
    sections,
  };
}
