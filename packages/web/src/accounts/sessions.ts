import type { Directory, Principal } from '@bankdir/core';
import {
  type AccountsService,
  type NewSession,
  SESSION_COOKIE,
  sessionCookieOptions,
  type WebSession,
} from '@bankdir/server';
import type { WebContext } from '../web-context.ts';

/** The accounts service once the auth plugin is set up; undefined on a server without one (pages stay public). */
export type AccountsOf = () => AccountsService | undefined;

// The session is read once per request, kept on ctx.state under this key.
const SESSION_STATE = Symbol('bankdir web session');

/** The signed-in session of the request's cookie, or null; read from the accounts service once per request. */
export async function sessionOfRequest(ctx: WebContext, accounts: AccountsOf): Promise<WebSession | null> {
  const state = ctx.state as unknown as Record<symbol, WebSession | null | undefined>;
  if (state[SESSION_STATE] !== undefined) return state[SESSION_STATE];
  const token = ctx.cookies.get(SESSION_COOKIE);
  const service = accounts();
  const session = token && service ? await service.sessionOf(token) : null;
  state[SESSION_STATE] = session;
  return session;
}

/** Gives the browser the new session's cookie (HttpOnly, SameSite=Lax, Secure behind TLS). */
export function setSessionCookie(ctx: WebContext, created: NewSession): void {
  const state = ctx.state as unknown as Record<symbol, WebSession | null | undefined>;
  state[SESSION_STATE] = created.session;
  ctx.cookies.set(SESSION_COOKIE, created.token, sessionCookieOptions(created.session.expiresAt, ctx.secure));
}

export function clearSessionCookie(ctx: WebContext): void {
  const state = ctx.state as unknown as Record<symbol, WebSession | null | undefined>;
  state[SESSION_STATE] = null;
  ctx.cookies.set(SESSION_COOKIE, '', sessionCookieOptions(new Date(0), ctx.secure));
}

/** The signed-in person as the directory's services take a caller: the same rules as an API key's principal. */
export function principalOf(session: WebSession, directory: Directory): Principal {
  const { account } = session;
  return {
    accountId: account.id,
    plan: account.plan,
    representsBank: (bankId) => directory.admin.isRepresentative(account.id, bankId),
  };
}
