// The query string of GET /world.

import * as v from 'valibot';
import { WORLD_INCLUDES } from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import { includeParam } from '../validation/params.ts';
import { parseQuery, queryObject } from './parse-query.ts';

/** The query of GET /world. */
export const GetWorldQuerySchema = queryObject({
  include: v.optional(includeParam(WORLD_INCLUDES)),
});

/** Parses the query of GET /world, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseGetWorldQuery(raw: RawQuery): { include: ReadonlySet<(typeof WORLD_INCLUDES)[number]> } {
  const { include } = parseQuery(GetWorldQuerySchema, raw);
  return { include: include ?? new Set() };
}
