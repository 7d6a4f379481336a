export type { FormProblem } from './form-problem.ts';

import { type Directory, DirectoryError, isDirectoryError } from '@bankdir/core';
import { type AccountsService, CSRF_FIELD, isSameOrigin, type PluginRouter, type WebSession } from '@bankdir/server';
import type { PageContent } from '../layout.ts';
import { notFoundPage, refusedPage } from '../pages/errors.ts';
import { signInPage } from '../pages/sign-in.ts';
import { problemsOf } from '../read-query.ts';
import type { PageRequest, WebContext } from '../web-context.ts';
import { type FormFields, type PostedForm, readFormBody } from './form-body.ts';
import type { FormProblem } from './form-problem.ts';
import { type AccountsOf, sessionOfRequest } from './sessions.ts';

/** A form that came back with problems: its status (the API's), the fields to show again, and a message for above it. */
/** A posted form, checked: its fields, and the signed-in session (null only for the forms before a session). */
export interface FormRequest {
  readonly directory: Directory;
  readonly ctx: WebContext;
  readonly accounts: AccountsService;
  readonly fields: FormFields;
  /** Every value of each field, for the fields that take several (checkboxes). */
  readonly lists: PostedForm['lists'];
  readonly session: WebSession | null;
}

export interface FormRoute {
  /** Sign-in and sign-up come before any session: they are checked with isSameOrigin instead of a CSRF token. */
  readonly beforeSession?: boolean;
  /** Does the change; answers where the browser goes next (303), or a page of its own (a new key, shown once). */
  handle(request: FormRequest): Promise<string | PageContent>;
  /** The page of the form again, with its problems. */
  page(request: PageRequest, problem: FormProblem): Promise<PageContent>;
}

/** Fields never shown again in a form with problems. */
const SECRET_FIELDS = new Set([CSRF_FIELD, 'password', 'currentPassword', 'newPassword']);

/**
 * Mounts a POST form: it reads the body, checks the session and its CSRF token (or, before a session, the origin),
 * runs the change and answers 303 to the next page; a refusal shows the form's page again with the API's status and
 * each problem beside its field.
 */
export function mountForm(
  router: PluginRouter,
  path: string,
  directory: Directory,
  accounts: AccountsOf,
  send: (ctx: WebContext, page: PageContent) => Promise<void>,
  route: FormRoute,
): void {
  router.post(path, async (koaContext) => {
    const ctx = koaContext as WebContext;
    const service = accounts();
    const session = await sessionOfRequest(ctx, accounts);
    const request: PageRequest = { directory, ctx, session };
    let posted: PostedForm = { fields: {}, lists: {} };
    try {
      if (!service) throw DirectoryError.notFound('This server keeps no accounts.');
      if (route.beforeSession) {
        if (!isSameOrigin(ctx.headers, ctx.host))
          throw new DirectoryError('FORBIDDEN', 'This form must be sent from a page of this site.');
      } else if (!session) throw new DirectoryError('UNAUTHORIZED', 'Sign in first: your session has ended.');
      posted = await readFormBody(ctx);
      if (session && !route.beforeSession) service.checkCsrf(session, posted.fields[CSRF_FIELD]);
      const outcome = await route.handle({ directory, ctx, accounts: service, ...posted, session });
      if (typeof outcome === 'string') {
        ctx.redirect(outcome);
        ctx.status = 303;
        return;
      }
      await send(ctx, outcome);
      // A page answering a POST may hold a secret shown once (a new key): nothing keeps it.
      ctx.set('Cache-Control', 'no-store');
    } catch (error) {
      if (!isDirectoryError(error) || error.status >= 500) throw error;
      await send(ctx, await pageOrNotFound(() => route.page(request, problemOf(error, posted)), ctx.path));
    }
  });
}

/**
 * The form's page, or, when that page cannot be shown to this person: the 404 page (a deleted story, an unknown bank),
 * the sign-in page (401) or the refusal (403: not the bank's representative).
 */
async function pageOrNotFound(page: () => Promise<PageContent>, path: string): Promise<PageContent> {
  try {
    return await page();
  } catch (error) {
    if (!isDirectoryError(error) || error.status >= 500) throw error;
    if (error.code === 'NOT_FOUND' || error.code === 'BAD_REQUEST') return notFoundPage(path);
    if (error.code === 'UNAUTHORIZED')
      return signInPage({ status: 401, form: { values: {}, problems: new Map() }, message: error.message });
    return refusedPage(path, error.status, error.message);
  }
}

function problemOf(error: DirectoryError, { fields, lists }: PostedForm): FormProblem {
  const values = Object.fromEntries(
    Object.entries(fields)
      .filter(([name]) => !SECRET_FIELDS.has(name))
      // A field sent several times (checkboxes) shows again as a list, written as the API's list parameters are.
      .map(([name, value]) => [name, (lists[name]?.length ?? 0) > 1 ? lists[name]!.join(',') : value]),
  );
  const problems = problemsOf(error) ?? new Map<string, string>();
  // A problem about the form as a whole (path ["body"] or none) goes above it.
  const general = problems.get('') ?? problems.get('body');
  problems.delete('');
  problems.delete('body');
  const message = error.code === 'BAD_REQUEST' ? general : error.message;
  return { status: error.status, form: { values, problems }, ...(message !== undefined && { message }) };
}
