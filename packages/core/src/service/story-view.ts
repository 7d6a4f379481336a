import type { StoryInclude } from '../constants.ts';
import type { Story } from '../schemas/resources.ts';
import type { StoryRecord } from '../storage.ts';
import type { ServiceContext } from './context.ts';

/** Turns stored stories into API stories (never showing the account), with the bank and country when asked for. */
export async function viewStories(
  context: ServiceContext,
  records: readonly StoryRecord[],
  include: ReadonlySet<StoryInclude>,
): Promise<Story[]> {
  const banks = include.has('bank')
    ? await context.storage.banks.getMany([...new Set(records.map((record) => record.bankId))])
    : [];
  const countries = include.has('country')
    ? await context.storage.countries.getMany([...new Set(records.map((record) => record.countryId))])
    : [];
  const bankById = new Map(banks.map((bank) => [bank.id, bank]));
  const countryById = new Map(countries.map((country) => [country.id, country]));
  return records.map((record) => {
    const story: Story = {
      id: record.id,
      text: record.text,
      tags: record.tags,
      bankId: record.bankId,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      thumbsUpCount: record.thumbsUpCount,
    };
    const bank = bankById.get(record.bankId);
    if (bank) story.bank = { id: bank.id, name: bank.name, url: bank.url, countryId: bank.countryId };
    const country = countryById.get(record.countryId);
    if (country) story.country = country;
    return story;
  });
}
