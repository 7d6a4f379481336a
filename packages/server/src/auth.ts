import type { Principal as CorePrincipal } from '@bankdir/core';

/** Who is calling, as an auth provider vouches for it: the core's Principal plus the credential it used. */
export interface Principal extends CorePrincipal {
  /** The id of the credential (an API key id, a token id) the request came with; rate limits count per credential. */
  readonly credentialId?: string;
}

/** Turns the bearer token of a request into a Principal. The server parses `Authorization: Bearer <token>` only. */
export interface AuthProvider {
  /** The caller the token belongs to, or null when the token is unknown, malformed for this provider, or revoked (401). */
  authenticate(token: string): Promise<Principal | null>;
}
