import type { Directory } from '../directory.ts';
import { DirectoryError } from '../errors.ts';
import { banksByHostnameQueryOf, getBankQueryOf, listBanksQueryOf } from '../options/banks.ts';
import { emptyListPage } from '../paging/keyset.ts';
import type { Page } from '../paging/page.ts';
import { paginationOf } from '../paging/page.ts';
import type { BankRecord } from '../storage.ts';
import { foldText } from '../text/fold.ts';
import { normalizeHostname } from '../text/hostname.ts';
import { viewBanks } from './bank-view.ts';
import { pickOnePerCountry } from './by-hostname.ts';
import type { ServiceContext } from './context.ts';
import { banksByDescription } from './description-ranking.ts';
import { semanticSearch } from './semantic-search.ts';

export function banksService(context: ServiceContext): Directory['banks'] {
  const { storage } = context;
  return {
    async list(options = {}) {
      const query = listBanksQueryOf(options);
      const include = new Set(query.include);
      const countryId = await countryFilter(context, query.countryId, query.countryCode);
      let page: Page<BankRecord>;
      const search = query.search !== undefined ? foldText(query.search) : undefined;
      if (countryId === null) {
        page = await emptyListPage(query.page, async (id) => (await storage.banks.get(id)) !== undefined);
      } else if (query.description !== undefined && 'similarTo' in query.description) {
        page = await banksByDescription(context, {
          text: query.description.similarTo,
          ...(countryId !== undefined && { countryId }),
          ...(search !== undefined && { search }),
          page: query.page,
          withTotal: include.has('meta'),
        });
      } else {
        page = await storage.banks.list({
          ...(countryId !== undefined && { countryId }),
          ...(search !== undefined && { search }),
          ...(query.description !== undefined && { hasDescription: query.description.has }),
          sortBy: query.sortBy,
          sortOrder: query.sortOrder,
          page: query.page,
          withTotal: include.has('meta'),
        });
      }
      return {
        data: await viewBanks(context, page.items, include),
        pagination: paginationOf(page, query.page.limit, include.has('meta')),
        message: 'Banks retrieved',
      };
    },

    async get(id, options = {}) {
      // An unknown bank is a 404 before bad options are a 400 (the check order of docs/api-contract.md).
      const bank = await storage.banks.get(id);
      if (!bank) throw DirectoryError.notFound(`No bank with id ${id}.`);
      const query = getBankQueryOf(options);
      const [view] = await viewBanks(context, [bank], new Set(query.include));
      return { data: view!, message: 'Bank retrieved' };
    },

    async byHostname(options) {
      const query = banksByHostnameQueryOf(options);
      const hostname = normalizeHostname(query.hostname);
      const matches = hostname === null ? [] : await storage.banks.findByHostname(hostname);
      const picked = pickOnePerCountry(matches, query.pageTitle);
      return { data: await viewBanks(context, picked, new Set(query.include)), message: 'Banks retrieved' };
    },

    semanticSearch: (options) => semanticSearch(context, options),
  };
}

/** The country to filter by: countryId wins over countryCode; null when the code names no country. */
async function countryFilter(
  context: ServiceContext,
  countryId: string | undefined,
  countryCode: string | undefined,
): Promise<string | null | undefined> {
  if (countryId !== undefined) return countryId;
  if (countryCode === undefined) return undefined;
  const country = await context.storage.countries.getByCode(countryCode);
  return country ? country.id : null;
}
