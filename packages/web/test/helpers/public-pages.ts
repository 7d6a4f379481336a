import type { Directory } from '@bankdir/core';

/**
 * One address of every kind of public page over the default data set: each list, a bank, a country, a story, search
 * results, a form refused with 400 and the 404 page.
 */
export async function publicPages(directory: Directory): Promise<string[]> {
  const bank = (await directory.banks.list({ sortBy: 'rank', limit: 1 })).data[0]!;
  const story = (await directory.stories.list({ limit: 1 })).data[0]!;
  return [
    '/',
    '/banks',
    `/banks/${bank.id}`,
    '/countries',
    '/countries/de',
    '/products',
    '/products?minRatePercent=abc',
    '/search?q=deutsche',
    '/stories',
    `/stories/${story.id}`,
    '/no-such-page',
  ];
}
