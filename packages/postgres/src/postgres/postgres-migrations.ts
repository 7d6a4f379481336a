import { directoryMigrations } from '@bankdir/kysely';
import type { Migration } from 'kysely';
import { createSemanticIndexTables } from '../semantic/semantic-index-tables.ts';

/**
 * What a bankdir PostgreSQL database is migrated with: the initial layout (the directory's tables, then those of
 * PostgreSQL's semantic index), and every later change after it.
 */
export const postgresMigrations: Readonly<Record<string, Migration>> = directoryMigrations(createSemanticIndexTables);
