import type { BankFacts } from '@bankdir/core';
import type { BankRecord, BankStore } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import { listBanks } from '../queries/bank-list.ts';
import { type BankRow, bankRecordOf, selectBankRows } from '../queries/bank-rows.ts';
import { deleteBank, insertBank, updateBank } from '../queries/bank-writes.ts';
import { chunks } from '../queries/id-chunks.ts';
import { preparedQuery } from '../queries/prepared-query.ts';
import type { StoreConnection } from '../queries/store-connection.ts';
import { holds, matchQuality, unrankedLast } from '../queries/text-search.ts';
import type { Database } from '../schema/database.ts';

type Db = Kysely<Database>;

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

export function bankStore(connection: StoreConnection): BankStore {
  const { db } = connection;

  const get = async (tx: Db, id: string) => {
    const row = await bankById.executeTakeFirst(tx, { id });
    return row && bankRecordOf(row);
  };

  return {
    list: (query) => listBanks(db, query),

    get: (id) => get(db, id),

    async getMany(ids) {
      const records: BankRecord[] = [];
      for (const part of chunks([...new Set(ids)])) {
        const rows = (await selectBankRows(db).where('banks.id', 'in', part).execute()) as BankRow[];
        records.push(...rows.map(bankRecordOf));
      }
      return records;
    },

    search: ({ text, limit }) => searchBanks(db, text, limit),

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
      connection.atomic(async (tx) => {
        await insertBank(tx, id, bank, at);
        return (await get(tx, id))!;
      }),

    update: (id, bank, at) =>
      connection.atomic(async (tx) => ((await updateBank(tx, id, bank, at)) ? get(tx, id) : undefined)),

    delete: (id) => connection.atomic((tx) => deleteBank(tx, id)),
  };
}

/** Each bank's best match among its name and its hostnames, then ranked banks first by rank, then id. */
async function searchBanks(db: Db, text: string, limit: number): Promise<BankRecord[]> {
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
}
