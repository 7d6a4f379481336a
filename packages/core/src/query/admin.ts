// The query strings of the admin API (/admin/v1): its lists, the import's options, and the reason of a DELETE.

import * as v from 'valibot';
import { APPLICATION_STATUSES, AUDIT_REASON_LENGTH, PAGE_LIMIT } from '../constants.ts';
import { booleanParam, enumParam, idParam, integerParam, searchParam, textParam } from '../validation/params.ts';
import { pagedQueryObject, queryObject } from './parse-query.ts';

const reasonParam = () =>
  v.optional(
    textParam(
      AUDIT_REASON_LENGTH,
      `Why, for the audit trail: ${AUDIT_REASON_LENGTH.min} to ${AUDIT_REASON_LENGTH.max} characters.`,
    ),
  );

/** The query of GET /admin/v1/banks: every bank by name, with the fields an operator edits. */
export const AdminListBanksQuerySchema = pagedQueryObject({
  search: v.optional(searchParam('Only banks whose name contains this text, ignoring case and accents.')),
});

/** The query of GET /admin/v1/applications. */
export const AdminListApplicationsQuerySchema = pagedQueryObject({
  status: v.optional(enumParam(APPLICATION_STATUSES, 'Only applications in this status.')),
  bankId: v.optional(idParam('Only applications to represent this bank.')),
});

/** The query of GET /admin/v1/accounts: accounts oldest first, paged both ways; 50 a page unless `limit` says. */
export const AdminListAccountsQuerySchema = pagedQueryObject({
  limit: v.optional(
    integerParam({ min: 1, max: PAGE_LIMIT.max }, `Accounts per page, 1 to ${PAGE_LIMIT.max}; default 50.`),
  ),
});

/** The query of GET /admin/v1/audit: the filters of `bankdir audit`. */
export const AdminListAuditQuerySchema = pagedQueryObject({
  actorId: v.optional(
    textParam({ min: 1, max: 200 }, 'Only entries of this actor id (an account id, a CLI operator).'),
  ),
  action: v.optional(
    textParam({ min: 1, max: 200 }, 'An action and every action under it: bank keeps bank.create, bank.update...'),
  ),
  since: v.optional(textParam({ min: 1, max: 64 }, 'Entries at or after this ISO 8601 time.')),
  until: v.optional(textParam({ min: 1, max: 64 }, 'Entries before this ISO 8601 time.')),
});

/** The formats an import body may hold. */
export const IMPORT_FORMATS = ['jsonl', 'csv', 'json'] as const;

/** The query of POST /admin/v1/banks/import. */
export const AdminImportQuerySchema = queryObject({
  format: enumParam(IMPORT_FORMATS, 'The format of the body: jsonl (JSON Lines), csv, or json (an array of banks).'),
  dryRun: v.optional(booleanParam('true: answer the plan and change nothing.'), 'false'),
  prune: v.optional(booleanParam("true: also remove the directory's banks the file does not hold."), 'false'),
  reason: reasonParam(),
});

/** The query of an admin DELETE or revoke: why, for the audit trail. */
export const AdminReasonQuerySchema = queryObject({ reason: reasonParam() });
