import type { Directory, VoteCategory } from '@bankdir/core';
import type { PluginRouter } from '@bankdir/server';
import { bankHref } from '../addresses.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import { bankPage } from '../pages/bank.ts';
import { storyPage } from '../pages/story.ts';
import type { WebContext } from '../web-context.ts';
import { type FormProblem, type FormRoute, mountForm } from './form-route.ts';
import { formAlert } from './post-form.ts';
import { type AccountsOf, principalOf } from './sessions.ts';

type Send = (ctx: WebContext, page: PageContent) => Promise<void>;

/**
 * The forms of a bank's page: vote, take a vote back, write a story, apply to represent the bank; and of a story:
 * thumbs-up, take it back, delete. Each calls the directory with the person as its principal, so the API's rules
 * apply as they are.
 */
export function mountBankActions(router: PluginRouter, directory: Directory, accounts: AccountsOf, send: Send): void {
  const form = (path: string, handle: FormRoute['handle'], page: FormRoute['page'] = bankPage) =>
    mountForm(router, path, directory, accounts, send, { handle, page });
  const bankId = (ctx: WebContext) => ctx.params.id ?? '';

  form('/banks/:id/votes', async ({ ctx, session, fields }) => {
    // A form sends text: "true" and "false" become the API's boolean; anything else goes on to be refused as it would be.
    const isUp = fields.isUp === 'true' ? true : fields.isUp === 'false' ? false : fields.isUp;
    await directory.votes.cast(principalOf(session!, directory), bankId(ctx), {
      category: fields.category,
      isUp,
    } as never);
    return `${bankHref(bankId(ctx))}#vote-${fields.category ?? ''}`;
  });
  form('/banks/:id/votes/:category/retract', async ({ ctx, session }) => {
    const category = ctx.params.category ?? '';
    await directory.votes.retract(principalOf(session!, directory), bankId(ctx), category as never);
    return `${bankHref(bankId(ctx))}#vote-${category}`;
  });
  form('/banks/:id/stories', async ({ ctx, session, fields, lists }) => {
    // The checked categories go on as sent, for the API's rules to refuse beside the field (more than five, unknown).
    const tags = (lists.tags ?? []) as VoteCategory[];
    await directory.stories.create(principalOf(session!, directory), bankId(ctx), { text: fields.text ?? '', tags });
    return `${bankHref(bankId(ctx))}#stories`;
  });
  form('/banks/:id/represent', async ({ ctx, session, fields }) => {
    await directory.representatives.apply(principalOf(session!, directory), bankId(ctx), { note: fields.note ?? '' });
    return `${bankHref(bankId(ctx))}#represent`;
  });
  form(
    '/stories/:id/thumbs-up',
    async ({ ctx, session }) => {
      const { data: story } = await directory.stories.giveThumbsUp(principalOf(session!, directory), storyId(ctx));
      return `${bankHref(story.bankId)}#stories`;
    },
    storyWithProblem,
  );
  form(
    '/stories/:id/thumbs-up/retract',
    async ({ ctx, session }) => {
      const { data: story } = await directory.stories.takeThumbsUp(principalOf(session!, directory), storyId(ctx));
      return `${bankHref(story.bankId)}#stories`;
    },
    storyWithProblem,
  );
  form(
    '/stories/:id/delete',
    async ({ ctx, session }) => {
      const story = await directory.storage.stories.get(storyId(ctx));
      await directory.stories.delete(principalOf(session!, directory), storyId(ctx));
      return story ? `${bankHref(story.bankId)}#stories` : '/stories';
    },
    storyWithProblem,
  );
}

const storyId = (ctx: WebContext) => ctx.params.id ?? '';

/** The story's page with the refusal above it; a story that is gone (or not the person's) answers the 404 page. */
async function storyWithProblem(request: Parameters<typeof storyPage>[0], problem: FormProblem): Promise<PageContent> {
  const page = await storyPage(request);
  return { ...page, status: problem.status, main: html`${formAlert(problem.message)}${page.main}` };
}
