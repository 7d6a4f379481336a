import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../schema/database.ts';
import type { AnySelect } from './keyset-walk.ts';

/** The tables whose rows name their account, bank and country by number. */
type OwnedTable = 'votes' | 'stories';

/** The ids of a row's account, bank and country. */
export interface OwnerIds {
  accountId: string;
  bankId: string;
  countryId: string;
}

/** `query` over `table` with the ids of each row's account, bank and country selected (the table holds their numbers). */
export function withOwnerIds<Table extends OwnedTable, Row>(
  query: SelectQueryBuilder<Database, Table, Row>,
  table: Table,
): SelectQueryBuilder<Database, Table, Row & OwnerIds> {
  // The joined tables stay out of the builder's type: callers read only the ids.
  return (query as unknown as AnySelect)
    .innerJoin('accounts', 'accounts.accountNo', `${table}.accountNo`)
    .innerJoin('banks', 'banks.bankNo', `${table}.bankNo`)
    .innerJoin('countries', 'countries.countryNo', `${table}.countryNo`)
    .select(['accounts.id as accountId', 'banks.id as bankId', 'countries.id as countryId']) as never;
}
