import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { databaseOf, hashPassword, openApiKeyStore, passwordMatches } from '@bankdir/auth-api-keys';
import { testPrincipal } from '@bankdir/conformance';
import { createTestDatabase, skipWithoutPostgres, type TestDatabase } from '../../postgres/test/support/index.ts';
import { keyStoreOf, withDatabase } from '../src/database.ts';
import type { DatabaseTarget } from '../src/database-target.ts';
import { type OpenedDirectory, openDirectory } from '../src/open-directory.ts';
import { runCli } from '../src/run-cli.ts';
import { everyPage, everyPublicList } from './helpers/every-list.ts';

// `bankdir export --all` then `bankdir import --all` into an empty directory, on SQLite and (when one is at hand)
// PostgreSQL: every list answers the same apart from timestamps, people sign in with the same password, no key secret
// is in the archive, and a broken line is named and changes nothing.

const PASSWORD = 'correct horse battery staple';
const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

/** Every list a client can read, in every order, with timestamps left out. */
async function everyAnswer({ directory, storage }: OpenedDirectory): Promise<Record<string, unknown>> {
  const lists: Record<string, unknown> = {
    ...(await everyPublicList(directory, { countryInclude: ['scores'], stories: true })),
  };
  lists.world = await directory.world.get({ include: ['scores'] });
  lists.bank = await directory.banks.get('bank_se_alpha', { include: ['scores', 'country', 'stocks'] });
  lists.applications = await everyPage((q) => directory.admin.listApplications(q), {});
  // Draft, archived and hidden products too, which no public list shows.
  lists.everyProduct = (await storage.products.listForBank('bank_se_alpha', { publicOnly: false })).sort((a, b) =>
    a.id < b.id ? -1 : 1,
  );
  lists.everyStory = await storage.stories.listAll();
  return withoutTimestamps(lists) as Record<string, unknown>;
}

/** The value with every *At field left out: what an import may change. */
function withoutTimestamps(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutTimestamps);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !key.endsWith('At'))
      .map(([key, inner]) => [key, withoutTimestamps(inner)]),
  );
}

/** A directory with every kind of record: votes, stories with thumbs-ups, products in every state, accounts, reps. */
async function seed(target: DatabaseTarget): Promise<void> {
  await withDatabase(await openDirectory({ target }), async (opened) => {
    const { directory } = opened;
    const store = await openApiKeyStore(databaseOf(opened.storage));
    const hash = await hashPassword(PASSWORD, CHEAP);
    const member = await store.createAccountWithoutKey({
      email: 'Member@Example.com',
      plan: 'free',
      passwordHash: hash,
    });
    const operator = (await store.createAccount({ email: 'op@example.com', plan: 'pro', role: 'operator' })).account;
    const gone = await store.createAccountWithoutKey({ email: 'gone@example.com', plan: 'free', passwordHash: hash });
    await store.setState(gone.id, 'disabled');
    await store.createKey(member.id);
    const banks = [
      { id: 'bank_se_alpha', name: 'Alpha Bank', url: 'https://alpha.example', countryCode: 'SE' },
      { id: 'bank_se_beta', name: 'Beta Sparbank', url: 'https://beta.example', countryCode: 'SE' },
      { id: 'bank_de_gamma', name: 'Gamma Bank', url: 'https://gamma.example', countryCode: 'DE' },
    ];
    for (const bank of banks)
      await directory.admin.createBank({ ...bank, description: `${bank.name} lends to farmers.` });
    const people = [member.id, operator.id, gone.id];
    for (const [index, accountId] of people.entries())
      for (const bank of banks)
        await directory.votes.cast(testPrincipal({ accountId }), bank.id, {
          category: index % 2 === 0 ? 'LENDING' : 'CUSTOMER_SERVICE',
          isUp: index !== 1 || bank.id === 'bank_de_gamma',
        });
    const story = async (accountId: string, bankId: string, text: string) =>
      (await directory.stories.create(testPrincipal({ accountId }), bankId, { text, tags: ['LENDING'] })).data.id;
    const liked = await story(member.id, 'bank_se_alpha', 'Opened an account in one visit.');
    await story(operator.id, 'bank_se_beta', 'Slow answers on the phone.');
    const hidden = await story(gone.id, 'bank_de_gamma', 'Spam, hidden by an operator.');
    for (const accountId of [operator.id, gone.id])
      await directory.stories.giveThumbsUp(testPrincipal({ accountId }), liked);
    await directory.admin.hideStory(hidden);
    await directory.admin.approveRepresentative(member.id, 'bank_se_alpha');
    const rep = testPrincipal({ accountId: member.id, represents: ['bank_se_alpha'] });
    const product = async (name: string) =>
      (
        await directory.products.create(rep, 'bank_se_alpha', {
          category: 'ACCOUNT',
          type: 'SAVINGS_ACCOUNT',
          name,
          ratePercent: name.length / 4,
        })
      ).data.id;
    const draft = await product('Draft saver');
    await product('Published saver');
    const archived = await product('Archived saver');
    const hiddenProduct = await product('Hidden saver');
    await directory.products.setStatus(rep, 'bank_se_alpha', draft, { status: 'DRAFT' });
    await directory.products.setStatus(rep, 'bank_se_alpha', archived, { status: 'ARCHIVED' });
    await directory.admin.hideProduct(hiddenProduct);
    const pending = await directory.representatives.apply(testPrincipal({ accountId: operator.id }), 'bank_se_beta', {
      note: 'I run Beta.',
    });
    const rejected = await directory.representatives.apply(testPrincipal({ accountId: gone.id }), 'bank_de_gamma', {
      note: 'Trust me.',
    });
    assert.ok(pending.data.id);
    await directory.admin.rejectApplication(rejected.data.id, { reason: 'Not an employee.' });
  });
}

