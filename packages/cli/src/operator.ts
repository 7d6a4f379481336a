import { userInfo } from 'node:os';
import type { AuditActor, OperatorOptions } from '@bankdir/core';

/** The flags of every command that changes the directory: who is acting (default: the operating-system user) and why. */
export const OPERATOR_FLAGS = {
  as: { type: 'string' },
  reason: { type: 'string' },
} as const;

/** The audit trail's actor of a command: `--as NAME`, else the operating-system user running it. */
export function cliActor(as: string | undefined): AuditActor {
  const named = as?.trim();
  return { kind: 'cli', id: named || systemUser() };
}

/** What a command passes last to a directory.admin write: its actor, and the reason when one was given. */
export function operatorOptions(values: { as?: string | undefined; reason?: string | undefined }): OperatorOptions {
  const reason = values.reason?.trim();
  return { actor: cliActor(values.as), ...(reason && { reason }) };
}

function systemUser(): string {
  try {
    return userInfo().username;
  } catch {
    // A container user without a passwd entry has no name there.
    return process.env.USER ?? process.env.USERNAME ?? 'unknown';
  }
}
