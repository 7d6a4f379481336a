// The body of a story.

import * as v from 'valibot';
import { STORY_MAX_TAGS, STORY_TEXT_LENGTH, VOTE_CATEGORIES } from '../constants.ts';
import { enumParam } from '../validation/params.ts';
import { bodyObject } from './fields.ts';

const TEXT_MESSAGE = `must be ${STORY_TEXT_LENGTH.min} to ${STORY_TEXT_LENGTH.max} characters, not only spaces.`;
const TAGS_MESSAGE = `must be a list of at most ${STORY_MAX_TAGS} distinct vote categories.`;

/** The body of POST /banks/:bankId/stories. */
export const StoryBodySchema = bodyObject({
  text: v.pipe(
    v.string(TEXT_MESSAGE),
    v.description(`What happened: ${STORY_TEXT_LENGTH.min} to ${STORY_TEXT_LENGTH.max} characters (trimmed).`),
    v.trim(),
    v.minLength(STORY_TEXT_LENGTH.min, TEXT_MESSAGE),
    v.maxLength(STORY_TEXT_LENGTH.max, TEXT_MESSAGE),
  ),
  tags: v.optional(
    v.pipe(
      v.array(enumParam(VOTE_CATEGORIES, 'A vote category the story is about.'), TAGS_MESSAGE),
      v.description(
        `Up to ${STORY_MAX_TAGS} distinct vote categories the story is about: ${VOTE_CATEGORIES.join(', ')}.`,
      ),
      v.maxLength(STORY_MAX_TAGS, TAGS_MESSAGE),
      v.check((tags) => new Set(tags).size === tags.length, TAGS_MESSAGE),
    ),
    [],
  ),
});
