// The query string of GET /world.

import * as v from 'valibot';
import { WORLD_INCLUDES } from '../constants.ts';
import { includeParam } from '../validation/params.ts';
import { queryObject } from './parse-query.ts';

/** The query of GET /world. */
export const GetWorldQuerySchema = queryObject({
  include: v.optional(includeParam(WORLD_INCLUDES)),
});
