import {
  type Directory,
  SCORE_KEY_BY_CATEGORY,
  type ScoreKey,
  type Scores,
  STORY_MAX_TAGS,
  type Story,
  VOTE_CATEGORIES,
  type VoteCategory,
} from '@bankdir/core';
import type { WebSession } from '@bankdir/server';
import { bankHref, storyHref } from '../addresses.ts';
import { STATUS_ATTRIBUTE } from '../assets/enhance-hooks.ts';
import { categoryLabel, formatCount } from '../format.ts';
import { checkboxesField, textAreaField } from '../forms.ts';
import { type Html, html } from '../html.ts';
import type { FormState } from '../read-query.ts';
import { buttonForm, postForm } from './post-form.ts';

// What a signed-in person does on a bank's page: vote in each category, write a story, delete their own, thumbs-up.

/** The person's vote in each category of the bank: true up, false down; a category without a vote is absent. */
export async function votesOf(
  directory: Directory,
  accountId: string,
  bankId: string,
): Promise<ReadonlyMap<VoteCategory, boolean>> {
  const found = await Promise.all(
    VOTE_CATEGORIES.map((category) => directory.storage.votes.find(accountId, bankId, category)),
  );
  return new Map(found.flatMap((vote) => (vote ? [[vote.category, vote.isUp] as const] : [])));
}

const CATEGORY_BY_SCORE_KEY = new Map<ScoreKey, VoteCategory>(
  VOTE_CATEGORIES.map((category) => [SCORE_KEY_BY_CATEGORY[category], category]),
);

export const votePath = (bankId: string) => `${bankHref(bankId)}/votes`;
export const retractPath = (bankId: string, category: VoteCategory) =>
  `${bankHref(bankId)}/votes/${encodeURIComponent(category)}/retract`;

/**
 * The "Your vote" cell of each score row: up and down buttons (the current one pressed), and a button that takes the
 * vote back; what the page's script announces after a vote sent without a page load. The overall score has none.
 */
export function voteCell(
  session: WebSession,
  bankId: string,
  votes: ReadonlyMap<VoteCategory, boolean>,
  scores: Scores,
): (key: ScoreKey) => Html {
  return (key) => {
    const category = CATEGORY_BY_SCORE_KEY.get(key);
    if (!category) return html``;
    const current = votes.get(category);
    const label = categoryLabel(category);
    const button = (isUp: boolean) =>
      html`<button type="submit" name="isUp" value="${String(isUp)}" class="${current === isUp ? 'chosen' : 'plain'}" aria-pressed="${String(
        current === isUp,
      )}" aria-label="${isUp ? 'Up' : 'Down'} vote: ${label}">${isUp ? '▲ Up' : '▼ Down'}</button>`;
    const { score, total, up, down } = scores[key];
    const yours = current === undefined ? 'no vote' : current ? 'up' : 'down';
    const status = `${label}: score ${score} from ${formatCount(total)} votes, ${formatCount(up)} up and ${formatCount(down)} down; your vote: ${yours}.`;
    return html`<div class="vote" id="vote-${category}" ${STATUS_ATTRIBUTE}="${status}">${postForm(
      session,
      votePath(bankId),
      html`<input type="hidden" name="category" value="${category}">${button(true)}${button(false)}`,
      { className: 'inline', label: `Vote on ${label}` },
    )}${
      current === undefined
        ? html`<span class="muted">no vote</span>`
        : buttonForm(
            session,
            retractPath(bankId, category),
            html`Take back <span class="visually-hidden">your ${label} vote</span>`,
          )
    }</div>`;
  };
}

/** The form that writes a story about the bank, with the categories it is about (the API's tags). */
export function storyForm(session: WebSession, bankId: string, form: FormState): Html {
  return postForm(
    session,
    `${bankHref(bankId)}/stories`,
    html`${textAreaField({ name: 'text', label: 'Your story (up to 280 characters)', form, rows: 3, maxLength: 280 })}${checkboxesField(
      {
        name: 'tags',
        label: `What it is about (up to ${STORY_MAX_TAGS})`,
        form,
        choices: VOTE_CATEGORIES.map((category) => [category, categoryLabel(category)] as const),
      },
    )}<div class="field"><button type="submit">Publish the story</button></div>`,
    { label: 'Write a story', className: 'stacked' },
  );
}

/** The ids of the stories, among these, that the account wrote. */
async function ownStoryIds(
  directory: Directory,
  accountId: string,
  stories: readonly Story[],
): Promise<ReadonlySet<string>> {
  const records = await Promise.all(stories.map((story) => directory.storage.stories.get(story.id)));
  return new Set(records.flatMap((record) => (record?.accountId === accountId ? [record.id] : [])));
}

/** What the signed-in person did to these stories: the ones they wrote, and the ones they gave a thumbs-up. */
export interface OwnStoryMarks {
  readonly written: ReadonlySet<string>;
  readonly thumbedUp: ReadonlySet<string>;
}

/** The person's marks on these stories. */
export async function storyMarksOf(
  directory: Directory,
  accountId: string,
  stories: readonly Story[],
): Promise<OwnStoryMarks> {
  const ids = stories.map((story) => story.id);
  const [written, thumbedUp] = await Promise.all([
    ownStoryIds(directory, accountId, stories),
    directory.storage.stories.thumbsUpGiven(accountId, ids),
  ]);
  return { written, thumbedUp };
}

export const thumbsUpPath = (storyId: string) => `${storyHref(storyId)}/thumbs-up`;
export const thumbsUpRetractPath = (storyId: string) => `${thumbsUpPath(storyId)}/retract`;

/**
 * A story's buttons for a signed-in person: a thumbs-up, or, once given, a button that says so and takes it back; and
 * delete on their own story.
 */
export function storyActions(session: WebSession, story: Story, marks: OwnStoryMarks): Html {
  const given = marks.thumbedUp.has(story.id);
  const status = `This story: ${formatCount(story.thumbsUpCount)} thumbs up${given ? ', yours included' : ''}.`;
  const thumbsUp = given
    ? buttonForm(
        session,
        thumbsUpRetractPath(story.id),
        html`👍 Thumbs up given · Take back <span class="visually-hidden">your thumbs-up on this story</span>`,
        'chosen',
      )
    : buttonForm(session, thumbsUpPath(story.id), html`👍 Thumbs up <span class="visually-hidden">this story</span>`);
  return html`<div class="actions" id="story-actions-${story.id}" ${STATUS_ATTRIBUTE}="${status}">${thumbsUp}${
    marks.written.has(story.id)
      ? buttonForm(
          session,
          `${storyHref(story.id)}/delete`,
          html`Delete <span class="visually-hidden">your story</span>`,
        )
      : ''
  }</div>`;
}
