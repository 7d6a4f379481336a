import { isOperator } from '../console/operator-session.ts';
import { type Html, html } from '../html.ts';
import type { WebContext } from '../web-context.ts';
import { buttonForm } from './post-form.ts';
import { type AccountsOf, sessionOfRequest } from './sessions.ts';

/** The header's account part: the signed-in person with a sign-out button, else links to sign in and sign up. */
export function accountSlot(accounts: AccountsOf): (ctx: WebContext) => Promise<Html | undefined> {
  return async (ctx) => {
    if (!accounts()) return undefined;
    const session = await sessionOfRequest(ctx, accounts);
    if (!session) return html`<a href="/signin">Sign in</a><a href="/signup">Sign up</a>`;
    const { account } = session;
    const consoleLink = isOperator(session) ? html`<a href="/admin">Console</a>` : '';
    return html`${consoleLink}<a href="/account" class="person">${account.email ?? account.name}</a>${buttonForm(session, '/signout', 'Sign out')}`;
  };
}
