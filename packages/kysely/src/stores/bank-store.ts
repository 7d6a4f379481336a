import type { BankFacts, BankListQuery, BankRecord, BankStore, BankWrite, Page } from '@bankdir/core';
import { type SqlBool, sql } from 'kysely';
import { type BankRow, bankRecordOf } from '../queries/bank-rows.ts';
import { moveBankScores } from '../queries/country-scores.ts';
import { chunks } from '../queries/id-chunks.ts';
import { containsPattern, readRowsPage } from '../queries/keyset-page.ts';
import { moveInRanks } from '../queries/rank-maintenance.ts';
import type { Scope } from '../queries/scope.ts';
import { countCountryStories } from '../queries/story-counts.ts';
import { holds, matchQuality, unrankedLast } from '../queries/text-search.ts';
import { bankSortColumn } from '../schema/sort-columns.ts';

const NULLABLE_SORT_COLUMNS = new Set(['rank', 'countryRank']);

export function bankStore(scope: Scope): BankStore {
  const { db } = scope;

  const getRow = (id: string) => db.selectFrom('banks').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    async list(query: BankListQuery): Promise<Page<BankRecord>> {
      const filtered = () => {
        let q = db.selectFrom('banks');
        if (query.countryId !== undefined) q = q.where('countryId', '=', query.countryId);
        if (query.search !== undefined)
          q = q.where(sql<SqlBool>`${sql.ref('nameKey')} like ${containsPattern(query.search)} escape '\\'`);
        if (query.hasDescription !== undefined) q = q.where('description', query.hasDescription ? '<>' : '=', '');
        return q;
      };
      const column = bankSortColumn(query.sortBy);
      const order = { column, order: query.sortOrder, nullable: NULLABLE_SORT_COLUMNS.has(column) };
      const page = await readRowsPage<BankRow>(db, 'banks', order, filtered, query.page);
      const result: Page<BankRecord> = { ...page, items: page.items.map(bankRecordOf) };
      if (query.withTotal) {
        const { total } = await filtered()
          .select((eb) => eb.fn.countAll<number>().as('total'))
          .executeTakeFirstOrThrow();
        result.total = Number(total);
      }
      return result;
    },

    async get(id) {
      const row = await getRow(id);
      return row && bankRecordOf(row);
    },

    async getMany(ids) {
      const records: BankRecord[] = [];
      for (const part of chunks([...new Set(ids)])) {
        const rows = await db.selectFrom('banks').selectAll().where('id', 'in', part).execute();
        records.push(...rows.map(bankRecordOf));
      }
      return records;
    },

    async search({ text, limit }) {
      // Each bank's best match among its name and its hostnames, then ranked banks first by rank, then id.
      const byName = db.selectFrom('banks').select(['id', matchQuality('nameKey', text).as('quality')]);
      const candidates = byName
        .where(holds('nameKey', text))
        .unionAll(
          db
            .selectFrom('banks')
            .select(['id', matchQuality('primaryHostname', text).as('quality')])
            .where(holds('primaryHostname', text)),
        )
        .unionAll(
          db
            .selectFrom('bank_hostnames')
            .select([sql.ref<string>('bankId').as('id'), matchQuality('hostname', text).as('quality')])
            .where(holds('hostname', text)),
        );
      const best = db
        .selectFrom(candidates.as('match'))
        .select('match.id')
        .select((eb) => eb.fn.min<number>('match.quality').as('quality'))
        .groupBy('match.id');
      const rows = await db
        .selectFrom(best.as('best'))
        .innerJoin('banks', 'banks.id', 'best.id')
        .selectAll('banks')
        .orderBy('best.quality')
        .orderBy(unrankedLast('banks.rank'))
        .orderBy('banks.rank')
        .orderBy('banks.id')
        .limit(limit)
        .execute();
      return rows.map(bankRecordOf);
    },

    async findByHostname(hostname) {
      const rows = await db
        .selectFrom('banks')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('primaryHostname', '=', hostname),
            eb('id', 'in', eb.selectFrom('bank_hostnames').select('bankId').where('hostname', '=', hostname)),
          ]),
        )
        .execute();
      return rows.map(bankRecordOf);
    },

    async alternativeHostnames(bankId) {
      const rows = await db
        .selectFrom('bank_hostnames')
        .select('hostname')
        .where('bankId', '=', bankId)
        .orderBy('hostname')
        .execute();
      return rows.map((row) => row.hostname);
    },

    async factsOf(ids) {
      const facts = new Map<string, BankFacts>();
      for (const part of chunks([...new Set(ids)])) {
        const rows = await db
          .selectFrom('bank_facts')
          .select(['bankId', 'facts'])
          .where('bankId', 'in', part)
          .execute();
        for (const row of rows) facts.set(row.bankId, JSON.parse(row.facts) as BankFacts);
      }
      return facts;
    },

    create: (id, bank, at) =>
      scope.atomic(async (tx) => {
        await tx
          .insertInto('banks')
          .values({ id, ...operatorColumns(bank), storiesCount: 0, claimedAt: null, createdAt: at, updatedAt: at })
          .execute();
        await countBank(tx, bank.countryId, 1);
        await writeHostnames(tx, id, bank.alternativeHostnames);
        await writeFacts(tx, id, bank.facts);
        return bankRecordOf(await tx.selectFrom('banks').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
      }),

    update: (id, bank, at) =>
      scope.atomic(async (tx) => {
        const before = await tx.selectFrom('banks').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return undefined;
        await tx
          .updateTable('banks')
          .set({ ...operatorColumns(bank), updatedAt: at })
          .where('id', '=', id)
          .execute();
        if (before.countryId !== bank.countryId) {
          const rankKey = before.rankKey === null ? null : Number(before.rankKey);
          await moveInRanks(tx, { ...before, rankKey }, { countryId: bank.countryId, rankKey });
          for (const table of ['votes', 'stories', 'products'] as const) {
            await tx.updateTable(table).set({ countryId: bank.countryId }).where('bankId', '=', id).execute();
          }
          await moveBankScores(tx, before, before.countryId, bank.countryId);
          await countCountryStories(tx, before.countryId, -Number(before.storiesCount));
          await countCountryStories(tx, bank.countryId, Number(before.storiesCount));
          await countBank(tx, before.countryId, -1);
          await countBank(tx, bank.countryId, 1);
        }
        await tx.deleteFrom('bank_hostnames').where('bankId', '=', id).execute();
        await writeHostnames(tx, id, bank.alternativeHostnames);
        await tx.deleteFrom('bank_facts').where('bankId', '=', id).execute();
        await writeFacts(tx, id, bank.facts);
        return bankRecordOf(await tx.selectFrom('banks').selectAll().where('id', '=', id).executeTakeFirstOrThrow());
      }),

    delete: (id) =>
      scope.atomic(async (tx) => {
        const before = await tx.selectFrom('banks').selectAll().where('id', '=', id).executeTakeFirst();
        if (!before) return false;
        // Leave the rankings first, so the banks behind close up, and take the bank's votes out of its country.
        await moveInRanks(tx, { ...before, rankKey: null }, { countryId: before.countryId, rankKey: null });
        await moveBankScores(tx, before, before.countryId, null);
        await countCountryStories(tx, before.countryId, -Number(before.storiesCount));
        // Children go explicitly too, so the delete does not depend on the connection's foreign-key setting.
        await tx
          .deleteFrom('story_thumbs')
          .where('storyId', 'in', (eb) => eb.selectFrom('stories').select('id').where('bankId', '=', id))
          .execute();
        for (const table of [
          'bank_hostnames',
          'bank_facts',
          'stocks',
          'votes',
          'stories',
          'products',
          'representatives',
        ] as const) {
          await tx.deleteFrom(table).where('bankId', '=', id).execute();
        }
        await tx.deleteFrom('banks').where('id', '=', id).execute();
        await countBank(tx, before.countryId, -1);
        return true;
      }),
  };
}

