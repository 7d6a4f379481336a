import type { AuthRequest } from './auth.ts';

// The scheme may come twice: the hosted service's MCP servers prepend "Bearer " to a key their READMEs tell users to
// configure as "Bearer <key>" (and its SDK reads the same variable), so, set up as documented, they send it twice.
const BEARER = /^Bearer +(?:Bearer +)?([\x21-\x7e]+) *$/i;

/** What a request's Authorization header holds, read as `Bearer <token>`. */
export type BearerToken =
  | { readonly kind: 'missing' }
  | { readonly kind: 'malformed' }
  | { readonly kind: 'token'; readonly token: string };

/**
 * Reads `Authorization: Bearer <token>` (the scheme in any case, also written twice: `Bearer Bearer <token>`) for an
 * auth provider: 'missing' without the header (or with a blank one), 'malformed' for another scheme or anything
 * after the token. The server itself reads no credentials.
 */
export function bearerTokenOf(request: AuthRequest): BearerToken {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return { kind: 'missing' };
  const token = BEARER.exec(header)?.[1];
  return token === undefined ? { kind: 'malformed' } : { kind: 'token', token };
}
