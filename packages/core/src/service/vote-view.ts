import type { VoteInclude } from '../constants.ts';
import type { BankVote } from '../schemas/resources.ts';
import type { VoteRecord } from '../storage.ts';
import type { ServiceContext } from './context.ts';

/** Turns stored votes into API votes (never showing the account), with the bank and country when asked for. */
export async function viewVotes(
  context: ServiceContext,
  records: readonly VoteRecord[],
  include: ReadonlySet<VoteInclude>,
): Promise<BankVote[]> {
  const banks = include.has('bank')
    ? await context.storage.banks.getMany([...new Set(records.map((r) => r.bankId))])
    : [];
  const countries = include.has('country')
    ? await context.storage.countries.getMany([...new Set(records.map((r) => r.countryId))])
    : [];
  const bankById = new Map(banks.map((bank) => [bank.id, bank]));
  const countryById = new Map(countries.map((country) => [country.id, country]));
  return records.map((record) => {
    const vote: BankVote = {
      id: record.id,
      isUp: record.isUp,
      category: record.category,
      bankId: record.bankId,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
    };
    const bank = bankById.get(record.bankId);
    if (bank) vote.bank = { id: bank.id, name: bank.name, countryId: bank.countryId };
    const country = countryById.get(record.countryId);
    if (country) vote.country = country;
    return vote;
  });
}