function operatorColumns(bank: BankWrite) {
  return {
    name: bank.name,
    nameKey: bank.nameKey,
    url: bank.url,
    primaryHostname: bank.primaryHostname,
    description: bank.description,
    countryId: bank.countryId,
  };
}

/** A bank arrives in (1) or leaves (-1) a country. */
async function countBank(tx: Scope['db'], countryId: string, delta: 1 | -1): Promise<void> {
  await tx
    .updateTable('countries')
    .set('banksCount', sql`${sql.ref('banksCount')} + ${delta}`)
    .where('id', '=', countryId)
    .execute();
}

async function writeHostnames(tx: Scope['db'], bankId: string, hostnames: readonly string[]): Promise<void> {
  if (hostnames.length === 0) return;
  await tx
    .insertInto('bank_hostnames')
    .values(hostnames.map((hostname) => ({ bankId, hostname })))
    .execute();
}

/** A row only for a bank with facts, so banks without any (most generated ones) cost nothing. */
async function writeFacts(tx: Scope['db'], bankId: string, facts: BankFacts | undefined): Promise<void> {
  if (!facts) return;
  const empty =
    facts.kinds.length === 0 &&
    facts.ownership.length === 0 &&
    facts.alsoKnownAs.length === 0 &&
    facts.parent === undefined &&
    facts.headquarters === undefined;
  if (empty) return;
  await tx
    .insertInto('bank_facts')
    .values({ bankId, facts: JSON.stringify(facts) })
    .execute();
}
