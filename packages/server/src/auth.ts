import type { Principal as CorePrincipal } from '@bankdir/core';

/** Who is calling, as an auth provider vouches for it: the core's Principal plus the credential it used. */
export interface Principal extends CorePrincipal {
  /** The id of the credential (an API key id, a token id) the request came with; rate limits count per credential. */
  readonly credentialId?: string;
}

/**
 * What an auth provider sees of a request: read-only, and the same whatever the host is built on, so a provider can
 * use any scheme (a Bearer token, a header of its own, a cookie, the client's address).
 */
export interface AuthRequest {
  /** The method, upper case: `GET`. */
  readonly method: string;
  /** The path, without the query string: `/v1/banks`. */
  readonly path: string;
  /**
   * The request's headers by lower-case name (`headers['x-api-key']`); a header sent several times has its values
   * joined with ", " (cookies with "; "), as Node joins them.
   */
  readonly headers: Readonly<Record<string, string>>;
  /**
   * The client's address: the connection's, or with the server option `trustProxy` the first address of
   * X-Forwarded-For.
   */
  readonly clientAddress: string;
}

/** A provider's "these credentials are mine and they are wrong": a 401 with this message. */
export interface AuthRefusal {
  /** The 401's message: what is wrong, e.g. "The API key is not valid: it is unknown or has been revoked." */
  readonly refused: string;
}

/**
 * What a provider answers for a request: the caller (a Principal), a refusal of credentials it reads but does not
 * accept (401 with its message, counted against the client address), or null when the request carries no credentials
 * this provider reads (the next provider is asked).
 */
export type AuthAnswer = Principal | AuthRefusal | null;

/** What a caller without credentials is told: the 401's message and its WWW-Authenticate challenge. */
export interface AuthChallenge {
  /** What to send, e.g. "Send your API key in the X-Api-Key header." */
  readonly message: string;
  /** The WWW-Authenticate value, e.g. `Bearer realm="bankdir"`; leave it out for a scheme with no standard challenge. */
  readonly wwwAuthenticate?: string;
}

/** Turns a request into a Principal: the `auth` member of a server plugin. */
export interface AuthProvider {
  /** The caller the request's credentials belong to; a refusal; or null when it carries none of this provider's. */
  authenticate(request: AuthRequest): Promise<AuthAnswer> | AuthAnswer;
  /** What a request with no credentials any provider reads is told (401); a generic sentence when left out. */
  readonly challenge?: AuthChallenge;
}
