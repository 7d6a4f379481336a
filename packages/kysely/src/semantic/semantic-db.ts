import type { Kysely } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: the semantic tables (virtual tables on SQLite) are outside the typed schema
export type SemanticDb = Kysely<any>;
