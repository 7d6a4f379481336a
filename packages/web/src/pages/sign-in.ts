import type { FormProblem } from '../accounts/form-problem.ts';
import { formAlert, postForm } from '../accounts/post-form.ts';
import { textField } from '../forms.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import type { FormState } from '../read-query.ts';

const EMPTY: FormState = { values: {}, problems: new Map() };

/** Said after any sign-up: the same words whether or not the email already had an account. */
export const SIGNED_UP_NOTICE =
  'If this email was new, its free account is ready: sign in with it. If it already had an account, sign in with that account’s password.';

/**
 * GET /signin, and the form again after a refused sign-in (one message for every wrong email and password);
 * `signedUp` adds the notice shown after a sign-up.
 */
export function signInPage(problem?: FormProblem, signedUp = false): PageContent {
  const form = problem?.form ?? EMPTY;
  return {
    status: problem?.status ?? 200,
    title: 'Sign in',
    description: 'Sign in to vote on banks, write stories and manage your API keys.',
    canonical: '/signin',
    noindex: true,
    main: html`<h1>Sign in</h1>${signedUp ? html`<p class="note" role="status">${SIGNED_UP_NOTICE}</p>` : ''}${formAlert(problem?.message)}${postForm(
      null,
      '/signin',
      html`${textField({ name: 'email', label: 'Email', form, type: 'email', autocomplete: 'username', required: true })}${textField(
        {
          name: 'password',
          label: 'Password',
          form,
          type: 'password',
          autocomplete: 'current-password',
          required: true,
        },
      )}<div class="field"><button type="submit">Sign in</button></div>`,
      { label: 'Sign in', className: 'stacked' },
    )}<p>No account yet? <a href="/signup">Sign up</a>.</p>`,
  };
}
