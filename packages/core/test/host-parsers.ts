// A request as the HTTP host reads it, end to end: its text parsed by the host's schemas (issues at ["query", name],
// ["body", field], ["path", name]), then the typed options checked by the Directory into what the service reads.

import {
  banksByHostnameQueryOf,
  getBankQueryOf,
  listBanksQueryOf,
  semanticSearchQueryOf,
} from '../src/options/banks.ts';
import { listCountriesQueryOf } from '../src/options/countries.ts';
import { listProductsQueryOf } from '../src/options/products.ts';
import { listVotesQueryOf } from '../src/options/votes.ts';
import {
  BanksByHostnameQuerySchema,
  GetBankQuerySchema,
  ListBanksQuerySchema,
  ListCountriesQuerySchema,
  ListProductsQuerySchema,
  ListVotesQuerySchema,
  ProductBodySchema,
  ProductStatusBodySchema,
  parseBody,
  parsePathParameter,
  parseQuery,
  productBodyOf,
  type QuerySchema,
  type RawQuery,
  SemanticSearchQuerySchema,
  VoteBodySchema,
  VoteCategoryParamSchema,
} from '../src/query/index.ts';

/** The query schema of each GET endpoint of the host that takes one, by endpoint. */
export const QUERY_SCHEMAS: Readonly<Record<string, QuerySchema<unknown>>> = {
  'GET /banks': ListBanksQuerySchema,
  'GET /banks/:id': GetBankQuerySchema,
  'GET /banks/by-hostname': BanksByHostnameQuerySchema,
  'GET /bank-votes': ListVotesQuerySchema,
  'GET /bank-products': ListProductsQuerySchema,
  'GET /countries': ListCountriesQuerySchema,
};

export const parseListBanksQuery = (raw: RawQuery) => listBanksQueryOf(parseQuery(ListBanksQuerySchema, raw));
export const parseGetBankQuery = (raw: RawQuery) => getBankQueryOf(parseQuery(GetBankQuerySchema, raw));
export const parseBanksByHostnameQuery = (raw: RawQuery) =>
  banksByHostnameQueryOf(parseQuery(BanksByHostnameQuerySchema, raw));
export const parseSemanticSearchQuery = (raw: RawQuery) =>
  semanticSearchQueryOf(parseQuery(SemanticSearchQuerySchema, raw));
export const parseListVotesQuery = (raw: RawQuery) => listVotesQueryOf(parseQuery(ListVotesQuerySchema, raw));
export const parseListProductsQuery = (raw: RawQuery) => listProductsQueryOf(parseQuery(ListProductsQuerySchema, raw));
export const parseListCountriesQuery = (raw: RawQuery) =>
  listCountriesQueryOf(parseQuery(ListCountriesQuerySchema, raw));
export const parseProductBody = (json: unknown) => productBodyOf(parseBody(ProductBodySchema, json));
export const parseProductStatusBody = (json: unknown) => parseBody(ProductStatusBodySchema, json);
export const parseVoteBody = (json: unknown) => parseBody(VoteBodySchema, json);
export const parseVoteCategoryParam = (raw: string) => parsePathParameter(VoteCategoryParamSchema, 'category', raw);
