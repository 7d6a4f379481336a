import { BankSchema, SemanticMatchSchema } from '@bankdir/core';
import {
  BanksByHostnameQuerySchema,
  GetBankQuerySchema,
  ListBanksQuerySchema,
  SemanticSearchQuerySchema,
} from '@bankdir/core/query';
import * as v from 'valibot';
import { type RouteDefinition, route } from '../route-definition.ts';

// Static paths (/banks/by-hostname, /banks/semantic-search) come before /banks/:id so that :id never captures them.

export const bankRoutes: readonly RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/banks',
    plan: 'PRO',
    operationId: 'listBanks',
    tag: 'banks',
    summary: 'List banks',
    description:
      'Banks with filters and sorting, paginated by cursor. `include` embeds scores, the country, stock listings, and `meta` adds `pagination.meta.total`.',
    query: ListBanksQuerySchema,
    response: v.array(BankSchema),
    paginated: true,
    success: [200],
    handle: ({ query }, directory) => directory.banks.list(query),
  }),
  route({
    method: 'GET',
    path: '/banks/by-hostname',
    plan: 'PRO',
    operationId: 'getBanksByHostname',
    tag: 'banks',
    summary: 'Find banks by website hostname',
    description:
      'The banks whose primary or alternative hostname equals the given one after normalisation (case, port, trailing dot, IDN, one leading www.), at most one per country. Not paginated.',
    query: BanksByHostnameQuerySchema,
    response: v.array(BankSchema),
    paginated: false,
    success: [200],
    handle: ({ query }, directory) => directory.banks.byHostname(query),
  }),
  route({
    method: 'GET',
    path: '/banks/semantic-search',
    plan: 'PRO',
    operationId: 'semanticSearchBanks',
    tag: 'banks',
    summary: 'Find banks from a descriptive sentence',
    description:
      'Banks whose descriptions best match a full sentence, each with its best-matching section and a similarity from 0 to 100. Not paginated. Needs an embedding model on the server (503 otherwise).',
    query: SemanticSearchQuerySchema,
    response: v.array(SemanticMatchSchema),
    paginated: false,
    success: [200],
    unavailable: 'No embedding model is configured on the server; the message says how to fix it.',
    handle: ({ query }, directory) => directory.banks.semanticSearch(query),
  }),
  route({
    method: 'GET',
    path: '/banks/:id',
    plan: 'PRO',
    operationId: 'getBank',
    tag: 'banks',
    summary: 'Get a bank',
    description: 'One bank by id; `include` embeds scores, the country and stock listings.',
    pathParameters: { id: { description: 'The bank id, e.g. bank_us_jpmorgan-chase.' } },
    query: GetBankQuerySchema,
    response: BankSchema,
    paginated: false,
    success: [200],
    notFound: 'No bank has this id.',
    handle: ({ params, query }, directory) => directory.banks.get(params.id!, query),
  }),
];
