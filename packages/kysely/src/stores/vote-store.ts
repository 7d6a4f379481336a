import type { VoteRecord, VoteStore } from '@bankdir/core';
import type { Selectable } from 'kysely';
import { applyCountryVoteDelta } from '../queries/country-scores.ts';
import { readRowsPage } from '../queries/keyset-page.ts';
import type { Scope } from '../queries/scope.ts';
import { applyVoteDelta } from '../queries/score-maintenance.ts';
import type { VotesTable } from '../schema/database.ts';

type VoteRow = Selectable<VotesTable>;

function voteRecordOf(row: VoteRow): VoteRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    bankId: row.bankId,
    countryId: row.countryId,
    category: row.category,
    isUp: Boolean(row.isUp),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function voteStore(scope: Scope): VoteStore {
  const { db } = scope;
  const findRow = (tx: Scope['db'], accountId: string, bankId: string, category: VoteRecord['category']) =>
    tx
      .selectFrom('votes')
      .selectAll()
      .where('accountId', '=', accountId)
      .where('bankId', '=', bankId)
      .where('category', '=', category)
      .executeTakeFirst();

  return {
    async list(query) {
      const base = () => {
        let q = db.selectFrom('votes');
        if (query.bankId !== undefined) q = q.where('bankId', '=', query.bankId);
        if (query.countryId !== undefined) q = q.where('countryId', '=', query.countryId);
        if (query.categories !== undefined) q = q.where('category', 'in', [...query.categories]);
        if (query.isUp !== undefined) q = q.where('isUp', '=', query.isUp);
        return q;
      };
      const page = await readRowsPage<VoteRow>(
        db,
        'votes',
        { column: 'createdAt', order: query.sortOrder, nullable: false },
        base,
        query.page,
      );
      return { ...page, items: page.items.map(voteRecordOf) };
    },

    async get(id) {
      const row = await db.selectFrom('votes').selectAll().where('id', '=', id).executeTakeFirst();
      return row && voteRecordOf(row);
    },

    async find(accountId, bankId, category) {
      const row = await findRow(db, accountId, bankId, category);
      return row && voteRecordOf(row);
    },

    cast: (vote, at) =>
      scope.atomic(async (tx) => {
        const existing = await findRow(tx, vote.accountId, vote.bankId, vote.category);
        if (existing) {
          await tx.updateTable('votes').set({ isUp: vote.isUp, updatedAt: at }).where('id', '=', existing.id).execute();
          const wasUp = Boolean(existing.isUp);
          if (wasUp !== vote.isUp) {
            const flip = { category: vote.category, up: vote.isUp ? 1 : -1, down: vote.isUp ? -1 : 1 };
            await applyVoteDelta(tx, { bankId: vote.bankId, ...flip });
            await applyCountryVoteDelta(tx, { countryId: existing.countryId, ...flip });
          }
          return { vote: voteRecordOf({ ...existing, isUp: vote.isUp, updatedAt: at }), created: false };
        }
        const bank = await tx
          .selectFrom('banks')
          .select('countryId')
          .where('id', '=', vote.bankId)
          .executeTakeFirstOrThrow();
        const row: VoteRow = { ...vote, countryId: bank.countryId, createdAt: at, updatedAt: at };
        await tx.insertInto('votes').values(row).execute();
        const added = { category: vote.category, up: vote.isUp ? 1 : 0, down: vote.isUp ? 0 : 1 };
        await applyVoteDelta(tx, { bankId: vote.bankId, ...added });
        await applyCountryVoteDelta(tx, { countryId: bank.countryId, ...added });
        return { vote: voteRecordOf(row), created: true };
      }),

    retract: (accountId, bankId, category) =>
      scope.atomic(async (tx) => {
        const existing = await findRow(tx, accountId, bankId, category);
        if (!existing) return undefined;
        await tx.deleteFrom('votes').where('id', '=', existing.id).execute();
        const wasUp = Boolean(existing.isUp);
        const removed = { category, up: wasUp ? -1 : 0, down: wasUp ? 0 : -1 };
        await applyVoteDelta(tx, { bankId, ...removed });
        await applyCountryVoteDelta(tx, { countryId: existing.countryId, ...removed });
        return voteRecordOf(existing);
      }),

    importMany: (votes) =>
      scope.atomic(async (tx) => {
        if (votes.length === 0) return;
        const bankIds = [...new Set(votes.map((vote) => vote.bankId))];
        const countryOf = new Map<string, string>();
        for (let start = 0; start < bankIds.length; start += 500) {
          const rows = await tx
            .selectFrom('banks')
            .select(['id', 'countryId'])
            .where('id', 'in', bankIds.slice(start, start + 500))
            .execute();
          for (const row of rows) countryOf.set(row.id, row.countryId);
        }
        // Nine columns a row: batches stay under every engine's bound-parameter limit.
        for (let start = 0; start < votes.length; start += 100) {
          const rows = votes.slice(start, start + 100).map((vote) => {
            const countryId = countryOf.get(vote.bankId);
            if (countryId === undefined) throw new Error(`vote ${vote.id} names no bank (${vote.bankId})`);
            return { ...vote, countryId };
          });
          await tx.insertInto('votes').values(rows).execute();
        }
      }),
  };
}
