import type { Directory } from '../directory.ts';
import { getWorldQueryOf } from '../options/countries.ts';
import type { World } from '../schemas/resources.ts';
import type { ServiceContext } from './context.ts';

export function worldService(context: ServiceContext): Directory['world'] {
  return {
    async get(options = {}) {
      const query = getWorldQueryOf(options);
      // Sums over the countries' counters, which every write keeps exact: so the figures are live, as of this read.
      const totals = await context.storage.countries.totals();
      const world: World = {
        countryCount: totals.countries,
        bankCount: totals.banks,
        storyCount: totals.stories,
        ...(query.include.has('scores') && { scores: totals.scores }),
        updatedAt: context.now(),
      };
      return { data: world, message: 'World retrieved' };
    },
  };
}
