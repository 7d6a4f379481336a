import { type ApiKeyStore, databaseOf, openApiKeyStore } from '@bankdir/auth-api-keys';
import { generateDirectoryData, insertDirectoryData } from '@bankdir/conformance';
import type { Storage } from '@bankdir/core/driver';
import { type ServeProcess, startServe } from './cli.ts';

/** A bank as the vote workers pick it and the recount places it. */
export interface VotedBank {
  id: string;
  countryId: string;
}

/**
 * Fills the storage with six banks in two countries, nine votes each (most just under the ranking threshold, so votes
 * move them in and out of the ranks), and `accounts` PRO voter accounts with a key each.
 */
export async function seedVoters(
  storage: Storage,
  { seed, accounts }: { seed: number; accounts: number },
): Promise<{ banks: VotedBank[]; voters: { accountId: string; key: string }[]; store: ApiKeyStore }> {
  const data = generateDirectoryData({ seed, banks: 6, countries: 2, votesPerBank: 9, productsPerBank: 0 });
  await insertDirectoryData(storage, data);
  const banks = data.banks.map((bank) => ({ id: bank.id, countryId: bank.countryId }));
  const store = await openApiKeyStore(databaseOf(storage));
  const voters: { accountId: string; key: string }[] = [];
  for (let index = 0; index < accounts; index++) {
    const { account, key } = await store.createAccount({ name: `Voter ${index}`, plan: 'pro' });
    voters.push({ accountId: account.id, key: key.key });
  }
  return { banks, voters, store };
}

/**
 * Starts two `bankdir serve` nodes on the PostgreSQL database, each pushed on `nodes` at once (for the test's `after`
 * to stop), and answers their URLs once both listen.
 */
export async function startTwoNodes(url: string, nodes: ServeProcess[]): Promise<string[]> {
  for (let index = 0; index < 2; index++)
    nodes.push(startServe(['--database-url', url, '--port', '0', '--rate-limit', '0', '--json']));
  const urls: string[] = [];
  for (const node of nodes) urls.push((await node.waitFor(/"url": "([^"]+)"/, 60_000))[1]!);
  return urls;
}
