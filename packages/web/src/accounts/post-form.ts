import { CSRF_FIELD, type WebSession } from '@bankdir/server';
import { type Html, html } from '../html.ts';

/** A form that changes something: POST, with the session's CSRF token; `label` names it for assistive technology. */
export function postForm(
  session: WebSession | null,
  action: string,
  content: Html,
  options: { readonly label?: string; readonly className?: string } = {},
): Html {
  return html`<form method="post" action="${action}"${options.className ? html` class="${options.className}"` : ''}${
    options.label ? html` aria-label="${options.label}"` : ''
  }>${session ? html`<input type="hidden" name="${CSRF_FIELD}" value="${session.csrfToken}">` : ''}${content}</form>`;
}

/** A one-button form (sign out, revoke, take a vote back). */
export function buttonForm(session: WebSession, action: string, label: Html | string, className = 'plain'): Html {
  return postForm(session, action, html`<button type="submit" class="${className}">${label}</button>`, {
    className: 'inline',
  });
}

/** Problems no field shows (a wrong password, too many tries, a refused form) above the form. */
export function formAlert(message: string | undefined): Html {
  return message ? html`<div class="alert" role="alert"><p>${message}</p></div>` : html``;
}
