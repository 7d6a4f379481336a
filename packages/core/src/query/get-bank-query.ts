import * as v from 'valibot';
import { BANK_GET_INCLUDES } from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import { includeParam } from './include-param.ts';
import { parseQuery } from './parse-query.ts';
import { queryObject } from './query-object.ts';

/** The query of GET /banks/:id. */
export const GetBankQuerySchema = queryObject({
  include: v.optional(includeParam(BANK_GET_INCLUDES)),
});

/** GET /banks/:id as the service reads it. */
export interface GetBankQuery {
  /** Related data to embed; empty when include was not sent. */
  include: ReadonlySet<(typeof BANK_GET_INCLUDES)[number]>;
}

/** Parses the query of GET /banks/:id, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseGetBankQuery(raw: RawQuery): GetBankQuery {
  const { include } = parseQuery(GetBankQuerySchema, raw);
  return { include: include ?? new Set() };
}
