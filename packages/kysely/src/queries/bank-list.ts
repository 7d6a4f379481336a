import type { SortOrder } from '@bankdir/core';
import type { BankListQuery, BankRecord, Page } from '@bankdir/core/driver';
import { type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../schema/database.ts';
import { onRanksOfBank } from './bank-ranks.ts';
import { type BankRow, bankRecordOf, bankRowsBySeqs } from './bank-rows.ts';
import { filterNumbers } from './entity-numbers.ts';
import { type CursorKey, containsPattern, inKeyOrder, lookUpCursor, readListPage } from './keyset-page.ts';
import type { AnySelect, SortKey } from './keyset-walk.ts';
import { bankOrder } from './list-order.ts';
import { countryPlaceAhead } from './rank-maintenance.ts';

type Db = Kysely<Database>;

/** One page of banks: the order is list-order's bankOrder, the walk reads bank_ranks, bank_scores or bank_stats. */
export async function listBanks(db: Db, query: BankListQuery): Promise<Page<BankRecord>> {
  const { countryNo } = await filterNumbers(db, query);
  const order = bankOrder(db, query.sortBy, query.sortOrder, countryNo !== undefined);
  const filtered = () => {
    // Rank and score orders are read from the indexes of bank_ranks and bank_scores, each row joined to its bank's
    // counters by the seq.
    let q: AnySelect =
      order.walks === 'bank_stats'
        ? db.selectFrom('bank_stats')
        : db.selectFrom(order.walks).innerJoin('bank_stats', 'bank_stats.seq', `${order.walks}.seq`);
    if (order.scoreKey !== undefined) q = q.where('bank_scores.scoreKey', '=', order.scoreKey);
    if (countryNo !== undefined) q = q.where(`${order.walks}.countryNo`, '=', countryNo);
    if (query.search !== undefined)
      q = q.where(sql<SqlBool>`${sql.ref('bank_stats.nameKey')} like ${containsPattern(query.search)} escape '\\'`);
    if (query.hasDescription !== undefined) {
      const has = query.hasDescription;
      // The description lives in the bank's cold row: one seek by its number per bank the walk reads.
      q = q.where((eb) => {
        const described = eb.exists(
          eb
            .selectFrom('banks')
            .select('banks.bankNo')
            .whereRef('banks.bankNo', '=', 'bank_stats.bankNo')
            .where('banks.description', '<>', ''),
        );
        return has ? described : eb.not(described);
      });
    }
    return q;
  };
  // Everything `filtered` depends on: its statements are then prepared once per shape.
  const shape = JSON.stringify([
    'banks',
    order.walks,
    order.scoreKey ?? null,
    countryNo ?? null,
    query.search ?? null,
    query.hasDescription ?? null,
  ]);
  const page = await readListPage<BankRow>(
    {
      filtered,
      prepared: { db, shape },
      order: order.keyset,
      keyOfId: async (id): Promise<CursorKey | undefined> => {
        const cursor = await lookUpCursor(
          {
            db,
            column: order.cursorColumn,
            table: {
              name: 'banks',
              rows: () => cursorRows(db, order.cursorColumn),
              id: 'banks.id',
              tie: 'bank_stats.seq',
            },
            // A bank's country is on its row: one narrow read places the cursor and tells whether it is in the list.
            holds: {
              columns: ['bank_stats.countryNo', 'bank_stats.rankKey'],
              matchesFilters: (row) =>
                query.search === undefined &&
                query.hasDescription === undefined &&
                (countryNo === undefined || Number(row.countryNo) === countryNo),
            },
          },
          id,
        );
        if (cursor === undefined) return undefined;
        const { row, ...key } = cursor;
        if (
          order.rankInCountry &&
          countryNo !== undefined &&
          Number(row.countryNo) !== countryNo &&
          row.rankKey !== null
        )
          return rankCursorInCountry(db, Number(key.tie), Number(row.rankKey), countryNo, query.sortOrder);
        return key;
      },
      rowsOf: async (keys) => readBankRows(db, keys),
      keyOf: (row) => ({ value: order.valueOf(row), tie: Number(row.seq) }),
    },
    query.page,
  );
  const result: Page<BankRecord> = { ...page, items: page.items.map(bankRecordOf) };
  if (query.withTotal) {
    const { total } = await filtered()
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    result.total = Number(total);
  }
  return result;
}

/** Banks by id with what a cursor's sort value needs joined: bank_stats, and bank_ranks or countries when it is there. */
function cursorRows(db: Db, column: string | null): AnySelect {
  let q: AnySelect = db.selectFrom('banks').innerJoin('bank_stats', 'bank_stats.bankNo', 'banks.bankNo');
  if (column?.startsWith('bank_ranks.')) q = q.innerJoin('bank_ranks', onRanksOfBank);
  if (column?.startsWith('countries.')) q = q.innerJoin('countries', 'countries.countryNo', 'bank_stats.countryNo');
  return q;
}

/**
 * Where a ranked bank of another country falls in one country's banks by rank (walked by country rank): just after the
 * country's banks that rank ahead of it, between two country ranks, whatever its own country rank is.
 */
async function rankCursorInCountry(
  db: Db,
  seq: number,
  rankKey: number,
  countryNo: number,
  order: SortOrder,
): Promise<SortKey> {
  const ahead = await countryPlaceAhead(db, seq, rankKey, countryNo);
  // Past every tie of its group ascending, before every tie of it descending: between `ahead` and the next place.
  return { value: ahead, tie: order === 'asc' ? Number.MAX_SAFE_INTEGER : -Number.MAX_SAFE_INTEGER };
}

async function readBankRows(db: Db, keys: readonly SortKey[]): Promise<BankRow[]> {
  if (keys.length === 0) return [];
  const rows = await bankRowsBySeqs(
    db,
    keys.map((key) => Number(key.tie)),
  );
  return inKeyOrder(keys, rows, (row) => Number(row.seq));
}
