import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import { isStorageUnavailable } from '@bankdir/core';
import pg from 'pg';
import { postgresUnavailableReason } from '../src/engine/unavailable.ts';
import { openPostgresStorage, type PostgresStorage } from '../src/index.ts';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from './support/index.ts';

// A connection killed by the server (pg_terminate_backend, as in a restart: 57P01) while a transaction holds it between
// two statements: the write fails as storage unavailable (503) and leaves nothing, the process survives, and the next
// write works over a new connection. Only this test database's connections are killed; other files share the cluster.

describe('a PostgreSQL connection lost inside a transaction', { skip: skipWithoutPostgres() }, () => {
  let database: TestDatabase;
  let storage: PostgresStorage;
  let bankId: string;

  before(async () => {
    database = await createTestDatabase('connection_loss');
    storage = await openPostgresStorage({ url: database.url, poolSize: 2 });
    const data = generateDirectoryData({ seed: 4, banks: 2, countries: 1, votesPerBank: 0 });
    await insertDirectoryData(storage, data);
    bankId = data.banks[0]!.id;
  });
  after(async () => {
    await storage?.close();
    await database?.drop();
  });

  async function killConnections(): Promise<number> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query(
        'select count(pg_terminate_backend(pid))::int as killed from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      return rows[0].killed as number;
    } finally {
      await client.end();
    }
  }

  it('fails the write as storage unavailable, keeps nothing of it, and the next write works', async () => {
    const vote = {
      id: 'vote_lost_line',
      accountId: 'acct_lost_line',
      bankId,
      category: 'LENDING' as const,
      isUp: true,
    };
    const failure = await storage
      .transaction(async (tx) => {
        await tx.banks.get(bankId);
        assert.ok((await killConnections()) >= 1, 'the transaction held a connection to kill');
        // The session's end reaches the client while no query runs on it: the process must not crash on that.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.votes.cast(vote, '2025-01-01T00:00:00.000Z');
      })
      .then(
        () => assert.fail('the transaction committed over a dead connection'),
        (error: unknown) => error,
      );
    assert.ok(isStorageUnavailable(failure), `a StorageUnavailableError, not ${String(failure)}`);
    assert.equal(failure.status, 503);
    assert.match(failure.message, /^The database is not available: .+\. Try again shortly\.$/);
    assert.equal(await storage.votes.get('vote_lost_line'), undefined, 'nothing of the failed write is stored');
    await storage.votes.cast(vote, '2025-01-01T00:00:00.000Z');
    assert.equal((await storage.banks.get(bankId))!.scores.lending.up, 1, 'the next write works');
  });

  it('names the errors of a server going away, and nothing else', () => {
    assert.match(postgresUnavailableReason({ code: '57P01' })!, /shutting down or restarting/);
    assert.match(postgresUnavailableReason({ code: '08006' })!, /connection to the database server failed/);
    assert.match(postgresUnavailableReason({ code: 'ECONNREFUSED' })!, /cannot be reached/);
    assert.match(postgresUnavailableReason(new Error('Connection terminated unexpectedly'))!, /was lost/);
    assert.match(
      postgresUnavailableReason(new Error('timeout expired'))!,
      /was lost/,
      'a connection that did not open in time',
    );
    assert.equal(postgresUnavailableReason({ code: '23505' }), undefined, 'a unique violation is not');
    assert.equal(postgresUnavailableReason({ code: '22P02' }), undefined, 'bad input is not');
    assert.equal(postgresUnavailableReason(undefined), undefined);
  });
});
