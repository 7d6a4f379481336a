import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createDirectory } from '@bankdir/core';
import { type SeedOptions, seedDefaultData } from '@bankdir/data';
import pg from 'pg';
import { quoteIdentifier } from '../../src/engine/pool.ts';
import { openPostgresStorage } from '../../src/open-postgres-storage.ts';

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
export function createTestDatabase(label: string): Promise<TestDatabase> {
  return createDatabase(serverUrl(), label);
}

/**
 * What a template database holds: `fill` writes it into an empty database; `name`, `options` and the files under
 * `sources` (paths from the repository's root) decide it, and so name the template.
 */
export interface DatabaseTemplate {
  readonly name: string;
  /** What else changes the content (a seed's options): part of the name, as JSON. */
  readonly options: unknown;
  readonly sources: readonly string[];
  /** Fills the empty database at `url`; every connection it opened is closed when it resolves. */
  fill(url: string): Promise<void>;
}

/**
 * A fresh database holding what `template` fills in, copied (CREATE DATABASE … TEMPLATE) from a template database
 * filled once per server. The template is named by its content (bankdir_template_NAME_HASH, the hash of its options
 * and source files), so a change to the data or the schema makes a new one and a template is never stale. The first
 * test process to need one builds it under an advisory lock on the server's maintenance database, under a temporary
 * name that is renamed when complete; processes that need it meanwhile wait on the lock, then copy it. A template
 * takes no connections (ALLOW_CONNECTIONS false), so a copy never waits for one. The clusters of
 * scripts/with-postgres.sh go with their run; on a long-lived server old templates stay until dropped by hand:
 * `ALTER DATABASE name IS_TEMPLATE false; DROP DATABASE name`.
 */
export async function createTestDatabaseFrom(label: string, template: DatabaseTemplate): Promise<TestDatabase> {
  const server = serverUrl();
  const key = `${server} ${template.name} ${JSON.stringify(template.options)} ${template.sources.join(' ')}`;
  let built = templates.get(key);
  if (!built) {
    built = buildTemplate(server, template);
    templates.set(key, built);
    built.catch(() => templates.delete(key));
  }
  return createDatabase(server, label, await built);
}

/** The default data set as seedDefaultData writes it (no embedder, so no semantic index): a copy for each call. */
export function createSeededTestDatabase(
  label: string,
  options: Required<Pick<SeedOptions, 'now'>> & Pick<SeedOptions, 'sample'>,
): Promise<TestDatabase> {
  return createTestDatabaseFrom(label, {
    name: 'seeded',
    options: { now: options.now.toISOString(), sample: options.sample ?? true },
    // The data set and the code that writes it: its files and samples, the core, and the schema and stores.
    sources: [
      'data/banks',
      'data/markets.yaml',
      'data/src',
      'packages/core/src',
      'packages/kysely/src',
      'packages/postgres/src',
    ],
    async fill(url) {
      const directory = createDirectory({ storage: await openPostgresStorage({ url }), warn: () => {} });
      try {
        await seedDefaultData(directory, options);
      } finally {
        await directory.close();
      }
    },
  });
}

/** The templates this process built or found, by server and content. */
const templates = new Map<string, Promise<string>>();

const REPOSITORY = join(import.meta.dirname, '..', '..', '..', '..');
// An arbitrary constant, the first half of the build lock's key; the second is the hash of the template's name.
const TEMPLATE_LOCK_CLASS = 0x74706c74; // 'tplt'

async function buildTemplate(server: string, template: DatabaseTemplate): Promise<string> {
  const name = `bankdir_template_${template.name}_${contentHash(template)}`;
  const client = new pg.Client({ connectionString: server });
  const exists = async () =>
    (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1;
  await client.connect();
  try {
    if (await exists()) return name;
    await client.query('select pg_advisory_lock($1, hashtext($2))', [TEMPLATE_LOCK_CLASS, name]);
    try {
      if (await exists()) return name;
      const building = `${name}_building`;
      // A build that died half-way left this behind.
      await client.query(`drop database if exists ${quoteIdentifier(building)} with (force)`);
      await client.query(`create database ${quoteIdentifier(building)}`);
      try {
        await template.fill(databaseUrl(server, building));
        await client.query(`alter database ${quoteIdentifier(building)} with allow_connections false is_template true`);
        await client.query(`alter database ${quoteIdentifier(building)} rename to ${quoteIdentifier(name)}`);
      } catch (error) {
        await client.query(`drop database if exists ${quoteIdentifier(building)} with (force)`).catch(() => {});
        throw error;
      }
      return name;
    } finally {
      await client.query('select pg_advisory_unlock($1, hashtext($2))', [TEMPLATE_LOCK_CLASS, name]);
    }
  } finally {
    await client.end();
  }
}

/** 16 hex digits of the SHA-256 of the template's name, options and every file under its sources, by path. */
function contentHash(template: DatabaseTemplate): string {
  const hash = createHash('sha256').update(`${template.name}\0${JSON.stringify(template.options)}\0`);
  const add = (path: string): void => {
    const full = join(REPOSITORY, path);
    if (statSync(full).isDirectory()) {
      for (const entry of readdirSync(full).sort()) add(join(path, entry));
    } else {
      hash.update(`${path}\0`).update(readFileSync(full)).update('\0');
    }
  };
  for (const source of template.sources) add(source);
  return hash.digest('hex').slice(0, 16);
}

function serverUrl(): string {
  const url = process.env[TEST_POSTGRES_URL_VARIABLE];
  if (!url) throw new Error(`${TEST_POSTGRES_URL_VARIABLE} is not set`);
  return url;
}

function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new database for one test file, empty or a copy of `template`. */
async function createDatabase(server: string, label: string, template?: string): Promise<TestDatabase> {
  const name = `bankdir_test_${label.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${randomBytes(4).toString('hex')}`;
  const copy = template ? ` template ${quoteIdentifier(template)}` : '';
  await onServer(server, `create database ${quoteIdentifier(name)}${copy}`);
  return {
    url: databaseUrl(server, name),
    name,
    drop: () => onServer(server, `drop database if exists ${quoteIdentifier(name)} with (force)`),
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
