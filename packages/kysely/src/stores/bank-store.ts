import { type BankFacts, hasAnyFact, SCORE_SORT_KEYS, type ScoreSortKey, type SortOrder } from '@bankdir/core';
import type { BankListQuery, BankRecord, BankStore, BankWrite, Page } from '@bankdir/core/driver';
import { type Kysely, type SqlBool, sql } from 'kysely';
import { onRanksOfBank, RANK_PLACE_COLUMNS, rankOrderOf } from '../queries/bank-ranks.ts';
import { type BankRow, bankRecordOf, bankRowsBySeqs, scoreColumnOf, selectBankRows } from '../queries/bank-rows.ts';
import { moveBankScores } from '../queries/country-scores.ts';
import { countryNoOf, filterNumbers } from '../queries/entity-numbers.ts';
import { chunks } from '../queries/id-chunks.ts';
import { containsPattern, inKeyOrder, readListPage, sortValue } from '../queries/keyset-page.ts';
import type { AnySelect, KeysetOrder, SortKey } from '../queries/keyset-walk.ts';
import { type PreparedQuery, preparedQuery } from '../queries/prepared-query.ts';
import { countryPlaceAhead, moveInRanks, type RankPlace } from '../queries/rank-maintenance.ts';
import type { Scope } from '../queries/scope.ts';
import { countCountryStories } from '../queries/story-counts.ts';
import { holds, matchQuality, unrankedLast } from '../queries/text-search.ts';
import type { Database } from '../schema/database.ts';
import { nullableNumber } from '../schema/numbers.ts';
import { SCORE_COLUMNS, type ScoreValues } from '../schema/score-columns.ts';
import { msOf } from '../schema/time.ts';
import { newSeq } from '../sequence/new-seq.ts';
import { bankSeqs } from '../sequence/seq-spaces.ts';

type Db = Kysely<Database>;

/** The sort keys read from bank_ranks. */
const RANK_SORT_KEYS: ReadonlySet<BankListQuery['sortBy']> = new Set(['rank', 'countryRank']);
const SCORE_COLUMN_SET: ReadonlySet<string> = new Set(SCORE_SORT_KEYS);

const bankById = preparedQuery<{ id: string }, BankRow>((db, param) =>
  selectBankRows(db).where('banks.id', '=', param('id')),
);

/** The banks a hostname names: as their primary hostname or as one of their alternatives. */
const banksByHostname = preparedQuery<{ hostname: string }, BankRow>((db, param) =>
  selectBankRows(db).where((eb) =>
    eb.or([
      eb('banks.primaryHostname', '=', param('hostname')),
      eb(
        'banks.bankNo',
        'in',
        eb.selectFrom('bank_hostnames').select('bank_hostnames.bankNo').where('hostname', '=', param('hostname')),
      ),
    ]),
  ),
);

/** What a change of a bank's place needs: its row numbers, where it stands, and its counters (its country's sums). */
const placeById = preparedQuery<{ id: string }, RankPlace & { bankNo: number; storiesCount: number } & ScoreValues>(
  (db, param) =>
    db
      .selectFrom('banks')
      .innerJoin('bank_stats', 'bank_stats.bankNo', 'banks.bankNo')
      .innerJoin('bank_ranks', onRanksOfBank)
      .select([
        'banks.bankNo',
        ...RANK_PLACE_COLUMNS,
        'bank_stats.storiesCount',
        ...SCORE_COLUMNS.map((column) => `bank_stats.${column}` as const),
      ])
      .where('banks.id', '=', param('id')),
);

/** Every country in id order with its number: the order of the countryId sort, walked country by country. */
const countriesInIdOrderQuery = preparedQuery<Record<string, never>, { id: string; countryNo: number }>((db) =>
  db.selectFrom('countries').select(['id', 'countryNo']).orderBy('id'),
);

async function countriesInIdOrder(db: Db) {
  const rows = await countriesInIdOrderQuery.execute(db, {});
  return rows.map((row) => ({ value: row.id, group: Number(row.countryNo) }));
}

