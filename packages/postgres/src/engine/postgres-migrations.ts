import { directoryMigrations, migrateToLatest } from '@bankdir/kysely';
import type { Kysely, Migration } from 'kysely';
import { createSemanticIndexTables } from '../semantic/semantic-index-tables.ts';
import { installVoteFunctions } from './vote-functions.ts';

/** The migration installing the functions a vote is cast and retracted with (vote-functions.ts). */
export const VOTE_FUNCTIONS = '0002-vote-functions';

/**
 * What a bankdir PostgreSQL database is migrated with: the initial layout (the directory's tables, then those of
 * PostgreSQL's semantic index), and every later change after it.
 */
export const postgresMigrations: Readonly<Record<string, Migration>> = {
  ...directoryMigrations(createSemanticIndexTables),
  [VOTE_FUNCTIONS]: { up: installVoteFunctions },
  // The functions again, whenever a migration changes the tables they write (plpgsql reads the text when it is called).
  '0004-vote-functions-on-score-orders': { up: installVoteFunctions },
  '0006-vote-functions-shifting-by-key': { up: installVoteFunctions },
};

/** Brings the directory in `schema` to the latest layout; nodes starting at once wait for each other's migration. */
export function migratePostgres(db: Kysely<unknown>, schema: string): Promise<void> {
  return migrateToLatest(db, postgresMigrations, { schema });
}
