import { SCORE_KEYS, SCORE_METRICS } from '@bankdir/core';
import { type Kysely, sql } from 'kysely';
import { SCORE_KEY_CODES } from '../schema/codes.ts';
import { isSqlite } from '../schema/engine.ts';
import { SCORE_COLUMNS } from '../schema/score-columns.ts';
import { addColumns } from './column-list.ts';

// The score orders leave the wide counters rows for narrow tables of their own: one row per bank (or country) and
// score key, holding that key's up, down, total and score. PostgreSQL writes a new entry into every index of a row it
// updates, so a vote that rewrote a bank's counters row added about 120 index entries for its 60 order indexes; it
// now rewrites two narrow rows of 9 indexes each. The wide rows keep their counters, which a bank or country shows,
// without the order indexes. Every engine runs this; PostgreSQL reinstalls its vote functions after it (0004).

// biome-ignore lint/suspicious/noExplicitAny: a migration works below the typed schema
type Db = Kysely<any>;

export async function up(db: Db): Promise<void> {
  const sqlite = isSqlite(db);
  const metrics = 'up integer not null, down integer not null, total integer not null, score integer not null';
  // Keyed by the score key first, so that each key's rows sit together; SQLite keeps a WITHOUT ROWID table in key order.
  let bankScores = addColumns(
    db.schema.createTable('bank_scores'),
    `scoreKey smallint not null, seq ${sqlite ? 'integer' : 'bigint'} not null, countryNo integer not null, ${metrics}`,
  ).addPrimaryKeyConstraint('bank_scores_key', ['scoreKey', 'seq']);
  let countryScores = addColumns(
    db.schema.createTable('country_scores'),
    `scoreKey smallint not null, countryNo integer not null, id text not null, ${metrics}`,
  ).addPrimaryKeyConstraint('country_scores_key', ['scoreKey', 'countryNo']);
  if (sqlite) {
    bankScores = bankScores.modifyEnd(sql`without rowid`);
    countryScores = countryScores.modifyEnd(sql`without rowid`);
  }
  await bankScores.execute();
  await countryScores.execute();
  const index = (name: string, table: string, columns: string[]) =>
    db.schema.createIndex(name).on(table).columns(columns).execute();
  // One index per order, alone and behind the country filter; banks tie by seq, countries by id.
  for (const metric of SCORE_METRICS) {
    await index(`bank_scores_by_${metric}`, 'bank_scores', ['scoreKey', metric, 'seq']);
    await index(`bank_scores_in_country_by_${metric}`, 'bank_scores', ['scoreKey', 'countryNo', metric, 'seq']);
    await index(`country_scores_by_${metric}`, 'country_scores', ['scoreKey', metric, 'id']);
  }

  for (const key of SCORE_KEYS) {
    const code = sql.lit(SCORE_KEY_CODES[key]);
    const [up, down, total, score] = (['up', 'down', 'total', 'score'] as const).map((metric) =>
      sql.ref(`${key}_${metric}`),
    );
    await sql`insert into bank_scores (${sql.join(['scoreKey', 'seq', 'countryNo', 'up', 'down', 'total', 'score'].map((c) => sql.ref(c)))})
      select ${code}, ${sql.ref('seq')}, ${sql.ref('countryNo')}, ${up}, ${down}, ${total}, ${score} from bank_stats`.execute(
      db,
    );
    await sql`insert into country_scores (${sql.join(['scoreKey', 'countryNo', 'id', 'up', 'down', 'total', 'score'].map((c) => sql.ref(c)))})
      select ${code}, ${sql.ref('countryNo')}, ${sql.ref('id')}, ${up}, ${down}, ${total}, ${score} from countries`.execute(
      db,
    );
  }

  for (const column of SCORE_COLUMNS) {
    await db.schema.dropIndex(`bank_stats_by_${column}`).execute();
    await db.schema.dropIndex(`bank_stats_in_country_by_${column}`).execute();
    await db.schema.dropIndex(`countries_by_${column}`).execute();
  }
}
