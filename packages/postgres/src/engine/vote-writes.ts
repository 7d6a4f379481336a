import type { EngineVoteWrites } from '@bankdir/kysely';
import { CompiledQuery } from 'kysely';
import { CAST_VOTE, RETRACT_VOTE } from './vote-functions.ts';

// One round trip per vote: the call is its own transaction, or runs inside the one open (the lock is re-entrant).
const CAST_SQL = `select * from ${CAST_VOTE}($1, $2, $3, $4::smallint, $5, $6)`;
const RETRACT_SQL = `select * from ${RETRACT_VOTE}($1, $2, $3::smallint)`;

interface CastRow {
  created: boolean;
  vote_id: string;
  created_at: number;
  country_id: string;
}

interface RetractRow {
  vote_id: string;
  country_id: string;
  is_up: boolean;
  created_at: number;
  updated_at: number;
}

/** Votes cast and retracted by the functions migration 0002 installs (vote-functions.ts). */
export const postgresVoteWrites: EngineVoteWrites = {
  async cast(db, vote) {
    const { rows } = await db.executeQuery<CastRow>(
      CompiledQuery.raw(CAST_SQL, [vote.id, vote.accountId, vote.bankId, vote.category, vote.isUp, vote.at]),
    );
    const row = rows[0];
    return row && { created: row.created, id: row.vote_id, createdAt: row.created_at, countryId: row.country_id };
  },

  async retract(db, vote) {
    const { rows } = await db.executeQuery<RetractRow>(
      CompiledQuery.raw(RETRACT_SQL, [vote.accountId, vote.bankId, vote.category]),
    );
    const row = rows[0];
    return (
      row && {
        id: row.vote_id,
        countryId: row.country_id,
        isUp: row.is_up,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      }
    );
  },
};