export function bankStore(scope: Scope): BankStore {
  const { db } = scope;

  const get = async (tx: Db, id: string) => {
    const row = await bankById.executeTakeFirst(tx, { id });
    return row && bankRecordOf(row);
  };

  return {
    async list(query: BankListQuery): Promise<Page<BankRecord>> {
      const { countryNo } = await filterNumbers(db, query);
      const byRank = RANK_SORT_KEYS.has(query.sortBy);
      const filtered = () => {
        // Rank orders are read from bank_ranks' indexes, each rank row joined to its bank's counters by the seq.
        let q: AnySelect = byRank
          ? db.selectFrom('bank_ranks').innerJoin('bank_stats', 'bank_stats.seq', 'bank_ranks.seq')
          : db.selectFrom('bank_stats');
        if (countryNo !== undefined)
          q = q.where(byRank ? 'bank_ranks.countryNo' : 'bank_stats.countryNo', '=', countryNo);
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
      const { order, sortValueOf } = bankOrder(db, query, countryNo !== undefined);
      const page = await readListPage<BankRow>(
        {
          filtered,
          // Everything `filtered` depends on: its statements are then prepared once per shape.
          prepared: {
            db,
            shape: JSON.stringify([
              'banks',
              byRank,
              countryNo ?? null,
              query.search ?? null,
              query.hasDescription ?? null,
            ]),
          },
          order,
          keyOfId: async (id) => {
            const cursor = await cursorOf(db, id, query.sortBy, countryNo !== undefined);
            if (cursor === undefined) return undefined;
            if (
              query.sortBy === 'rank' &&
              countryNo !== undefined &&
              cursor.countryNo !== countryNo &&
              cursor.rankKey !== null
            )
              return rankCursorInCountry(db, cursor.seq, cursor.rankKey, countryNo, query.sortOrder);
            // A cursor that is itself in the list neighbours the page: no probe needs to look for one.
            const inList = query.search === undefined && query.hasDescription === undefined;
            return {
              value: cursor.value,
              tie: cursor.seq,
              inList: inList && (countryNo === undefined || cursor.countryNo === countryNo),
            };
          },
          rowsOf: async (keys) => readBankRows(db, keys),
          keyOf: (row) => ({ value: sortValueOf(row), tie: Number(row.seq) }),
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
    },

    get: (id) => get(db, id),

    async getMany(ids) {
      const records: BankRecord[] = [];
      for (const part of chunks([...new Set(ids)])) {
        const rows = (await selectBankRows(db).where('banks.id', 'in', part).execute()) as BankRow[];
        records.push(...rows.map(bankRecordOf));
      }
      return records;
    },

    async search({ text, limit }) {
      // Each bank's best match among its name and its hostnames, then ranked banks first by rank, then id.
      const candidates = db
        .selectFrom('bank_stats')
        .select(['bankNo', matchQuality('nameKey', text).as('quality')])
        .where(holds('nameKey', text))
        .unionAll(
          db
            .selectFrom('banks')
            .select(['bankNo', matchQuality('primaryHostname', text).as('quality')])
            .where(holds('primaryHostname', text)),
        )
        .unionAll(
          db
            .selectFrom('bank_hostnames')
            .select(['bankNo', matchQuality('hostname', text).as('quality')])
            .where(holds('hostname', text)),
        );
      const best = db
        .selectFrom(candidates.as('match'))
        .select('match.bankNo')
        .select((eb) => eb.fn.min<number>('match.quality').as('quality'))
        .groupBy('match.bankNo');
      const rows = (await selectBankRows(db)
        .innerJoin(best.as('best'), 'best.bankNo', 'banks.bankNo')
        .orderBy('best.quality')
        .orderBy(unrankedLast('bank_ranks.rank'))
        .orderBy('bank_ranks.rank')
        .orderBy('banks.id')
        .limit(limit)
        .execute()) as BankRow[];
      return rows.map(bankRecordOf);
    },

    async findByHostname(hostname) {
      const rows = await banksByHostname.execute(db, { hostname });
      return rows.map(bankRecordOf);
    },

    async alternativeHostnames(bankId) {
      const rows = await db
        .selectFrom('bank_hostnames')
        .innerJoin('banks', 'banks.bankNo', 'bank_hostnames.bankNo')
        .select('bank_hostnames.hostname')
        .where('banks.id', '=', bankId)
        .orderBy('bank_hostnames.hostname')
        .execute();
      return rows.map((row) => row.hostname);
    },

    async factsOf(ids) {
      const facts = new Map<string, BankFacts>();
      for (const part of chunks([...new Set(ids)])) {
        const rows = await db
          .selectFrom('banks')
          .select(['id', 'facts'])
          .where('id', 'in', part)
          .where('facts', 'is not', null)
          .execute();
        // Facts stored before a field existed read as that field empty.
        for (const row of rows)
          facts.set(row.id, { formerNames: [], ...(JSON.parse(row.facts!) as Partial<BankFacts>) } as BankFacts);
      }
      return facts;
    },

    create: (id, bank, at) =>
      scope.atomic(async (tx) => {
        const countryNo = await requireCountry(tx, bank.countryId);
        const inserted = await tx
          .insertInto('banks')
          .values({ id, ...coldColumns(bank), claimedAt: null, createdAt: msOf(at), updatedAt: msOf(at) })
          .returning('bankNo')
          .executeTakeFirstOrThrow();
        const bankNo = Number(inserted.bankNo);
        const seq = await newSeq(bankSeqs(tx), id);
        await tx
          .insertInto('bank_stats')
          .values({ seq, bankNo, countryNo, nameKey: bank.nameKey, storiesCount: 0 })
          .execute();
        await tx
          .insertInto('bank_ranks')
          .values({ rankOrder: rankOrderOf(null), seq, countryNo, rank: null, countryRank: null })
          .execute();
        await addToCountry(tx, countryNo, 1);
        await writeHostnames(tx, bankNo, bank.alternativeHostnames);
        return (await get(tx, id))!;
      }),

    update: (id, bank, at) =>
      scope.atomic(async (tx) => {
        const before = await placeById.executeTakeFirst(tx, { id });
        if (!before) return undefined;
        const bankNo = Number(before.bankNo);
        const place = {
          seq: Number(before.seq),
          countryNo: Number(before.countryNo),
          rankKey: nullableNumber(before.rankKey),
          rank: nullableNumber(before.rank),
          countryRank: nullableNumber(before.countryRank),
        };
        const countryNo = await requireCountry(tx, bank.countryId);
        await tx
          .updateTable('banks')
          .set({ ...coldColumns(bank), updatedAt: msOf(at) })
          .where('bankNo', '=', bankNo)
          .execute();
        await tx.updateTable('bank_stats').set({ nameKey: bank.nameKey }).where('seq', '=', place.seq).execute();
        if (countryNo !== place.countryNo) {
          await moveInRanks(tx, place, { countryNo, rankKey: place.rankKey });
          await tx.updateTable('bank_stats').set({ countryNo }).where('seq', '=', place.seq).execute();
          for (const table of ['votes', 'stories', 'products'] as const) {
            await tx.updateTable(table).set({ countryNo }).where('bankNo', '=', bankNo).execute();
          }
          await moveBankScores(tx, before, place.countryNo, countryNo);
          await countCountryStories(tx, place.countryNo, -Number(before.storiesCount));
          await countCountryStories(tx, countryNo, Number(before.storiesCount));
          await addToCountry(tx, place.countryNo, -1);
          await addToCountry(tx, countryNo, 1);
        }
        await tx.deleteFrom('bank_hostnames').where('bankNo', '=', bankNo).execute();
        await writeHostnames(tx, bankNo, bank.alternativeHostnames);
        return (await get(tx, id))!;
      }),

    delete: (id) =>
      scope.atomic(async (tx) => {
        const before = await placeById.executeTakeFirst(tx, { id });
        if (!before) return false;
        const bankNo = Number(before.bankNo);
        const countryNo = Number(before.countryNo);
        // Leave the rankings first, so the banks behind close up, and take the bank's votes out of its country.
        const place = {
          seq: Number(before.seq),
          countryNo,
          rankKey: nullableNumber(before.rankKey),
          rank: nullableNumber(before.rank),
          countryRank: nullableNumber(before.countryRank),
        };
        await moveInRanks(tx, place, { countryNo, rankKey: null });
        await tx
          .deleteFrom('bank_ranks')
          .where('rankOrder', '=', rankOrderOf(null))
          .where('seq', '=', place.seq)
          .execute();
        await moveBankScores(tx, before, countryNo, null);
        await countCountryStories(tx, countryNo, -Number(before.storiesCount));
        // Children go explicitly, as no foreign key cascades.
        await tx
          .deleteFrom('story_thumbs')
          .where('storyId', 'in', (eb) => eb.selectFrom('stories').select('id').where('bankNo', '=', bankNo))
          .execute();
        for (const table of [
          'bank_hostnames',
          'stocks',
          'votes',
          'stories',
          'products',
          'representatives',
          'representative_applications',
          'bank_stats',
        ] as const) {
          await tx.deleteFrom(table).where('bankNo', '=', bankNo).execute();
        }
        await tx.deleteFrom('banks').where('bankNo', '=', bankNo).execute();
        await addToCountry(tx, countryNo, -1);
        return true;
      }),
  };
}

/** The list order of a bank query, and how to read a row's sort value for its key. */
function bankOrder(
  db: Db,
  query: BankListQuery,
  inOneCountry: boolean,
): { order: KeysetOrder; sortValueOf: (row: BankRow) => SortKey['value'] } {
  const base = { order: query.sortOrder, tie: 'seq' } as const;
  if (query.sortBy === 'countryId') {
    // Within one country every bank has the same country: the order is the id order.
    if (inOneCountry) return { order: { ...base, column: null, nullable: false }, sortValueOf: () => null };
    return {
      order: { ...base, column: 'countryNo', nullable: false, groups: () => countriesInIdOrder(db) },
      sortValueOf: (row) => row.countryId,
    };
  }
  if (RANK_SORT_KEYS.has(query.sortBy)) {
    // Among one country's banks the order by rank is the order by country rank: one index serves both.
    const column = query.sortBy === 'countryRank' || inOneCountry ? 'countryRank' : 'rank';
    return {
      order: {
        ...base,
        column: `bank_ranks.${column}`,
        nullable: true,
        tie: 'bank_ranks.seq',
        // Ranks are unique worldwide, and country ranks within one country.
        uniqueValues: column === 'rank' || inOneCountry,
      },
      sortValueOf: (row) => sortValue(row[column]),
    };
  }
  const column = query.sortBy === 'name' ? 'nameKey' : query.sortBy;
  return {
    order: { ...base, column, nullable: false },
    sortValueOf: SCORE_COLUMN_SET.has(column)
      ? (row) => scoreColumnOf(row, column as ScoreSortKey)
      : (row) => sortValue(row[column as keyof typeof row]),
  };
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

/** Where a cursor bank stands: its sort value in the list's order, its seq, country and rank key. */
interface CursorRow {
  value: unknown;
  seq: number;
  countryNo: number;
  rankKey: number | null;
}

const cursorQueries = new Map<string, PreparedQuery<{ id: string }, CursorRow>>();

/** The sort value of a list's order as a bank's rows hold it: a column of bank_stats, bank_ranks or countries. */
function cursorValueColumn(sortBy: BankListQuery['sortBy'], inOneCountry: boolean): string | null {
  if (sortBy === 'countryId') return inOneCountry ? null : 'countries.id';
  if (RANK_SORT_KEYS.has(sortBy))
    return `bank_ranks.${sortBy === 'countryRank' || inOneCountry ? 'countryRank' : 'rank'}`;
  return `bank_stats.${sortBy === 'name' ? 'nameKey' : sortBy}`;
}

/** A cursor bank's place, read by one prepared statement per sort value (a few seeks, no wide row). */
async function cursorOf(db: Db, id: string, sortBy: BankListQuery['sortBy'], inOneCountry: boolean) {
  const column = cursorValueColumn(sortBy, inOneCountry);
  const name = column ?? 'null';
  let prepared = cursorQueries.get(name);
  if (prepared === undefined) {
    prepared = preparedQuery<{ id: string }, CursorRow>((db, param) => {
      let q: AnySelect = db.selectFrom('banks').innerJoin('bank_stats', 'bank_stats.bankNo', 'banks.bankNo');
      if (column?.startsWith('bank_ranks.')) q = q.innerJoin('bank_ranks', onRanksOfBank);
      if (column?.startsWith('countries.')) q = q.innerJoin('countries', 'countries.countryNo', 'bank_stats.countryNo');
      return q
        .select([
          column === null ? sql<null>`null`.as('value') : sql.ref(column).as('value'),
          'bank_stats.seq',
          'bank_stats.countryNo',
          'bank_stats.rankKey',
        ])
        .where('banks.id', '=', param('id'));
    });
    cursorQueries.set(name, prepared);
  }
  const row = await prepared.executeTakeFirst(db, { id });
  if (row === undefined) return undefined;
  return {
    value: sortValue(row.value),
    seq: Number(row.seq),
    countryNo: Number(row.countryNo),
    rankKey: row.rankKey === null ? null : Number(row.rankKey),
  };
}

async function requireCountry(tx: Db, countryId: string): Promise<number> {
  const countryNo = await countryNoOf(tx, countryId);
  if (countryNo === undefined) throw new Error(`no country ${countryId}`);
  return countryNo;
}

async function addToCountry(tx: Db, countryNo: number, delta: 1 | -1): Promise<void> {
  await tx
    .updateTable('countries')
    .set('banksCount', sql`${sql.ref('banksCount')} + ${delta}`)
    .where('countryNo', '=', countryNo)
    .execute();
}

function coldColumns(bank: BankWrite) {
  return {
    name: bank.name,
    url: bank.url,
    primaryHostname: bank.primaryHostname,
    description: bank.description,
    facts: factsColumn(bank.facts),
  };
}

async function writeHostnames(tx: Db, bankNo: number, hostnames: readonly string[]): Promise<void> {
  if (hostnames.length === 0) return;
  await tx
    .insertInto('bank_hostnames')
    .values(hostnames.map((hostname) => ({ bankNo, hostname })))
    .execute();
}

/** The facts as stored: JSON, or null for a bank without any (most generated ones), which then costs nothing. */
function factsColumn(facts: BankFacts | undefined): string | null {
  return facts && hasAnyFact(facts) ? JSON.stringify(facts) : null;
}
