// The body of a vote.

import * as v from 'valibot';
import { VOTE_CATEGORIES } from '../constants.ts';
import { enumParam } from '../validation/params.ts';
import { bodyObject } from './fields.ts';

const IS_UP_MESSAGE = 'must be true or false, as a JSON boolean.';

/** The body of POST /banks/:bankId/votes. */
export const VoteBodySchema = bodyObject({
  category: enumParam(VOTE_CATEGORIES, `The vote category: ${VOTE_CATEGORIES.join(', ')}.`),
  isUp: v.pipe(v.boolean(IS_UP_MESSAGE), v.description('true for an upvote, false for a downvote.')),
});
