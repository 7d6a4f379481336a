import * as v from 'valibot';
import { SEMANTIC_LIMIT } from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import { countryCodeParam } from './country-code-param.ts';
import { integerParam } from './integer-param.ts';
import { parseQuery } from './parse-query.ts';
import { queryObject } from './query-object.ts';
import { textParam } from './text-param.ts';

/** The query of GET /banks/semantic-search. */
export const SemanticSearchQuerySchema = queryObject({
  query: textParam(
    { min: 1, max: 1000 },
    'A full descriptive sentence (not a keyword list) matched against bank descriptions: 1 to 1000 characters.',
  ),
  limit: v.optional(
    integerParam(
      SEMANTIC_LIMIT,
      `Number of banks to return: an integer from ${SEMANTIC_LIMIT.min} to ${SEMANTIC_LIMIT.max}.`,
    ),
    String(SEMANTIC_LIMIT.default),
  ),
  countryCode: v.optional(
    countryCodeParam('Only banks of the country with this ISO 3166-1 two-letter code, in any case.'),
  ),
});

/** GET /banks/semantic-search as the service reads it. */
export interface SemanticSearchQuery {
  query: string;
  limit: number;
  /** Upper case. */
  countryCode?: string;
}

/** Parses the query of GET /banks/semantic-search, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseSemanticSearchQuery(raw: RawQuery): SemanticSearchQuery {
  return parseQuery(SemanticSearchQuerySchema, raw);
}
