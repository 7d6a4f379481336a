import type { Kysely } from 'kysely';
import type { Database } from '../schema/database.ts';

// An engine may write a vote its own way, in one statement (PostgreSQL: a function its migrations install), instead
// of the shared path of several (vote-store.ts). Both must agree exactly; the conformance suite runs on each engine.

/** A vote to cast: ids, its category as stored (codes.ts), and its time in epoch ms. */
export interface VoteToCast {
  id: string;
  accountId: string;
  bankId: string;
  category: number;
  isUp: boolean;
  at: number;
}

/** What a cast did: whether it made a new vote, the vote's id and creation time (epoch ms), the bank's country. */
export interface CastOutcome {
  created: boolean;
  id: string;
  createdAt: number;
  countryId: string;
}

/** The vote a retraction removed. */
export interface RetractedVote {
  id: string;
  countryId: string;
  isUp: boolean;
  createdAt: number;
  updatedAt: number;
}

/**
 * Casting and retracting a vote with its counters, score, rank key and exact ranks, each one statement on `db` (the
 * connection: the statement is its own transaction; or an open transaction). Undefined: no such bank (cast), no such
 * vote (retract).
 */
export interface EngineVoteWrites {
  cast(db: Kysely<Database>, vote: VoteToCast): Promise<CastOutcome | undefined>;
  retract(
    db: Kysely<Database>,
    vote: { accountId: string; bankId: string; category: number },
  ): Promise<RetractedVote | undefined>;
}
