import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';
import { preparedQuery } from './prepared-query.ts';

// Entities are referred to by number inside the database; these find the number of an id.

type Db = Kysely<Database>;

const bankNoById = preparedQuery<{ id: string }, { bankNo: number }>((db, param) =>
  db.selectFrom('banks').select('bankNo').where('id', '=', param('id')),
);
const countryNoById = preparedQuery<{ id: string }, { countryNo: number }>((db, param) =>
  db.selectFrom('countries').select('countryNo').where('id', '=', param('id')),
);
const accountNoById = preparedQuery<{ id: string }, { accountNo: number }>((db, param) =>
  db.selectFrom('accounts').select('accountNo').where('id', '=', param('id')),
);
const insertAccount = preparedQuery<{ id: string }, { accountNo: number }>((db, param) =>
  db
    .insertInto('accounts')
    .values({ id: param('id') })
    .returning('accountNo'),
);

export async function bankNoOf(db: Db, id: string): Promise<number | undefined> {
  const row = await bankNoById.executeTakeFirst(db, { id });
  return row && Number(row.bankNo);
}

export async function countryNoOf(db: Db, id: string): Promise<number | undefined> {
  const row = await countryNoById.executeTakeFirst(db, { id });
  return row && Number(row.countryNo);
}

export async function accountNoOf(db: Db, id: string): Promise<number | undefined> {
  const row = await accountNoById.executeTakeFirst(db, { id });
  return row && Number(row.accountNo);
}

/** The account's number, numbering it first if it has none; inside the write's transaction. */
export async function accountNoFor(db: Db, id: string): Promise<number> {
  const existing = await accountNoOf(db, id);
  if (existing !== undefined) return existing;
  const row = await insertAccount.executeTakeFirst(db, { id });
  return Number(row!.accountNo);
}

/** No row has this number: a filter naming an id that does not exist matches nothing. */
const NOBODY = -1;

/** The numbers of a list's bank and country filters; an unknown id matches nothing. */
export async function filterNumbers(
  db: Db,
  filter: { bankId?: string | undefined; countryId?: string | undefined },
): Promise<{ bankNo?: number; countryNo?: number }> {
  const numbers: { bankNo?: number; countryNo?: number } = {};
  if (filter.bankId !== undefined) numbers.bankNo = (await bankNoOf(db, filter.bankId)) ?? NOBODY;
  if (filter.countryId !== undefined) numbers.countryNo = (await countryNoOf(db, filter.countryId)) ?? NOBODY;
  return numbers;
}
