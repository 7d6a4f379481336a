import { SCORE_KEYS, SCORE_METRICS, type ScoreKey, type ScoreMetric } from '@bankdir/core';
import type { Kysely } from 'kysely';
import { SCORE_KEY_CODES } from '../schema/codes.ts';
import type { Database } from '../schema/database.ts';
import { type PreparedQuery, preparedQuery } from './prepared-query.ts';

// The score order tables (bank_scores, country_scores; migrations/0003-score-orders.ts) copy each score key's counters
// of a bank or a country into a narrow row of that key, which the score sort keys walk. updateCounters writes the
// copy with the counters; a bank's or a country's rows come with it and go with it.

type Db = Kysely<Database>;

/** The counters table a score order table copies, and the column both name a row by. */
const ORDERS = {
  bank_stats: { table: 'bank_scores', row: 'seq' },
  countries: { table: 'country_scores', row: 'countryNo' },
} as const;

export type CountedTable = keyof typeof ORDERS;

/** The column a counters table and its score order table both name a row by. */
export const rowColumnOf = (counted: CountedTable) => ORDERS[counted].row;

/** A score counter column's score key, the key's code and the metric: `cryptoFriendly_up` is the up of cryptoFriendly. */
export interface ScoreCounter {
  key: ScoreKey;
  code: number;
  metric: ScoreMetric;
}

const COUNTER_OF = new Map<string, ScoreCounter>(
  SCORE_KEYS.flatMap((key) =>
    SCORE_METRICS.map((metric) => [`${key}_${metric}`, { key, code: SCORE_KEY_CODES[key], metric }] as const),
  ),
);

/** The score key and metric a counter column holds; undefined for any other column. */
export const scoreCounterOf = (column: string): ScoreCounter | undefined => COUNTER_OF.get(column);

type ScoreOrderUpdate = PreparedQuery<Record<string, number>, never>;
const updates = new Map<string, ScoreOrderUpdate>();

/** Copies the score counters among `columns` (any counter columns of one row of `counted`) into its score order rows. */
export async function updateScoreOrders(
  db: Db,
  counted: CountedTable,
  row: number,
  columns: Readonly<Record<string, number | null>>,
): Promise<void> {
  const byKey = new Map<ScoreKey, Record<string, number>>();
  for (const [column, value] of Object.entries(columns)) {
    const counter = COUNTER_OF.get(column);
    if (counter === undefined || value === null) continue;
    const metrics = byKey.get(counter.key) ?? {};
    metrics[counter.metric] = value;
    byKey.set(counter.key, metrics);
  }
  for (const [key, metrics] of byKey) {
    await updateOf(counted, Object.keys(metrics)).execute(db, { ...metrics, __key: SCORE_KEY_CODES[key], __row: row });
  }
}

/** The update of these metrics of one score order row, prepared once per table and set of metrics. */
function updateOf(counted: CountedTable, metrics: readonly string[]): ScoreOrderUpdate {
  const shape = `${counted} ${metrics.join(',')}`;
  let update = updates.get(shape);
  if (update === undefined) {
    const { table, row } = ORDERS[counted];
    update = preparedQuery<Record<string, number>, never>((db, param) =>
      db
        .updateTable(table)
        .set(Object.fromEntries(metrics.map((metric) => [metric, param(metric)])))
        .where('scoreKey', '=', param('__key'))
        .where(row, '=', param('__row')),
    );
    updates.set(shape, update);
  }
  return update;
}

const ZERO = { up: 0, down: 0, total: 0, score: 0 };

/** Every score key's code: a bank's rows are found by their key (scoreKey, seq), one seek per score key. */
const ALL_KEYS = SCORE_KEYS.map((key) => SCORE_KEY_CODES[key]);

/** A new bank's score order rows: no votes yet. */
export async function insertBankScoreOrders(db: Db, seq: number, countryNo: number): Promise<void> {
  await db
    .insertInto('bank_scores')
    .values(SCORE_KEYS.map((key) => ({ scoreKey: SCORE_KEY_CODES[key], seq, countryNo, ...ZERO })))
    .execute();
}

/** A new country's score order rows: no votes yet. */
export async function insertCountryScoreOrders(db: Db, countryNo: number, id: string): Promise<void> {
  await db
    .insertInto('country_scores')
    .values(SCORE_KEYS.map((key) => ({ scoreKey: SCORE_KEY_CODES[key], countryNo, id, ...ZERO })))
    .execute();
}

/** A bank's score order rows follow it to another country. */
export async function moveBankScoreOrdersToCountry(db: Db, seq: number, countryNo: number): Promise<void> {
  await db
    .updateTable('bank_scores')
    .set({ countryNo })
    .where('scoreKey', 'in', ALL_KEYS)
    .where('seq', '=', seq)
    .execute();
}

/** A bank's score order rows follow its seq when the seq moves (sequence/seq-tables.ts). */
export const moveBankScoreOrdersToSeq = preparedQuery<{ from: number; to: number }, never>((db, param) =>
  db
    .updateTable('bank_scores')
    .set('seq', param('to'))
    .where('scoreKey', 'in', ALL_KEYS)
    .where('seq', '=', param('from')),
);

/** A deleted bank's score order rows. */
export async function deleteBankScoreOrders(db: Db, seq: number): Promise<void> {
  await db.deleteFrom('bank_scores').where('scoreKey', 'in', ALL_KEYS).where('seq', '=', seq).execute();
}
