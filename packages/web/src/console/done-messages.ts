import type { WebContext } from '../web-context.ts';

/** What a console page says after a change (?done=…, the address a form redirects to); anything else says nothing. */
const DONE_MESSAGES: Readonly<Record<string, string>> = {
  'bank-created': 'The bank is created.',
  'bank-saved': 'The bank is saved.',
  'bank-deleted': 'The bank is deleted.',
  approved: 'The application is approved: its account now represents the bank.',
  rejected: 'The application is rejected.',
  hidden: 'It is hidden from the public.',
  unhidden: 'It is public again.',
  'plan-changed': 'The plan is changed.',
  'role-changed': 'The role is changed.',
  disabled: 'The account is disabled: its keys and sessions are refused.',
  enabled: 'The account is enabled again.',
  'key-revoked': 'The key is revoked.',
  imported: 'The import is applied: every bank of the file is in the directory.',
};

export function doneMessage(ctx: WebContext): string | undefined {
  return typeof ctx.query.done === 'string' ? DONE_MESSAGES[ctx.query.done] : undefined;
}

/** The address of a console page with its message after a change. */
export const doneHref = (path: string, done: keyof typeof DONE_MESSAGES & string) =>
  `${path}${path.includes('?') ? '&' : '?'}done=${done}`;
