import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { quoteIdentifier } from '../../src/postgres/pool.ts';

/** The variable naming a PostgreSQL server the tests may create databases on (scripts/with-postgres.sh sets it). */
export const TEST_POSTGRES_URL_VARIABLE = 'BANKDIR_TEST_POSTGRES_URL';

const HOW_TO_RUN = `PostgreSQL tests skipped: set ${TEST_POSTGRES_URL_VARIABLE} to a server you may create databases on, or run them with a throw-away cluster: scripts/with-postgres.sh npm test`;

/**
 * The `skip` option of a describe block that needs PostgreSQL: false when a server is configured; otherwise the one
 * line saying how to run it, except under CI, where a missing server is an error rather than a skip.
 */
export function skipWithoutPostgres(): string | false {
  if (process.env[TEST_POSTGRES_URL_VARIABLE]) return false;
  if (process.env.CI) {
    throw new Error(
      `CI is set but ${TEST_POSTGRES_URL_VARIABLE} is not: the PostgreSQL tests must run in CI (.ci/run)`,
    );
  }
  return HOW_TO_RUN;
}

export interface TestDatabase {
  /** The connection URL of the fresh database. */
  readonly url: string;
  readonly name: string;
  /** Drops the database, closing whatever is still connected to it. */
  drop(): Promise<void>;
}

/** A fresh, empty database on the configured test server, for one test file (files then run in parallel). */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const serverUrl = process.env[TEST_POSTGRES_URL_VARIABLE];
  if (!serverUrl) throw new Error(`${TEST_POSTGRES_URL_VARIABLE} is not set`);
  const name = `bankdir_test_${label.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `create database ${quoteIdentifier(name)}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => onServer(serverUrl, `drop database if exists ${quoteIdentifier(name)} with (force)`),
  };
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
