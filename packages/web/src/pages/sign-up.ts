import type { SignupMode } from '@bankdir/server';
import type { FormProblem } from '../accounts/form-problem.ts';
import { formAlert, postForm } from '../accounts/post-form.ts';
import { textField } from '../forms.ts';
import { html } from '../html.ts';
import type { PageContent } from '../layout.ts';
import type { FormState } from '../read-query.ts';

/** GET /signup (an invite link adds ?invite=…), and the form again with its problems beside the fields. */
export function signUpPage(mode: SignupMode, invite: string | undefined, problem?: FormProblem): PageContent {
  const form: FormState = problem?.form ?? { values: invite ? { invite } : {}, problems: new Map() };
  const page = {
    status: problem?.status ?? 200,
    title: 'Sign up',
    description: 'Make a free account to vote on banks, write stories and get API keys.',
    canonical: '/signup',
    noindex: true,
  };
  if (mode === 'closed')
    return {
      ...page,
      main: html`<h1>Sign up</h1>${formAlert(problem?.message)}<p>This directory makes no new accounts here: its operator makes them. Ask them for one.</p><p>Already have an account? <a href="/signin">Sign in</a>.</p>`,
    };
  return {
    ...page,
    main: html`<h1>Sign up</h1><p>A new account is free. It votes on banks, writes stories and makes API keys.</p>${formAlert(
      problem?.message,
    )}${postForm(
      null,
      '/signup',
      html`${textField({ name: 'email', label: 'Email', form, type: 'email', autocomplete: 'username', required: true })}${textField(
        {
          name: 'password',
          label: 'Password (10 to 200 characters)',
          form,
          type: 'password',
          autocomplete: 'new-password',
          required: true,
        },
      )}${mode === 'invite' ? textField({ name: 'invite', label: 'Invitation code', form, autocomplete: 'off', required: true }) : ''}<div class="field"><button type="submit">Sign up</button></div>`,
      { label: 'Sign up', className: 'stacked' },
    )}<p>Already have an account? <a href="/signin">Sign in</a>.</p>`,
  };
}
