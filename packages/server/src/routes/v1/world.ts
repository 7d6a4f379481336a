import { SearchResultsSchema, WorldSchema } from '@bankdir/core';
import { GetWorldQuerySchema, SearchQuerySchema } from '@bankdir/core/query';
import { type RouteDefinition, route } from '../route-definition.ts';

export const worldRoutes: readonly RouteDefinition[] = [
  route({
    method: 'GET',
    path: '/world',
    plan: 'PRO',
    operationId: 'getWorld',
    tag: 'world',
    summary: 'The directory in numbers',
    description:
      'How many countries have banks, how many banks and visible stories there are; `include=scores` adds the scores summed over every bank. Exact at every request: `updatedAt` is the time of the read.',
    query: GetWorldQuerySchema,
    response: WorldSchema,
    paginated: false,
    success: [200],
    handle: ({ query }, directory) => directory.world.get(query),
  }),
  route({
    method: 'GET',
    path: '/search',
    plan: 'PRO',
    operationId: 'search',
    tag: 'search',
    summary: 'Search banks, countries and stories',
    description:
      'Banks by name and hostname, countries by name or code, stories by text, ignoring case and accents; each list ordered by how well it matches (the whole value, its start, anywhere), then by rank (banks, countries) or recency (stories). `limit` applies per type; only the types named in `include` are present (all three without it). Not paginated.',
    query: SearchQuerySchema,
    response: SearchResultsSchema,
    paginated: false,
    success: [200],
    handle: ({ query }, directory) => directory.search.get(query),
  }),
];
