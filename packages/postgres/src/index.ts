export type { SemanticIndexOptions } from '@bankdir/kysely';
export { openPostgresStorage, type PostgresStorage, type PostgresStorageOptions } from './open-postgres-storage.ts';
export { postgresMigrations } from './postgres/postgres-migrations.ts';
export { postgresDirectoryExists } from './postgres-directory-exists.ts';
