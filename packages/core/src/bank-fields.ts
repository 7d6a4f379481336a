import { type BankFacts, NO_BANK_FACTS } from './bank-facts.ts';
import type { BankWrite } from './storage.ts';
import { foldText } from './text/fold.ts';
import { normalizeHostname } from './text/hostname.ts';

/** A bank's fields as an operator or a data set gives them, before the derived ones are filled in. */
export interface BankFields {
  name: string;
  url: string;
  description: string;
  countryId: string;
  alternativeHostnames: readonly string[];
  facts?: BankFacts | undefined;
}

/**
 * The storage form of trusted bank fields (a data set, a generator): the folded name key and the normalised hostnames,
 * as the service derives them. Throws when the url has no hostname; untrusted input goes through the admin service.
 */
export function bankWriteOf(bank: BankFields): BankWrite {
  const primaryHostname = normalizeHostname(bank.url);
  if (primaryHostname === null) throw new Error(`Bank url ${bank.url} has no hostname.`);
  const alternatives = new Set<string>();
  for (const raw of bank.alternativeHostnames) {
    const hostname = normalizeHostname(raw);
    if (hostname !== null && hostname !== primaryHostname) alternatives.add(hostname);
  }
  return {
    name: bank.name,
    nameKey: foldText(bank.name),
    url: bank.url,
    primaryHostname,
    alternativeHostnames: [...alternatives].sort(),
    description: bank.description,
    countryId: bank.countryId,
    facts: bank.facts ?? NO_BANK_FACTS,
  };
}
