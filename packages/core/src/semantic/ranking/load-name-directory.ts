import { readAllPages } from '../../paging/page.ts';
import type { Storage } from '../../storage.ts';
import { namesAskedFor } from './bank-names.ts';
import { type BankNames, NameDirectory } from './name-directory.ts';

/** Banks read per page, and ids per facts read: large pages, as a directory of 30,000 banks is read whole. */
const PAGE = 1_000;

/** Every bank's names (name, alsoKnownAs, formerNames) and head office from the storage, in bank id order. */
export async function loadNameDirectory(storage: Storage): Promise<NameDirectory> {
  const countries = await readAllPages((page) => storage.countries.list({ sortBy: 'name', sortOrder: 'asc', page }));
  const codeOf = new Map(countries.map((country) => [country.id, country.code.toUpperCase()]));
  const banks: BankNames[] = [];
  let startingAfter: string | undefined;
  for (;;) {
    const page = await storage.banks.list({
      sortBy: 'name',
      sortOrder: 'asc',
      withTotal: false,
      page: { limit: PAGE, ...(startingAfter !== undefined && { startingAfter }) },
    });
    const facts = await storage.banks.factsOf(page.items.map((bank) => bank.id));
    for (const bank of page.items)
      banks.push({
        bankId: bank.id,
        names: namesAskedFor(bank.name, facts.get(bank.id)),
        headquarters: facts.get(bank.id)?.headquarters,
        size: facts.get(bank.id)?.size,
        countryCode: codeOf.get(bank.countryId),
      });
    if (page.nextCursor === null) break;
    startingAfter = page.nextCursor;
  }
  return new NameDirectory(banks.sort((a, b) => (a.bankId < b.bankId ? -1 : a.bankId > b.bankId ? 1 : 0)));
}
