import { PLANS } from '@bankdir/core';
import * as v from 'valibot';
import type { AuthAnswer, Principal } from './auth.ts';
import { nonEmptyText, objectMessage } from './plugin-messages.ts';

// What an auth provider may answer, checked where the answer crosses into the server, so that a plugin's mistake
// (plan: 'pro', a missing accountId) is named at once instead of surfacing later as a baffling 403.

/** A Principal as the core and the server use it; other members are the plugin's own and pass untouched. */
export const PrincipalSchema = v.looseObject(
  {
    accountId: nonEmptyText('accountId'),
    plan: v.picklist(
      PLANS,
      (issue) => `plan must be exactly ${PLANS.map((plan) => `"${plan}"`).join(' or ')}, not ${issue.received}`,
    ),
    representsBank: v.function('representsBank must be a function (bankId) => Promise<boolean>'),
    credentialId: v.optional(nonEmptyText('credentialId')),
  },
  objectMessage('', 'a principal must be an object'),
);

const RefusalSchema = v.looseObject({ refused: nonEmptyText('refused (the 401 message)') });

const checkedPrincipals = new WeakSet<object>();

/** An answer sorted out: the caller, a refusal with its message, nothing for this provider, or what is wrong with it. */
export type CheckedAnswer =
  | { readonly kind: 'principal'; readonly principal: Principal }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'none' }
  | { readonly kind: 'invalid'; readonly problem: string };

/** Sorts out what `plugin`'s authenticate answered; an answer of the wrong shape is 'invalid' with a sentence for the log. */
export function checkAnswer(plugin: string, answer: AuthAnswer | undefined): CheckedAnswer {
  if (answer === null) return { kind: 'none' };
  if (typeof answer === 'object' && 'refused' in answer) {
    const refusal = v.safeParse(RefusalSchema, answer);
    return refusal.success
      ? { kind: 'refused', message: refusal.output.refused }
      : { kind: 'invalid', problem: problemOf(plugin, 'a refusal', refusal.issues) };
  }
  // A plugin that caches its principals (the API-key plugin does) answers the same object again: checked once.
  if (checkedPrincipals.has(answer as object)) return { kind: 'principal', principal: answer as Principal };
  const principal = v.safeParse(PrincipalSchema, answer);
  if (principal.success) {
    checkedPrincipals.add(answer as object);
    // The plugin's own object, not valibot's copy: the plugin may keep and compare it.
    return { kind: 'principal', principal: answer as Principal };
  }
  const hint = answer === undefined ? ' (answer null when the request carries none of its credentials)' : '';
  return { kind: 'invalid', problem: problemOf(plugin, 'a principal', principal.issues, hint) };
}

/**
 * The principal itself when it is valid; otherwise a TypeError naming the plugin, the field and the allowed values.
 * A plugin that knows its principals up front (a fixed list in its options) calls it in its factory, so a mistake
 * stops the start rather than the first request.
 */
export function checkedPrincipal<T extends Principal>(plugin: string, principal: T): T {
  const result = v.safeParse(PrincipalSchema, principal);
  if (!result.success) throw new TypeError(problemOf(plugin, 'a principal', result.issues));
  return principal;
}

function problemOf(plugin: string, what: string, issues: readonly v.BaseIssue<unknown>[], hint = ''): string {
  const details = issues.map((issue) => issue.message).join('; ');
  return `The auth plugin "${plugin}" answered ${what} that is not valid: ${details}${hint}.`;
}
