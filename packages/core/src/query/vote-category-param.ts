import * as v from 'valibot';
import { VOTE_CATEGORIES, type VoteCategory } from '../constants.ts';
import { badRequest } from './bad-request.ts';
import { enumParam } from './enum-param.ts';
import { toIssues } from './to-issues.ts';

/** The `category` path parameter of DELETE /banks/:bankId/votes/:category. */
export const VoteCategoryParamSchema = enumParam(
  VOTE_CATEGORIES,
  `The category of the vote to retract: ${VOTE_CATEGORIES.join(', ')}.`,
);

/** Parses the vote category of a path, or throws BAD_REQUEST with the issue at ["path", "category"]. */
export function parseVoteCategoryParam(raw: string): VoteCategory {
  const result = v.safeParse(VoteCategoryParamSchema, raw);
  if (result.success) return result.output;
  throw badRequest('path', toIssues(['path', 'category'], result.issues));
}
