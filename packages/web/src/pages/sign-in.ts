import type { FormProblem } from '../accounts/form-problem.ts';
import { formAlert, postForm } from '../accounts/post-form.ts';
import { textField } from '../forms.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import type { FormState } from '../read-query.ts';

const EMPTY: FormState = { values: {}, problems: new Map() };

/** GET /signin, and the form again after a refused sign-in (one message for every wrong email and password). */
export function signInPage(problem?: FormProblem): PageContent {
  const form = problem?.form ?? EMPTY;
  return {
    status: problem?.status ?? 200,
    title: 'Sign in',
    description: 'Sign in to vote on banks, write stories and manage your API keys.',
    canonical: '/signin',
    noindex: true,
    main: html`<h1>Sign in</h1>${formAlert(problem?.message)}${postForm(
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
