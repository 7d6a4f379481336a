import { sharedMigrations } from '@bankdir/kysely';
import type { Migration } from 'kysely';
import * as semanticIndex from './semantic-index-migration.ts';
import * as termCounts from './term-counts-migration.ts';

/** What a bankdir PostgreSQL database is migrated with: the shared schema, and the tables of its semantic index. */
export const postgresMigrations: Readonly<Record<string, Migration>> = {
  ...sharedMigrations,
  '0002-semantic-index': semanticIndex,
  '0008-semantic-term-counts': termCounts,
};
