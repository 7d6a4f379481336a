export type { SemanticIndexOptions } from '@bankdir/kysely';
export { postgresMigrations } from './engine/postgres-migrations.ts';
export { openPostgresStorage, type PostgresStorage, type PostgresStorageOptions } from './open-postgres-storage.ts';
export { postgresDirectoryExists } from './postgres-directory-exists.ts';
