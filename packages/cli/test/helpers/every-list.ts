import {
  BANK_SORT_KEYS,
  COUNTRY_SORT_KEYS,
  type CountryInclude,
  type Directory,
  type Page,
  type PagingOptions,
  PRODUCT_SORT_KEYS,
  SORT_ORDERS,
  STORY_SORT_KEYS,
} from '@bankdir/core';

/** Every item of a list, read 100 at a time, page after page. */
export async function everyPage<const TOptions extends object>(
  list: (options: TOptions & PagingOptions) => Promise<Page<unknown>>,
  options: TOptions,
) {
  const items: unknown[] = [];
  let cursor: string | null | undefined;
  do {
    const page = await list({ ...options, limit: 100, ...(cursor && { startingAfter: cursor }) });
    items.push(...page.data);
    cursor = page.pagination?.nextCursor;
  } while (cursor);
  return items;
}

/**
 * Every public list of the directory in every order, each read to its end, named like `banks name asc`: the banks
 * (with scores, country and stocks), the countries (with `countryInclude`), the votes, the products and, when asked,
 * the stories.
 */
export async function everyPublicList(
  directory: Directory,
  { countryInclude, stories = false }: { countryInclude?: readonly CountryInclude[]; stories?: boolean } = {},
): Promise<Record<string, unknown[]>> {
  const lists: Record<string, unknown[]> = {};
  for (const sortBy of BANK_SORT_KEYS)
    for (const sortOrder of SORT_ORDERS)
      lists[`banks ${sortBy} ${sortOrder}`] = await everyPage((q) => directory.banks.list(q), {
        sortBy,
        sortOrder,
        include: ['scores', 'country', 'stocks'],
      });
  for (const sortBy of COUNTRY_SORT_KEYS)
    for (const sortOrder of SORT_ORDERS)
      lists[`countries ${sortBy} ${sortOrder}`] = await everyPage((q) => directory.countries.list(q), {
        sortBy,
        sortOrder,
        ...(countryInclude && { include: countryInclude }),
      });
  if (stories)
    for (const sortBy of STORY_SORT_KEYS)
      for (const sortOrder of SORT_ORDERS)
        lists[`stories ${sortBy} ${sortOrder}`] = await everyPage((q) => directory.stories.list(q), {
          sortBy,
          sortOrder,
        });
  for (const sortBy of PRODUCT_SORT_KEYS)
    for (const sortOrder of SORT_ORDERS)
      lists[`products ${sortBy} ${sortOrder}`] = await everyPage((q) => directory.products.listAll(q), {
        sortBy,
        sortOrder,
      });
  for (const sortOrder of SORT_ORDERS)
    lists[`votes ${sortOrder}`] = await everyPage((q) => directory.votes.list(q), { sortOrder });
  return lists;
}
