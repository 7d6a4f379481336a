import type { ApplicationRecord, ApplicationStore } from '@bankdir/core/driver';
import { readKeysetPage } from '@bankdir/core/driver';
import type { Kysely } from 'kysely';
import { accountNoFor, accountNoOf, bankNoOf, filterNumbers } from '../queries/entity-numbers.ts';
import type { StoreConnection } from '../queries/store-connection.ts';
import { applicationStatuses } from '../schema/codes.ts';
import type { Database } from '../schema/database.ts';
import { isoOf, isoOrNull, msOf } from '../schema/time.ts';

type Db = Kysely<Database>;

/** Where an application stands in the list order: newest first, then id ascending. */
interface Key {
  createdAt: number;
  id: string;
}

/** No row has this number: a filter naming an account that never applied matches nothing. */
const NOBODY = -1;

function selectApplications(db: Db) {
  return db
    .selectFrom('representative_applications as a')
    .innerJoin('accounts', 'accounts.accountNo', 'a.accountNo')
    .innerJoin('banks', 'banks.bankNo', 'a.bankNo')
    .select([
      'a.id',
      'accounts.id as accountId',
      'banks.id as bankId',
      'a.note',
      'a.status',
      'a.createdAt',
      'a.decidedAt',
      'a.decidedBy',
      'a.reason',
    ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof selectApplications>['executeTakeFirstOrThrow']>>;

function recordOf(row: ApplicationRow): ApplicationRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    bankId: row.bankId,
    note: row.note,
    status: applicationStatuses.value(row.status),
    createdAt: isoOf(row.createdAt),
    decidedAt: isoOrNull(row.decidedAt),
    decidedBy: row.decidedBy,
    reason: row.reason,
  };
}

export function applicationStore(connection: StoreConnection): ApplicationStore {
  const { db } = connection;

  const get = async (tx: Db, id: string) => {
    const row = await selectApplications(tx).where('a.id', '=', id).executeTakeFirst();
    return row && recordOf(row);
  };

  return {
    create: (application, at) =>
      connection.atomic(async (tx) => {
        const bankNo = await bankNoOf(tx, application.bankId);
        if (bankNo === undefined) throw new Error(`no bank ${application.bankId}`);
        await tx
          .insertInto('representative_applications')
          .values({
            id: application.id,
            accountNo: await accountNoFor(tx, application.accountId),
            bankNo,
            note: application.note,
            status: applicationStatuses.code('PENDING'),
            createdAt: msOf(at),
          })
          .execute();
        return (await get(tx, application.id))!;
      }),

    get: (id) => get(db, id),

    async findPending(accountId, bankId) {
      const [accountNo, bankNo] = [await accountNoOf(db, accountId), await bankNoOf(db, bankId)];
      if (accountNo === undefined || bankNo === undefined) return undefined;
      const row = await selectApplications(db)
        .where('a.accountNo', '=', accountNo)
        .where('a.bankNo', '=', bankNo)
        .where('a.status', '=', applicationStatuses.code('PENDING'))
        .executeTakeFirst();
      return row && recordOf(row);
    },

    async list(query) {
      const { bankNo } = await filterNumbers(db, query);
      const accountNo =
        query.accountId === undefined ? undefined : ((await accountNoOf(db, query.accountId)) ?? NOBODY);
      const filtered = () => {
        let select = selectApplications(db);
        if (query.status !== undefined) select = select.where('a.status', '=', applicationStatuses.code(query.status));
        if (bankNo !== undefined) select = select.where('a.bankNo', '=', bankNo);
        if (accountNo !== undefined) select = select.where('a.accountNo', '=', accountNo);
        return select;
      };
      return readKeysetPage<ApplicationRecord, Key>(
        {
          async keyOfId(id) {
            const row = await db
              .selectFrom('representative_applications')
              .select(['createdAt', 'id'])
              .where('id', '=', id)
              .executeTakeFirst();
            return row && { createdAt: Number(row.createdAt), id: row.id };
          },
          keyOf: (item) => ({ createdAt: msOf(item.createdAt), id: item.id }),
          async walk(from, direction, count) {
            const forward = direction === 'forward';
            let select = filtered();
            if (from !== null) {
              select = select.where((eb) =>
                eb.or([
                  eb('a.createdAt', forward ? '<' : '>', from.createdAt),
                  eb.and([eb('a.createdAt', '=', from.createdAt), eb('a.id', forward ? '>' : '<', from.id)]),
                ]),
              );
            }
            const rows = await select
              .orderBy('a.createdAt', forward ? 'desc' : 'asc')
              .orderBy('a.id', forward ? 'asc' : 'desc')
              .limit(count)
              .execute();
            return rows.map(recordOf);
          },
        },
        query.page,
      );
    },

    decide: (id, decision) =>
      connection.atomic(async (tx) => {
        const result = await tx
          .updateTable('representative_applications')
          .set({
            status: applicationStatuses.code(decision.status),
            decidedAt: msOf(decision.decidedAt),
            decidedBy: decision.decidedBy ?? null,
            reason: decision.reason ?? null,
          })
          .where('id', '=', id)
          .where('status', '=', applicationStatuses.code('PENDING'))
          .executeTakeFirst();
        return Number(result.numUpdatedRows) > 0 ? get(tx, id) : undefined;
      }),
  };
}
