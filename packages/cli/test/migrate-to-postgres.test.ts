import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { testPrincipal } from '@bankdir/conformance';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from '../../postgres/test/support/index.ts';
import { keyStoreOf, withDatabase } from '../src/database.ts';
import type { OpenedDirectory } from '../src/open-directory.ts';
import { openDirectory } from '../src/open-directory.ts';
import { runCli } from '../src/run-cli.ts';
import { everyPublicList } from './helpers/every-list.ts';

// `bankdir migrate-to` moves a SQLite directory seeded with the default data (and its sample votes and products, an
// account and its keys) into PostgreSQL; then every list of both reads the same, in every order, page after page.

describe('bankdir migrate-to PostgreSQL', { skip: skipWithoutPostgres() }, () => {
  const folder = mkdtempSync(join(tmpdir(), 'bankdir-migrate-to-'));
  const file = join(folder, 'bankdir.sqlite');
  let database: TestDatabase;
  const saved = process.env.BANKDIR_EMBEDDER;

  before(async () => {
    process.env.BANKDIR_EMBEDDER = 'none';
    database = await createTestDatabase('migrate_to');
  });
  after(async () => {
    // Assigning undefined would leave the string "undefined" for the tests that run after these in the process.
    if (saved === undefined) delete process.env.BANKDIR_EMBEDDER;
    else process.env.BANKDIR_EMBEDDER = saved;
    await database?.drop();
    rmSync(folder, { recursive: true, force: true });
  });

  test('moves the default data, accounts and keys; every list reads the same on both', async () => {
    const quiet = { stderr: (text: string) => assert.fail(text) };
    assert.equal(await runCli(['seed', '--db', file, '--json'], quiet), 0);
    assert.equal(
      await runCli(['accounts', 'create', '--db', file, '--name', 'Operator', '--plan', 'pro', '--json'], quiet),
      0,
    );
    assert.equal(await runCli(['migrate-to', '--db', file, '--database-url', database.url, '--json'], quiet), 0);

    const sqlite = await openDirectory({ target: { engine: 'sqlite', file, label: file } });
    const postgres = await openDirectory({ target: { engine: 'postgres', url: database.url, label: database.url } });
    try {
      const [before, moved] = [await everyPublicList(sqlite.directory), await everyPublicList(postgres.directory)];
      assert.ok((before['banks name asc'] ?? []).length > 200, 'the default data set was seeded');
      for (const name of Object.keys(before)) assert.deepEqual(moved[name], before[name], name);
      const accounts = async (opened: OpenedDirectory) => (await keyStoreOf(opened)).listAccounts();
      assert.deepEqual(await accounts(postgres), await accounts(sqlite), 'accounts and their keys moved');
      // Numbered rows keep coming after the moved ones: a new voter and a new bank get numbers of their own.
      const [bank] = (await postgres.directory.banks.list({ limit: 1 })).data;
      const cast = await postgres.directory.votes.cast(testPrincipal({ accountId: 'acct_after_move' }), bank!.id, {
        category: 'LENDING',
        isUp: true,
      });
      assert.equal(cast.created, true);
    } finally {
      await withDatabase(sqlite, async () => {});
      await withDatabase(postgres, async () => {});
    }

    const again = await runCli(['migrate-to', '--db', file, '--database-url', database.url], {
      stderr: (text) => assert.match(text, /already holds a directory/),
    });
    assert.equal(again, 1, 'a second move into the same database is refused');
  });
});
