import * as v from 'valibot';
import { BANK_BY_HOSTNAME_INCLUDES } from '../constants.ts';
import type { RawQuery } from '../directory.ts';
import { includeParam } from './include-param.ts';
import { parseQuery } from './parse-query.ts';
import { queryObject } from './query-object.ts';
import { textParam } from './text-param.ts';

const PAGE_TITLE_MESSAGE = 'must be at most 1000 characters.';

/** The query of GET /banks/by-hostname. */
export const BanksByHostnameQuerySchema = queryObject({
  hostname: textParam(
    { min: 1, max: 2048 },
    'The website hostname or full URL to look up, e.g. www.example.com; normalised (case, port, trailing dot, IDN, one leading www.) before matching.',
  ),
  include: v.optional(includeParam(BANK_BY_HOSTNAME_INCLUDES)),
  pageTitle: v.optional(
    v.pipe(
      v.string(PAGE_TITLE_MESSAGE),
      v.description(
        'The title of the web page, at most 1000 characters: among banks of one country, one whose name it contains wins.',
      ),
      v.maxLength(1000, PAGE_TITLE_MESSAGE),
    ),
  ),
});

/** GET /banks/by-hostname as the service reads it. */
export interface BanksByHostnameQuery {
  /** As sent; the service normalises it. */
  hostname: string;
  /** Related data to embed; empty when include was not sent. */
  include: ReadonlySet<(typeof BANK_BY_HOSTNAME_INCLUDES)[number]>;
  pageTitle?: string;
}

/** Parses the query of GET /banks/by-hostname, or throws BAD_REQUEST with every issue at ["query", name]. */
export function parseBanksByHostnameQuery(raw: RawQuery): BanksByHostnameQuery {
  const { include, ...rest } = parseQuery(BanksByHostnameQuerySchema, raw);
  return { ...rest, include: include ?? new Set() };
}