describe('bankdir export --all and import --all', () => {
  const folder = mkdtempSync(join(tmpdir(), 'bankdir-move-all-'));
  const source: DatabaseTarget = { engine: 'sqlite', file: join(folder, 'source.sqlite'), label: 'source' };
  const archive = join(folder, 'directory.jsonl');
  const saved = process.env.BANKDIR_EMBEDDER;
  const quiet = { stderr: (text: string) => assert.fail(text) };
  let seeded: Record<string, unknown>;

  before(async () => {
    process.env.BANKDIR_EMBEDDER = 'none';
    await seed(source);
    assert.equal(await runCli(['export', '--all', archive, '--db', source.file, '--json'], quiet), 0);
    seeded = await withDatabase(await openDirectory({ target: source }), everyAnswer);
    assert.equal((seeded['banks name asc'] as unknown[]).length, 3);
    assert.equal((seeded['stories createdAt asc'] as unknown[]).length, 2, 'the hidden story is out of the lists');
    assert.equal((seeded['products name asc'] as unknown[]).length, 1, 'only the published, shown product is listed');
    assert.equal((seeded['votes asc'] as unknown[]).length, 9);
    const states = (seeded.everyProduct as { status: string; hidden: boolean }[]).map((p) => `${p.status} ${p.hidden}`);
    assert.deepEqual(states.sort(), ['ARCHIVED false', 'DRAFT false', 'PUBLISHED false', 'PUBLISHED true']);
  });
  after(() => {
    if (saved === undefined) delete process.env.BANKDIR_EMBEDDER;
    else process.env.BANKDIR_EMBEDDER = saved;
    rmSync(folder, { recursive: true, force: true });
  });

  test('the archive starts with its header, holds every kind of record and no key secret', () => {
    const lines = readFileSync(archive, 'utf8').trim().split('\n');
    assert.deepEqual(JSON.parse(lines[0]!), {
      record: 'header',
      format: 'bankdir-archive',
      version: 1,
      exportedAt: JSON.parse(lines[0]!).exportedAt,
    });
    const types = new Set(lines.slice(1).map((line) => JSON.parse(line).record));
    assert.deepEqual([...types].sort(), [
      'account',
      'application',
      'bank',
      'product',
      'representative',
      'story',
      'vote',
    ]);
    assert.doesNotMatch(lines.join('\n'), /bdk_live_|secretHash|key_/);
  });

  async function movesInto(target: DatabaseTarget): Promise<void> {
    assert.equal(
      await runCli(['import', '--all', archive, ...targetFlags(target), '--as', 'mover', '--json'], quiet),
      0,
    );
    await withDatabase(await openDirectory({ target }), async (opened) => {
      const moved = await everyAnswer(opened);
      for (const name of Object.keys(seeded)) assert.deepEqual(moved[name], seeded[name], name);
      const store = await keyStoreOf(opened);
      const found = await store.findByEmail('member@example.com');
      assert.ok(found?.passwordHash && (await passwordMatches(PASSWORD, found.passwordHash)), 'signs in as before');
      assert.equal((await store.findByEmail('gone@example.com'))?.account.state, 'disabled');
      assert.equal((await store.findByEmail('op@example.com'))?.account.role, 'operator');
      assert.deepEqual(await store.listKeys(found.account.id), [], 'keys are re-issued, never moved');
      const [entry] = (await opened.directory.admin.audit.list({ action: 'directory.import' })).data;
      assert.deepEqual(entry?.actor, { kind: 'cli', id: 'mover' });
    });
    const again = await runCli(['import', '--all', archive, ...targetFlags(target)], {
      stderr: (text) => assert.match(text, /nothing was changed/),
    });
    assert.equal(again, 1, 'a second import into the same directory is refused');
  }

  /**
   * An archive whose every line passes the checks but whose directory part breaks a rule of the tables only when it is
   * written (a second open application of one account for one bank, under another id): the import fails after the
   * accounts went in, and the target is left as it was, with no account and no bank.
   */
  async function writesNothingWhenTheDirectoryFails(target: DatabaseTarget): Promise<void> {
    const lines = readFileSync(archive, 'utf8').trim().split('\n');
    const pending = lines.find((line) => line.includes('"record":"application"') && line.includes('"PENDING"'));
    assert.ok(pending, 'the archive has a pending application');
    const twin = JSON.stringify({ ...JSON.parse(pending), id: 'app_twin' });
    const failing = join(folder, `fails-at-write-${target.label}.jsonl`);
    writeFileSync(failing, `${[...lines, twin].join('\n')}\n`);
    assert.equal(await runCli(['import', '--all', failing, ...targetFlags(target), '--dry-run', '--json'], quiet), 0);
    const code = await runCli(['import', '--all', failing, ...targetFlags(target), '--json'], { stderr: () => {} });
    assert.equal(code, 1);
    await withDatabase(await openDirectory({ target }), async (opened) => {
      assert.deepEqual(await (await keyStoreOf(opened)).listAccounts(), [], 'no account was written');
      assert.equal((await opened.directory.banks.list({})).data.length, 0, 'no bank was written');
      assert.equal((await opened.directory.admin.listApplications({})).data.length, 0, 'no application was written');
    });
    await movesInto(target);
  }

  test('into an empty SQLite file, every list answers the same and people sign in with the same password', () =>
    movesInto({ engine: 'sqlite', file: join(folder, 'copy.sqlite'), label: 'copy' }));

  test('into SQLite, a failure after the accounts are written writes nothing at all', () =>
    writesNothingWhenTheDirectoryFails({ engine: 'sqlite', file: join(folder, 'failing.sqlite'), label: 'failing' }));

  describe('into PostgreSQL', { skip: skipWithoutPostgres() }, () => {
    let database: TestDatabase;
    before(async () => {
      database = await createTestDatabase('move_all');
    });
    let failing: TestDatabase;
    before(async () => {
      failing = await createTestDatabase('move_all_failing');
    });
    after(() => failing?.drop());
    after(() => database?.drop());
    test('a failure after the accounts are written writes nothing at all', () =>
      writesNothingWhenTheDirectoryFails({ engine: 'postgres', url: failing.url, label: 'failing_postgres' }));
    test('every list answers the same, and back to SQLite again', async () => {
      await movesInto({ engine: 'postgres', url: database.url, label: 'postgres' });
      const back = join(folder, 'back.jsonl');
      assert.equal(await runCli(['export', '--all', back, '--database-url', database.url, '--json'], quiet), 0);
      const home: DatabaseTarget = { engine: 'sqlite', file: join(folder, 'home.sqlite'), label: 'home' };
      assert.equal(await runCli(['import', '--all', back, '--db', home.file, '--json'], quiet), 0);
      const answers = await withDatabase(await openDirectory({ target: home }), everyAnswer);
      for (const name of Object.keys(seeded)) assert.deepEqual(answers[name], seeded[name], name);
    });
  });

  test('a broken line is named and changes nothing, a dry run neither', async () => {
    const broken = join(folder, 'broken.jsonl');
    const lines = readFileSync(archive, 'utf8').trim().split('\n');
    const voteLine = lines.findIndex((line) => line.includes('"record":"vote"'));
    lines[voteLine] = lines[voteLine]!.replace('"bankId":"', '"bankId":"bank_missing_');
    writeFileSync(broken, `${lines.join('\n')}\n`);
    const file = join(folder, 'untouched.sqlite');
    const problems: string[] = [];
    const code = await runCli(['import', '--all', broken, '--db', file], { stderr: (text) => problems.push(text) });
    assert.equal(code, 1);
    assert.match(problems.join(''), /1 problem in .*broken\.jsonl; nothing was changed/);
    assert.equal(await runCli(['import', '--all', archive, '--db', file, '--dry-run', '--json'], quiet), 0);
    await withDatabase(await openDirectory({ target: { engine: 'sqlite', file, label: file } }), async (opened) => {
      assert.equal((await opened.directory.banks.list({})).data.length, 0, 'no bank was written');
      assert.deepEqual(await (await keyStoreOf(opened)).listAccounts(), [], 'no account was written');
    });
  });

  test('the problem names the line of the broken record', async () => {
    const lines = readFileSync(archive, 'utf8').trim().split('\n');
    const storyLine = lines.findIndex((line) => line.includes('"record":"story"'));
    lines[storyLine] = '{"record":"story",';
    const broken = join(folder, 'broken-json.jsonl');
    writeFileSync(broken, `${lines.join('\n')}\n`);
    const written: string[] = [];
    const stderr = process.stderr.write;
    process.stderr.write = ((text: string) => written.push(text) > 0) as typeof process.stderr.write;
    try {
      await runCli(['import', '--all', broken, '--db', join(folder, 'other.sqlite')], { stderr: () => {} });
    } finally {
      process.stderr.write = stderr;
    }
    assert.match(written.join(''), new RegExp(`broken-json\\.jsonl:${storyLine + 1}: not valid JSON`));
  });
});

function targetFlags(target: DatabaseTarget): string[] {
  return target.engine === 'sqlite' ? ['--db', target.file] : ['--database-url', target.url];
}
