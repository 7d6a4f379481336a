import type { DirectoryData } from '@bankdir/conformance';

/** Arguments that succeed for each tool, by name; every tool must have some. */
export function toolSamples(data: DirectoryData): Record<string, Record<string, unknown>> {
  const bank = data.banks[0]!;
  return {
    list_banks: { limit: 3, include: 'scores,country,meta', sortBy: 'overall_score', sortOrder: 'desc' },
    get_banks_by_hostname: { hostname: new URL(bank.url).hostname, include: ['scores', 'country'] },
    semantic_search_banks: { query: bank.description.split('.')[0]!, limit: 3 },
    get_bank: { id: bank.id, include: 'scores,country,stocks' },
    list_bank_votes: { limit: 5, isUp: true, include: 'bank,country' },
    list_bank_products: { limit: 5, sortBy: 'ratePercent' },
    list_published_bank_products: { bankId: bank.id },
    list_managed_bank_products: { bankId: bank.id },
    list_countries: { limit: 2, include: 'scores', sortBy: 'rank' },
    list_stories: { limit: 3, include: 'bank,country', sortBy: 'thumbsUpCount', sortOrder: 'desc' },
    get_story: { id: data.stories.find((story) => !story.hidden)!.id, include: ['bank'] },
    get_world: { include: 'scores' },
    search: { q: bank.name.slice(0, 3), limit: 2 },
    get_country: { code: data.countries[0]!.code.toLowerCase(), include: 'scores' },
  };
}
