import type { ChangeLogReads, IndexGeneration, SemanticDb } from '@bankdir/kysely';
import { sql } from 'kysely';

// The index's generation and change log, plain tables beside the sqlite-vec and FTS5 tables: every write bumps the
// generation and records the bank it changed; a reset records the generation it happened at. Created when missing (an
// index built before they existed has written nothing since, so its generation is 1).

export async function ensureChangeLog(on: SemanticDb): Promise<void> {
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

/** Records a write of the bank's sections: a new generation, so every process's memory reloads that bank. */
export async function recordChange(on: SemanticDb, bankId: string): Promise<void> {
  await ensureChangeLog(on);
  const { rows } = await sql<{ generation: number }>`
    update semantic_generation set generation = generation + 1 where id = 1 returning generation`.execute(on);
  await sql`insert or ignore into semantic_changes (generation, bankId) values (${rows[0]!.generation}, ${bankId})`.execute(
    on,
  );
}

/** Records a reset: every process's memory reloads everything. */
export async function recordReset(on: SemanticDb): Promise<void> {
  await ensureChangeLog(on);
  await sql`update semantic_generation set generation = generation + 1, resetGeneration = generation + 1 where id = 1`.execute(
    on,
  );
  await sql`delete from semantic_changes`.execute(on);
}

/** The generation and the banks changed since one, as the memory reads them (the log is made on the first read). */
export function changeLogReads(sections: ChangeLogReads['sections']): ChangeLogReads {
  let ready: Promise<void> | undefined;
  return {
    async generation(root) {
      ready ??= ensureChangeLog(root).catch((error: unknown) => {
        ready = undefined;
        throw error;
      });
      await ready;
      const { rows } = await sql<IndexGeneration>`
        select g.generation as generation, g.resetGeneration as resetGeneration,
          (select dimensions from semantic_index where id = 1) as dimensions
        from semantic_generation g where g.id = 1`.execute(root);
      return rows[0]!;
    },
    async changedBanks(root, since) {
      const { rows } = await sql<{ bankId: string }>`
        select distinct bankId from semantic_changes where generation > ${since}`.execute(root);
      return rows.map((row) => row.bankId);
    },
    sections,
  };
}
