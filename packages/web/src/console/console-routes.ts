import { type Directory, isDirectoryError } from '@bankdir/core';
import type { PluginRouter, WebSession } from '@bankdir/server';
import type { FormFields } from '../accounts/form-body.ts';
import type { FormProblem } from '../accounts/form-problem.ts';
import { mountForm } from '../accounts/form-route.ts';
import { type AccountsOf, sessionOfRequest } from '../accounts/sessions.ts';
import type { PageContent } from '../layout.ts';
import { notFoundPage, refusedPage } from '../pages/errors.ts';
import type { WebContext } from '../web-context.ts';
import type { ConsoleRequest } from './console-request.ts';
import { requireOperator } from './operator-session.ts';

type Send = (ctx: WebContext, page: PageContent) => Promise<void>;

/** A console form's request: the page's, with the posted fields and the operator who sent them. */
export interface ConsoleFormRequest extends ConsoleRequest {
  readonly fields: FormFields;
  readonly operator: WebSession;
}

/** How the console mounts its pages (GET) and forms (POST): only an active operator reaches either. */
export interface ConsoleRoutes {
  page(path: string, page: (request: ConsoleRequest) => Promise<PageContent>): void;
  /** A GET that answers a file (an export) rather than a page. */
  download(path: string, answer: (ctx: WebContext) => Promise<void>): void;
  form(
    path: string,
    handle: (request: ConsoleFormRequest) => Promise<string | PageContent>,
    page: (request: ConsoleRequest, problem: FormProblem) => Promise<PageContent>,
  ): void;
}

/**
 * The console's routes on the plugin's router. A page answers a visitor with 303 to /signin and anyone but an active
 * operator with the 403 page; a form refuses the same way after its CSRF check (form-route.ts). Without an accounts
 * service nobody is an operator: every console address is the 404 page.
 */
export function consoleRoutes(
  router: PluginRouter,
  directory: Directory,
  accounts: AccountsOf,
  send: Send,
): ConsoleRoutes {
  const requestOf = async (ctx: WebContext): Promise<ConsoleRequest | undefined> => {
    const service = accounts();
    return service && { directory, ctx, session: await sessionOfRequest(ctx, accounts), accounts: service };
  };
  // Runs a GET for an operator; anyone else is sent to sign in (303) or refused (403), an unknown id is the 404 page.
  const guarded = (path: string, run: (request: ConsoleRequest) => Promise<void>) =>
    router.get(path, async (koaContext) => {
      const ctx = koaContext as WebContext;
      const request = await requestOf(ctx);
      if (!request) return send(ctx, notFoundPage(ctx.path));
      try {
        requireOperator(request.session);
        await run(request);
        ctx.set('Cache-Control', 'no-store');
      } catch (error) {
        if (await answerRefusal(ctx, error, send)) return;
        if (isDirectoryError(error) && (error.status === 404 || error.status === 400))
          await send(ctx, notFoundPage(ctx.path));
        else throw error;
      }
    });
  return {
    page: (path, page) => guarded(path, async (request) => send(request.ctx, await page(request))),
    download: (path, answer) => guarded(path, (request) => answer(request.ctx)),
    form(path, handle, page) {
      mountForm(router, path, directory, accounts, send, {
        handle: ({ ctx, session, fields, accounts: service }) =>
          handle({ directory, ctx, session, fields, accounts: service, operator: requireOperator(session) }),
        page: (request, problem) => page({ ...request, accounts: accounts()! }, problem),
      });
    },
  };
}

/**
 * Answers a refusal of the console: a visitor (401) is sent to /signin, anyone but an operator (403) gets the 403 page.
 * False for any other error, which the caller answers.
 */
export async function answerRefusal(ctx: WebContext, error: unknown, send: Send): Promise<boolean> {
  if (!isDirectoryError(error)) return false;
  if (error.code === 'UNAUTHORIZED') {
    ctx.redirect('/signin');
    ctx.status = 303;
    return true;
  }
  if (error.status !== 403) return false;
  await send(ctx, refusedPage(ctx.path, 403, error.message));
  return true;
}
