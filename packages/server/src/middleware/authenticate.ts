import { DirectoryError } from '@bankdir/core';
import type { Middleware } from 'koa';
import type { AuthChallenge, AuthProvider } from '../auth.ts';
import { checkAnswer } from '../auth-answer.ts';
import { authRequestOf } from '../auth-request.ts';
import type { AuthFailureLimiter } from '../http/auth-failure-limiter.ts';
import type { Logger } from '../log.ts';
import type { ApiState } from '../state.ts';

/** An auth provider with the name of the plugin that brought it, for the messages that name a misconfigured one. */
export interface NamedAuthProvider {
  readonly plugin: string;
  readonly auth: AuthProvider;
}

export interface AuthenticateOptions {
  readonly providers: readonly NamedAuthProvider[];
  /** Counts refused credentials per client address (429 past its limit). */
  readonly failures?: AuthFailureLimiter;
  readonly log: Logger;
}

/** Distinct problems of misconfigured providers logged at most (each once), so a plugin's bad answers cannot flood the log. */
const MAX_LOGGED_PROBLEMS = 100;

/** The 401 message of a request no provider reads credentials from, when no provider says what to send. */
export const GENERIC_CHALLENGE = 'This request carries no credentials the server accepts.';

/**
 * Asks the auth providers, in plugin order, who the request comes from; the first that answers a principal wins. The
 * server reads no credentials itself: each provider gets the request (headers, method, path, client address).
 * Nobody accepts: 401 UNAUTHORIZED with the message of the first provider that refused the request's credentials, or,
 * when none was sent, with what every provider's challenge asks for. A client address whose credentials were refused
 * too often this minute gets 429 TOO_MANY_REQUESTS with Retry-After before any provider is asked (a flood of guessed
 * keys costs no lookup). A provider that answers something invalid (plan: 'pro') makes the request a 500 whose message
 * says the plugin is misconfigured; the details go to the log, once per plugin and problem.
 */
export function authenticate(options: AuthenticateOptions): Middleware<ApiState> {
  const { providers, failures, log } = options;
  const logged = new Set<string>();
  return async (ctx, next) => {
    const wait = failures?.blockedFor(ctx.ip) ?? 0;
    if (wait > 0) {
      const seconds = Math.ceil(wait / 1000);
      ctx.set('Retry-After', String(seconds));
      throw new DirectoryError(
        'TOO_MANY_REQUESTS',
        `Too many requests from this address had an invalid API key or credentials this minute; retry in ${seconds} s.`,
      );
    }
    const request = authRequestOf(ctx);
    let refusal: { message: string; challenge: AuthChallenge | undefined } | undefined;
    for (const { plugin, auth } of providers) {
      const answer = checkAnswer(plugin, await auth.authenticate(request));
      if (answer.kind === 'principal') {
        ctx.state.principal = answer.principal;
        return next();
      }
      if (answer.kind === 'invalid') {
        if (!logged.has(answer.problem) && logged.size < MAX_LOGGED_PROBLEMS) {
          logged.add(answer.problem);
          log.error(`${answer.problem} Requests it answers so get 500 until the plugin is fixed.`);
        }
        // 500, not 503: the fault is in the server's own set-up, and waiting does not fix it.
        throw new DirectoryError(
          'INTERNAL_SERVER_ERROR',
          `The server is misconfigured: its auth plugin "${plugin}" gave an invalid answer. The operator must fix the plugin; the server log has the details.`,
        );
      }
      if (answer.kind === 'refused') refusal ??= { message: answer.message, challenge: auth.challenge };
    }
    if (refusal) {
      failures?.recordFailure(ctx.ip);
      setChallenges(ctx, [refusal.challenge]);
      throw new DirectoryError('UNAUTHORIZED', refusal.message);
    }
    const challenges = providers.map(({ auth }) => auth.challenge);
    setChallenges(ctx, challenges);
    throw new DirectoryError('UNAUTHORIZED', challengeMessage(challenges));
  };
}

/** What every provider asks for, in plugin order, said once each. */
function challengeMessage(challenges: readonly (AuthChallenge | undefined)[]): string {
  const messages = new Set(challenges.map((challenge) => challenge?.message ?? GENERIC_CHALLENGE));
  return [...messages].join(' ');
}

/** WWW-Authenticate with the challenges of the providers that have one (RFC 9110: several are comma-separated). */
function setChallenges(
  ctx: { set(name: string, value: string): void },
  challenges: readonly (AuthChallenge | undefined)[],
): void {
  const values = [...new Set(challenges.flatMap((challenge) => challenge?.wwwAuthenticate ?? []))];
  if (values.length > 0) ctx.set('WWW-Authenticate', values.join(', '));
}
