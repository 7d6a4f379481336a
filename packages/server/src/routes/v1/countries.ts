import { CountryListItemSchema } from '@bankdir/core';
import { ListCountriesQuerySchema } from '@bankdir/core/query';
import * as v from 'valibot';
import type { RouteDefinition } from '../route-definition.ts';

export const countryRoutes: readonly RouteDefinition[] = [
  {
    method: 'GET',
    path: '/countries',
    plan: 'FREE',
    operationId: 'listCountries',
    tag: 'countries',
    summary: 'List countries',
    description: 'Countries with their number of banks, by name by default, paginated by cursor.',
    query: ListCountriesQuerySchema,
    response: v.array(CountryListItemSchema),
    paginated: true,
    success: [200],
    handle: ({ query }, directory) => directory.countries.list(query),
  },
];
