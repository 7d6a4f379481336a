import assert from 'node:assert/strict';
import { test } from 'node:test';
import { testPrincipal } from '@bankdir/conformance';
import { createDirectory, type Directory } from '@bankdir/core';
import { foldText, type Storage } from '@bankdir/core/driver';
import { type ArchiveAccount, archiveImportOf, archiveLines, readArchiveText } from '@bankdir/core/transfer';
import { createMemoryStorage } from '../src/index.ts';

// A whole-directory archive on memory storage: what one directory writes, another loads with the same answers, and
// what is wrong with an archive is named by its line before anything is written.

const AT = '2025-01-01T00:00:00.000Z';
const ACCOUNTS: ArchiveAccount[] = ['acct_a', 'acct_b', 'acct_c'].map((id) => ({
  id,
  name: id,
  plan: 'FREE',
  createdAt: AT,
  email: `${id}@example.com`,
  passwordHash: null,
  role: 'member',
  state: 'active',
}));

async function emptyDirectory(): Promise<{ directory: Directory; storage: Storage }> {
  const storage = createMemoryStorage();
  for (const country of [
    { id: 'country_de', name: 'Germany', code: 'DE', emoji: '🇩🇪' },
    { id: 'country_fr', name: 'France', code: 'FR', emoji: '🇫🇷' },
  ])
    await storage.countries.upsert({ ...country, nameKey: foldText(country.name) }, AT);
  return { directory: createDirectory({ storage }), storage };
}

async function answers(directory: Directory) {
  return {
    banks: (await directory.banks.list({ sortBy: 'overall_score', sortOrder: 'desc', include: ['scores'] })).data,
    countries: (await directory.countries.list({ sortBy: 'rank', include: ['scores'] })).data,
    stories: (await directory.stories.list({ sortBy: 'thumbsUpCount', sortOrder: 'desc' })).data,
    votes: (await directory.votes.list({})).data,
    products: (await directory.products.listAll({})).data,
    world: await directory.world.get({ include: ['scores'] }),
  };
}

const withoutTimestamps = (value: Awaited<ReturnType<typeof answers>>) =>
  JSON.parse(JSON.stringify(value, (key, inner) => (key.endsWith('At') ? undefined : inner)));

test('an archive loads into an empty directory with the same answers, and says what it holds', async () => {
  const { directory, storage } = await emptyDirectory();
  const alpha = await directory.admin.createBank({
    name: 'Alpha Bank',
    url: 'https://alpha.example',
    countryCode: 'DE',
  });
  const beta = await directory.admin.createBank({ name: 'Beta Bank', url: 'https://beta.example', countryCode: 'FR' });
  for (const [index, account] of ACCOUNTS.entries()) {
    const voter = testPrincipal({ accountId: account.id });
    await directory.votes.cast(voter, alpha.id, { category: 'LENDING', isUp: index !== 2 });
    await directory.votes.cast(voter, beta.id, { category: 'FEES_PRICING', isUp: true });
  }
  const story = await directory.stories.create(testPrincipal({ accountId: 'acct_a' }), alpha.id, {
    text: 'Kind staff.',
  });
  await directory.stories.giveThumbsUp(testPrincipal({ accountId: 'acct_b' }), story.data.id);
  const rep = testPrincipal({ accountId: 'acct_c', represents: [beta.id] });
  await directory.admin.approveRepresentative('acct_c', beta.id);
  await directory.products.create(rep, beta.id, { category: 'ACCOUNT', type: 'SAVINGS_ACCOUNT', name: 'Saver' });

  const text = (await archiveLines(storage, ACCOUNTS, AT)).join('\n');
  const { archive, problems } = readArchiveText(text, 'directory.jsonl');
  assert.deepEqual(problems, []);
  const copy = await emptyDirectory();
  const planned = await archiveImportOf(copy.directory, archive, 'directory.jsonl');
  assert.deepEqual(planned.problems, []);
  const counts = await copy.directory.admin.importDirectory(planned.data, { actor: { kind: 'cli', id: 'tester' } });
  assert.deepEqual(counts, { banks: 2, representatives: 1, applications: 0, votes: 6, stories: 1, products: 1 });
  assert.deepEqual(withoutTimestamps(await answers(copy.directory)), withoutTimestamps(await answers(directory)));
  assert.equal(await copy.storage.representatives.isApproved('acct_c', beta.id), true);
  const [entry] = (await copy.directory.admin.audit.list({ action: 'directory.import' })).data;
  assert.deepEqual(entry?.after, counts);

  const again = await archiveImportOf(copy.directory, archive, 'directory.jsonl');
  assert.match(again.problems[0]?.message ?? '', /already has banks/, 'a directory with banks is refused');
});

test('an archive names the line of each problem: header, JSON, a record, a missing bank, a duplicate; any account will do', () => {
  const header = '{"record":"header","format":"bankdir-archive","version":1,"exportedAt":"2025-01-01T00:00:00.000Z"}';
  const bank = '{"record":"bank","id":"bank_a","country":"DE","name":"A","url":"https://a.example"}';
  const account = JSON.stringify({ record: 'account', ...ACCOUNTS[0] });
  const vote = (id: string, bankId: string, accountId = 'acct_a') =>
    JSON.stringify({
      record: 'vote',
      id,
      accountId,
      bankId,
      category: 'LENDING',
      isUp: true,
      createdAt: AT,
      updatedAt: AT,
    });
  const lines = [
    header,
    bank,
    account,
    vote('vote_1', 'bank_a'),
    vote('vote_2', 'bank_missing'),
    vote('vote_3', 'bank_a', 'acct_missing'),
    vote('vote_1', 'bank_a'),
    '{"record":"vote",',
    '{"record":"comment"}',
    '{"record":"story","id":"s"}',
  ];
  const { problems } = readArchiveText(lines.join('\n'), 'a.jsonl');
  assert.deepEqual(
    problems.map((problem) => problem.line),
    [5, 7, 7, 8, 9, 10],
  );
  assert.match(problems[0]!.message, /names bank bank_missing, which the archive lacks/);
  assert.match(problems[1]!.message, /vote vote_1 is in the archive twice/);
  assert.match(problems[3]!.message, /not valid JSON/);
  assert.equal(readArchiveText(bank, 'b.jsonl').problems[0]?.line, 1, 'the first line must be the header');
});
