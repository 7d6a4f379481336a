import type { VoteRecord, VoteStore } from '@bankdir/core/driver';
import { keysetPage } from '../keyset.ts';
import type { MemoryDb } from '../memory-db.ts';
import { type Tables, type VoteRow, voteKey } from '../tables.ts';

/** A vote with its bank's country (a vote's country is always its bank's). */
function voteRecordOf(row: VoteRow, tables: Tables): VoteRecord {
  return { ...row, countryId: tables.banks.get(row.bankId)!.countryId };
}

export function voteStore(db: MemoryDb): VoteStore {
  return {
    async list(query) {
      const tables = db.read();
      const kept = [...tables.votes.values()].filter(
        (vote) =>
          (query.bankId === undefined || vote.bankId === query.bankId) &&
          (query.accountId === undefined || vote.accountId === query.accountId) &&
          (query.categories === undefined || query.categories.includes(vote.category)) &&
          (query.isUp === undefined || vote.isUp === query.isUp) &&
          (query.countryId === undefined || tables.banks.get(vote.bankId)?.countryId === query.countryId),
      );
      // ISO 8601 UTC timestamps with milliseconds sort as strings in time order.
      const page = await keysetPage(
        {
          items: kept,
          sortValue: (vote) => vote.createdAt,
          order: query.sortOrder,
          cursorValue: (id) => tables.votes.get(id)?.createdAt,
        },
        query.page,
      );
      return { ...page, items: page.items.map((vote) => voteRecordOf(vote, tables)) };
    },

    async get(id) {
      const tables = db.read();
      const vote = tables.votes.get(id);
      return vote && voteRecordOf(vote, tables);
    },

    async find(accountId, bankId, category) {
      const tables = db.read();
      const id = tables.voteIds.get(voteKey(accountId, bankId, category));
      const vote = id === undefined ? undefined : tables.votes.get(id);
      return vote && voteRecordOf(vote, tables);
    },

    // Scores and ranks follow from the votes (derived.ts): writing the vote is all a cast has to do.
    cast: (vote, at) =>
      db.write((tables) => {
        if (!tables.banks.has(vote.bankId)) return undefined;
        const key = voteKey(vote.accountId, vote.bankId, vote.category);
        const earlierId = tables.voteIds.get(key);
        const earlier = earlierId === undefined ? undefined : tables.votes.get(earlierId);
        const row: VoteRow = earlier
          ? { ...earlier, isUp: vote.isUp, updatedAt: at }
          : {
              id: vote.id,
              accountId: vote.accountId,
              bankId: vote.bankId,
              category: vote.category,
              isUp: vote.isUp,
              createdAt: at,
              updatedAt: at,
            };
        tables.votes.set(row.id, row);
        tables.voteIds.set(key, row.id);
        return { vote: voteRecordOf(row, tables), created: earlier === undefined };
      }),

    retract: (accountId, bankId, category) =>
      db.write((tables) => {
        const key = voteKey(accountId, bankId, category);
        const id = tables.voteIds.get(key);
        const vote = id === undefined ? undefined : tables.votes.get(id);
        if (!vote) return undefined;
        const record = voteRecordOf(vote, tables);
        tables.votes.delete(vote.id);
        tables.voteIds.delete(key);
        return record;
      }),

    importMany: (votes) =>
      db.write((tables) => {
        // Checked first: a bad vote anywhere in the batch writes none of them.
        const keys = new Set<string>();
        for (const vote of votes) {
          if (!tables.banks.has(vote.bankId)) throw new Error(`vote ${vote.id} names no bank (${vote.bankId})`);
          const key = voteKey(vote.accountId, vote.bankId, vote.category);
          if (tables.voteIds.has(key) || keys.has(key) || tables.votes.has(vote.id))
            throw new Error(`vote ${vote.id} repeats a vote already there`);
          keys.add(key);
        }
        for (const vote of votes) {
          tables.votes.set(vote.id, { ...vote });
          tables.voteIds.set(voteKey(vote.accountId, vote.bankId, vote.category), vote.id);
        }
      }),
  };
}
