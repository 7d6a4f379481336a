import type { RequestOptions, TestServer } from './test-server.ts';

/** A request that succeeds on its route, made ready by `prepare` when it needs something to exist first. */
export interface SuccessCase {
  path: string;
  options: RequestOptions;
  /** The statuses a success may have. */
  statuses: number[];
}

/** A minimal valid product body. */
export function productBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    category: 'ACCOUNT',
    type: 'SAVINGS_ACCOUNT',
    name: 'Test Saver',
    ratePercent: 4.25,
    currency: 'usd',
    ...overrides,
  };
}

/** Creates a product of the representative's bank over HTTP and answers its id. */
export async function createProduct(server: TestServer, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await server.request('POST', `/v1/banks/${server.repBankId}/products`, {
    key: server.keys.rep,
    json: productBody(overrides),
  });
  if (response.status !== 201) throw new Error(`creating a product failed: ${response.status} ${response.text}`);
  return response.body.data.id as string;
}

/** Writes a story with the Free key over HTTP and answers its id. */
export async function createStory(server: TestServer): Promise<string> {
  const response = await server.request('POST', `/v1/banks/${server.otherBankId}/stories`, {
    key: server.keys.free,
    json: { text: 'A story to act on.' },
  });
  if (response.status !== 201) throw new Error(`creating a story failed: ${response.status} ${response.text}`);
  return response.body.data.id as string;
}

function hostOf(url: string): string {
  return new URL(url).hostname;
}

/** A succeeding request for each route, by operationId; every route of the route table must have one. */
export const SUCCESS_CASES: Record<string, (server: TestServer) => Promise<SuccessCase>> = {
  listBanks: async () => ({
    path: '/v1/banks?limit=5&include=scores,country,meta,stocks',
    options: {},
    statuses: [200],
  }),
  getBanksByHostname: async (s) => ({
    path: `/v1/banks/by-hostname?hostname=${encodeURIComponent(hostOf(s.data.banks[0]!.url))}&include=scores,country`,
    options: {},
    statuses: [200],
  }),
  semanticSearchBanks: async () => ({
    path: `/v1/banks/semantic-search?query=${encodeURIComponent('A bank that serves farmers and offers green mortgages')}&limit=3`,
    options: {},
    statuses: [200],
  }),
  getBank: async (s) => ({
    path: `/v1/banks/${s.repBankId}?include=scores,country,stocks`,
    options: {},
    statuses: [200],
  }),
  listBankVotes: async () => ({ path: '/v1/bank-votes?limit=5&include=bank,country', options: {}, statuses: [200] }),
  castBankVote: async (s) => ({
    path: `/v1/banks/${s.otherBankId}/votes`,
    options: { key: s.keys.free, json: { category: 'INNOVATION', isUp: true } },
    statuses: [201, 200],
  }),
  retractBankVote: async (s) => {
    await s.request('POST', `/v1/banks/${s.otherBankId}/votes`, {
      key: s.keys.free,
      json: { category: 'LENDING', isUp: false },
    });
    return { path: `/v1/banks/${s.otherBankId}/votes/LENDING`, options: { key: s.keys.free }, statuses: [200] };
  },
  listBankProducts: async () => ({ path: '/v1/bank-products?limit=5', options: {}, statuses: [200] }),
  listPublishedBankProducts: async (s) => ({ path: `/v1/banks/${s.repBankId}/products`, options: {}, statuses: [200] }),
  listManagedBankProducts: async (s) => ({
    path: `/v1/banks/${s.repBankId}/managed-products`,
    options: { key: s.keys.rep },
    statuses: [200],
  }),
  createBankProduct: async (s) => ({
    path: `/v1/banks/${s.repBankId}/products`,
    options: { key: s.keys.rep, json: productBody() },
    statuses: [201],
  }),
  replaceBankProduct: async (s) => ({
    path: `/v1/banks/${s.repBankId}/products/${await createProduct(s)}`,
    options: { key: s.keys.rep, json: productBody({ name: 'Replaced Saver' }) },
    statuses: [200],
  }),
  deleteBankProduct: async (s) => ({
    path: `/v1/banks/${s.repBankId}/products/${await createProduct(s)}`,
    options: { key: s.keys.rep },
    statuses: [200],
  }),
  setBankProductStatus: async (s) => ({
    path: `/v1/banks/${s.repBankId}/products/${await createProduct(s)}/status`,
    options: { key: s.keys.rep, json: { status: 'ARCHIVED' } },
    statuses: [200],
  }),
  listCountries: async () => ({ path: '/v1/countries?limit=3&include=scores', options: {}, statuses: [200] }),
  listStories: async () => ({ path: '/v1/stories?limit=5&include=bank,country', options: {}, statuses: [200] }),
  getStory: async (s) => ({
    path: `/v1/stories/${s.data.stories.find((story) => !story.hidden)!.id}?include=bank,country`,
    options: {},
    statuses: [200],
  }),
  createStory: async (s) => ({
    path: `/v1/banks/${s.otherBankId}/stories`,
    options: { key: s.keys.free, json: { text: 'Friendly staff.', tags: ['CUSTOMER_SERVICE'] } },
    statuses: [201],
  }),
  deleteStory: async (s) => ({
    path: `/v1/stories/${await createStory(s)}`,
    options: { key: s.keys.free },
    statuses: [200],
  }),
  giveStoryThumbsUp: async (s) => ({
    path: `/v1/stories/${await createStory(s)}/thumbs-up`,
    options: { key: s.keys.free },
    statuses: [200],
  }),
  takeStoryThumbsUp: async (s) => ({
    path: `/v1/stories/${await createStory(s)}/thumbs-up`,
    options: { key: s.keys.free },
    statuses: [200],
  }),
  getWorld: async () => ({ path: '/v1/world?include=scores', options: {}, statuses: [200] }),
  search: async () => ({ path: '/v1/search?q=a&limit=3', options: {}, statuses: [200] }),
  getCountry: async (s) => ({
    path: `/v1/countries/${s.data.countries[0]!.code.toLowerCase()}?include=scores`,
    options: {},
    statuses: [200],
  }),
};
