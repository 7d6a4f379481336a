import type { Directory } from '@bankdir/core';

/**
 * One address of every page of the operator's console over the default data set, with ids that exist: `accountId` is
 * an account to open on the accounts page (not the operator's own, whose page offers fewer actions).
 */
export async function consolePages(directory: Directory, accountId: string): Promise<string[]> {
  const bankId = (await directory.banks.list({ sortBy: 'rank', limit: 1 })).data[0]!.id;
  const storyId = (await directory.stories.list({ sortBy: 'createdAt', sortOrder: 'desc', limit: 1 })).data[0]!.id;
  const productId = (await directory.products.listAll({ limit: 1 })).data[0]!.id;
  return [
    '/admin',
    '/admin/banks',
    '/admin/banks?search=bank&countryCode=US',
    '/admin/banks/new',
    `/admin/banks/${bankId}`,
    `/admin/banks/${bankId}/delete`,
    '/admin/applications',
    '/admin/moderation',
    `/admin/stories/${storyId}/hide`,
    `/admin/products/${productId}/hide`,
    '/admin/accounts',
    `/admin/accounts/${accountId}`,
    '/admin/transfer',
    '/admin/audit',
  ];
}
