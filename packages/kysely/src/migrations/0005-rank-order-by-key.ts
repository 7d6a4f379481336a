import { type Kysely, sql } from 'kysely';
import { isSqlite } from '../schema/engine.ts';

// The worldwide rank order is read from bank_ranks' primary key (a larger rank order first, then the smaller seq),
// and the banks a vote shifts are found by it too, so no index holds a rank any more. A vote that lets a bank enter
// the ranking renumbers every bank behind it; on PostgreSQL each of those rows now changes no indexed column and is
// rewritten in place (a heap-only tuple, no new index entries), for which its pages keep room. The country ranks keep
// their indexes: a country's banks are walked by them, and a shift there moves few rows. Every engine runs this;
// PostgreSQL reinstalls its vote functions after it (0006).

// biome-ignore lint/suspicious/noExplicitAny: a migration works below the typed schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  await db.schema.dropIndex('bank_ranks_by_rank').execute();
  // Room on each page for the rows a shift rewrites; taken by the pages written from now on.
  if (!isSqlite(db)) await sql`alter table bank_ranks set (fillfactor = 70)`.execute(db);
}
