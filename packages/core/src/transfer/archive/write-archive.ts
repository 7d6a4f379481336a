import { readAllPages, type Storage } from '../../driver.ts';
import { currentBanks } from '../current-banks.ts';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type ArchiveAccount } from './archive-records.ts';

const byId = <T extends { id: string }>(a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The whole directory as an archive's lines: the header, then banks, accounts, representatives, applications, votes,
 * stories and products, each by id. The accounts come from the auth plugin that keeps them, with no key secrets.
 */
export async function archiveLines(
  storage: Storage,
  accounts: readonly ArchiveAccount[],
  exportedAt: string,
): Promise<string[]> {
  const lines: string[] = [];
  const add = (type: string, fields: object) => lines.push(JSON.stringify({ record: type, ...fields }));
  lines.push(JSON.stringify({ record: 'header', format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, exportedAt }));
  const banks = (await currentBanks(storage)).sort(byId);
  for (const bank of banks) add('bank', bank);
  for (const account of [...accounts].sort(byId)) add('account', account);
  for (const account of [...accounts].sort(byId))
    for (const bankId of await storage.representatives.listForAccount(account.id))
      add('representative', { accountId: account.id, bankId });
  const applications = await readAllPages((page) => storage.applications.list({ page }));
  for (const application of applications.sort(byId)) add('application', application);
  const votes = await readAllPages((page) => storage.votes.list({ sortOrder: 'asc', page }));
  for (const { countryId: _countryId, ...vote } of votes.sort(byId)) add('vote', vote);
  for (const story of await storage.stories.listAll())
    add('story', {
      id: story.id,
      accountId: story.accountId,
      bankId: story.bankId,
      text: story.text,
      tags: story.tags,
      hidden: story.hidden,
      thumbsUpBy: story.thumbsUpBy,
      createdAt: story.createdAt,
    });
  for (const bank of banks) {
    const products = await storage.products.listForBank(bank.id, { publicOnly: false });
    for (const { bankName: _bankName, ...product } of products.sort(byId)) add('product', product);
  }
  return lines;
}
