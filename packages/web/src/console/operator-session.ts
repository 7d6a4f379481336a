import { DirectoryError, type OperatorOptions } from '@bankdir/core';
import type { WebSession } from '@bankdir/server';

/** Whether the session's account may use the console: an active operator. */
export const isOperator = (session: WebSession | null): boolean =>
  session?.account.role === 'operator' && session.account.state === 'active';

/**
 * The session of an active operator, or the refusal every console page and form answers: 401 (sign in first) for a
 * visitor, 403 for anyone else.
 */
export function requireOperator(session: WebSession | null): WebSession {
  if (!session) throw new DirectoryError('UNAUTHORIZED', 'Sign in first: the console is for operators.');
  if (!isOperator(session))
    throw new DirectoryError('OPERATOR_REQUIRED', "The console is open only to an active operator's account.");
  return session;
}

/** Who acts and why, as every `directory.admin` write and audit entry takes it: the signed-in operator. */
export function operatorOptions(session: WebSession, reason?: string): OperatorOptions {
  const { account } = session;
  const trimmed = reason?.trim();
  return {
    actor: { kind: 'account', id: account.id, name: account.email ?? account.name },
    ...(trimmed ? { reason: trimmed } : {}),
  };
}
