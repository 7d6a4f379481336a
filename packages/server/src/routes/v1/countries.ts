import { CountryDetailSchema } from '@bankdir/core';
import { CountryCodePathSchema, GetCountryQuerySchema, ListCountriesQuerySchema } from '@bankdir/core/query';
import * as v from 'valibot';
import { type RouteDefinition, route } from '../route-definition.ts';

export const countryRoutes: readonly RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/countries',
    plan: 'FREE',
    operationId: 'listCountries',
    tag: 'countries',
    summary: 'List countries',
    description:
      "Countries with their bank and story counts and their rank by the votes on their banks (from 25 votes), by name by default, paginated by cursor. `search` matches a name, or an exact two-letter code; `include=scores` adds the scores summed over each country's banks.",
    query: ListCountriesQuerySchema,
    response: v.array(CountryDetailSchema),
    paginated: true,
    success: [200],
    handle: ({ query }, directory) => directory.countries.list(query),
  }),
  route({
    method: 'GET',
    path: '/countries/:code',
    plan: 'FREE',
    operationId: 'getCountry',
    tag: 'countries',
    summary: 'Get a country',
    description: 'One country by its ISO 3166-1 two-letter code, in any case; `include=scores` adds its scores.',
    pathParameters: { code: { description: 'The country code, e.g. DE or de.', schema: CountryCodePathSchema } },
    query: GetCountryQuerySchema,
    response: CountryDetailSchema,
    paginated: false,
    success: [200],
    notFound: 'No country has this code.',
    handle: ({ params, query }, directory) => directory.countries.get(params.code!, query),
  }),
];
