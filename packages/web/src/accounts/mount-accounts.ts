import type { Directory } from '@bankdir/core';
import { type PluginRouter, SESSION_COOKIE, type WebSession } from '@bankdir/server';
import type { PageContent } from '../layout.ts';
import { type AccountPageData, accountPage } from '../pages/account.ts';
import { notFoundPage } from '../pages/errors.ts';
import { signInPage } from '../pages/sign-in.ts';
import { signUpPage } from '../pages/sign-up.ts';
import type { WebContext } from '../web-context.ts';
import { type FormProblem, mountForm } from './form-route.ts';
import { ownActivity } from './own-activity.ts';
import { type AccountsOf, clearSessionCookie, sessionOfRequest, setSessionCookie } from './sessions.ts';

/** What /account?done=… says after a change; anything else says nothing. */
const DONE_MESSAGES: Readonly<Record<string, string>> = {
  'key-revoked': 'The key is revoked: the API refuses it from now on.',
  password: 'Your password is changed; other browsers are signed out.',
};

/** The query parameter of /signin after a sign-up: the page then says how to sign in. */
const SIGNED_UP = 'signed-up';

type Send = (ctx: WebContext, page: PageContent) => Promise<void>;

/** Sign-up, sign-in, sign-out and the dashboard at /account (keys, password, represented banks). */
export function mountAccounts(router: PluginRouter, directory: Directory, accounts: AccountsOf, send: Send): void {
  const page = (ctx: WebContext, content: PageContent) => send(ctx, content);
  const clientOf = (ctx: WebContext) => ({ clientAddress: ctx.ip });
  const inviteOf = (ctx: WebContext) => (typeof ctx.query.invite === 'string' ? ctx.query.invite : undefined);

  const dashboard = async (session: WebSession, extra: Partial<AccountPageData> = {}) =>
    accountPage({
      session,
      keys: await accounts()!.listKeys(session),
      banks: await representedBanks(directory, session.account.id),
      activity: await ownActivity(directory, session.account.id),
      ...extra,
    });

  router.get('/signup', async (ctx) => {
    const service = accounts();
    if (!service) return page(ctx as WebContext, notFoundPage(ctx.path));
    await page(ctx as WebContext, signUpPage(service.signupMode(), inviteOf(ctx as WebContext)));
  });
  router.get('/signin', async (ctx) => {
    if (!accounts()) return page(ctx as WebContext, notFoundPage(ctx.path));
    await page(ctx as WebContext, signInPage(undefined, ctx.query[SIGNED_UP] !== undefined));
  });
  router.get('/account', async (koaContext) => {
    const ctx = koaContext as WebContext;
    const session = await sessionOfRequest(ctx, accounts);
    if (!session) {
      ctx.redirect('/signin');
      ctx.status = 303;
      return;
    }
    const done = typeof ctx.query.done === 'string' ? DONE_MESSAGES[ctx.query.done] : undefined;
    await page(ctx, await dashboard(session, done ? { done } : {}));
  });

  mountForm(router, '/signup', directory, accounts, send, {
    beforeSession: true,
    async handle({ ctx, accounts: service, fields }) {
      // No session, and one answer whether or not the email had an account: sign-up never tells which.
      await service.signUp(fields, clientOf(ctx));
      return `/signin?${SIGNED_UP}=1`;
    },
    page: async (_request, problem: FormProblem) =>
      signUpPage(accounts()?.signupMode() ?? 'closed', undefined, problem),
  });
  mountForm(router, '/signin', directory, accounts, send, {
    beforeSession: true,
    async handle({ ctx, accounts: service, fields }) {
      setSessionCookie(ctx, await service.signIn(fields, clientOf(ctx)));
      return '/account';
    },
    page: async (_request, problem) => signInPage(problem),
  });
  mountForm(router, '/signout', directory, accounts, send, {
    async handle({ ctx, accounts: service }) {
      await service.signOut(ctx.cookies.get(SESSION_COOKIE) ?? '');
      clearSessionCookie(ctx);
      return '/';
    },
    page: async (_request, problem) => signInPage(problem),
  });
  mountForm(router, '/account/keys', directory, accounts, send, {
    async handle({ accounts: service, session }) {
      return dashboard(session!, { newKey: await service.createKey(session!) });
    },
    page: async ({ session }, problem) => (session ? dashboard(session, { keyProblem: problem }) : signInPage(problem)),
  });
  mountForm(router, '/account/keys/:keyId/revoke', directory, accounts, send, {
    async handle({ ctx, accounts: service, session }) {
      await service.revokeKey(session!, ctx.params.keyId ?? '');
      return '/account?done=key-revoked';
    },
    page: async ({ session }, problem) => (session ? dashboard(session, { keyProblem: problem }) : signInPage(problem)),
  });
  mountForm(router, '/account/password', directory, accounts, send, {
    async handle({ ctx, accounts: service, session, fields }) {
      setSessionCookie(ctx, await service.changePassword(session!, fields));
      return '/account?done=password';
    },
    page: async ({ session }, problem) =>
      session ? dashboard(session, { passwordProblem: problem }) : signInPage(problem),
  });
}

/** The banks the account represents, with their names. */
async function representedBanks(directory: Directory, accountId: string) {
  const ids = await directory.storage.representatives.listForAccount(accountId);
  const banks = await Promise.all(ids.map((id) => directory.banks.get(id).then((outcome) => outcome.data)));
  return banks.map((bank) => ({ id: bank.id, name: bank.name }));
}
