import { type Kysely, sql } from 'kysely';
import { preparedQuery } from '../queries/prepared-query.ts';
import { moveBankScoreOrdersToSeq } from '../queries/score-orders.ts';
import type { Database } from '../schema/database.ts';
import { nullableNumber } from '../schema/numbers.ts';
import type { SeqTable } from './new-seq.ts';

// The seqs of each sequenced table as a SeqTable. Neighbours are found by two seeks on the id index; the rows that
// carry a bank's seq (bank_stats) are found through the bank's id in `banks`.

type Db = Kysely<Database>;
type SequencedTable = 'products' | 'stories' | 'bank_stats';

/** Counting, listing and moving the seqs of one table within a range. */
function rangeQueries(table: SequencedTable) {
  return {
    count: preparedQuery<{ low: number; high: number }, { rows: number | string }>((db, param) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('rows'))
        .where('seq', '>=', param('low'))
        .where('seq', '<=', param('high')),
    ),
    seqs: preparedQuery<{ low: number; high: number }, { seq: number | string }>((db, param) =>
      db
        .selectFrom(table)
        .select('seq')
        .where('seq', '>=', param('low'))
        .where('seq', '<=', param('high'))
        .orderBy('seq'),
    ),
    move: preparedQuery<{ from: number; to: number }, never>((db, param) =>
      db.updateTable(table).set('seq', param('to')).where('seq', '=', param('from')),
    ),
  };
}

const RANGES = {
  products: rangeQueries('products'),
  stories: rangeQueries('stories'),
  bank_stats: rangeQueries('bank_stats'),
};

/** What every SeqTable shares: counting, listing and moving seqs within a range. */
function rangeOperations(db: Db, table: SequencedTable): Omit<SeqTable, 'neighbours'> {
  const queries = RANGES[table];
  return {
    async countWithin(low, high) {
      return Number((await queries.count.executeTakeFirst(db, { low, high }))?.rows ?? 0);
    },
    async seqsWithin(low, high) {
      return (await queries.seqs.execute(db, { low, high })).map((row) => Number(row.seq));
    },
    async move(from, to) {
      await queries.move.execute(db, { from, to });
    },
  };
}

/** The seqs of the rows next to an id in a table that holds both. */
const idNeighbours = (table: 'products' | 'stories') =>
  preparedQuery<{ id: string }, { before: number | string | null; after: number | string | null }>((db, param) =>
    db.selectNoFrom((eb) => [
      eb
        .selectFrom(table)
        .select('seq')
        .where('id', '<', param('id'))
        .orderBy('id', 'desc')
        .limit(sql.lit(1))
        .as('before'),
      eb.selectFrom(table).select('seq').where('id', '>', param('id')).orderBy('id').limit(sql.lit(1)).as('after'),
    ]),
  );

const bankNeighbours = preparedQuery<{ id: string }, { before: number | string | null; after: number | string | null }>(
  (db, param) => {
    const nearest = (comparison: '<' | '>') =>
      db
        .selectFrom('banks')
        .innerJoin('bank_stats', 'bank_stats.bankNo', 'banks.bankNo')
        .select('bank_stats.seq')
        .where('banks.id', comparison, param('id'))
        .orderBy('banks.id', comparison === '<' ? 'desc' : 'asc')
        .limit(sql.lit(1));
    return db.selectNoFrom([nearest('<').as('before'), nearest('>').as('after')]);
  },
);

const productNeighbours = idNeighbours('products');
const storyNeighbours = idNeighbours('stories');

function seqTable(db: Db, table: SequencedTable, neighbours: typeof productNeighbours): SeqTable {
  return {
    async neighbours(id) {
      const row = await neighbours.executeTakeFirst(db, { id });
      return { before: nullableNumber(row?.before), after: nullableNumber(row?.after) };
    },
    ...rangeOperations(db, table),
  };
}

export const productSeqs = (db: Db): SeqTable => seqTable(db, 'products', productNeighbours);
export const storySeqs = (db: Db): SeqTable => seqTable(db, 'stories', storyNeighbours);
/**
 * A bank's rank row is keyed by its seq too: it moves with the counters row (found by the key the row holds), as do its
 * score order rows.
 */
const moveBankRanks = preparedQuery<{ from: number; to: number }, never>((db, param) =>
  db
    .updateTable('bank_ranks')
    .set('seq', param('to'))
    .where(
      'rankOrder',
      '=',
      db
        .selectFrom('bank_stats')
        .select(sql<number>`coalesce(${sql.ref('rankKey')}, 0)`.as('rankOrder'))
        .where('seq', '=', param('to')),
    )
    .where('seq', '=', param('from')),
);

export const bankSeqs = (db: Db): SeqTable => {
  const banks = seqTable(db, 'bank_stats', bankNeighbours);
  return {
    ...banks,
    async move(from, to) {
      await banks.move(from, to);
      await moveBankRanks.execute(db, { from, to });
      await moveBankScoreOrdersToSeq.execute(db, { from, to });
    },
  };
};
