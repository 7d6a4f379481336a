import type { BankRecord } from '../storage.ts';
import { foldText } from '../text/fold.ts';

/**
 * At most one bank per country among banks sharing a hostname (docs/api-contract.md): a name contained in the page title wins,
 * then the better rank (ranked before unranked), then the id. Countries come in the same order.
 */
export function pickOnePerCountry(banks: readonly BankRecord[], pageTitle: string | undefined): BankRecord[] {
  const title = pageTitle === undefined ? undefined : foldText(pageTitle);
  const titled = (bank: BankRecord) => (title?.includes(foldText(bank.name)) ? 0 : 1);
  const ordered = [...banks].sort((a, b) => {
    const byTitle = titled(a) - titled(b);
    if (byTitle !== 0) return byTitle;
    if (a.rank !== b.rank) {
      if (a.rank === null) return 1;
      if (b.rank === null) return -1;
      return a.rank - b.rank;
    }
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const seen = new Set<string>();
  return ordered.filter((bank) => {
    if (seen.has(bank.countryId)) return false;
    seen.add(bank.countryId);
    return true;
  });
}
