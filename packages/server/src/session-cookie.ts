/** The cookie a signed-in browser carries: an opaque session token (the database keeps only its hash). */
export const SESSION_COOKIE = 'bankdir_session';

/** The CSRF token's form field and, for scripts, its header. */
export const CSRF_FIELD = '_csrf';
export const CSRF_HEADER = 'x-csrf-token';

/** Options for Koa's ctx.cookies.set(SESSION_COOKIE, token, options), shaped like its SetOption. */
export interface SessionCookieOptions {
  readonly httpOnly: true;
  readonly sameSite: 'lax';
  readonly secure: boolean;
  readonly path: '/';
  readonly expires: Date;
  readonly overwrite: true;
}

/**
 * How the session cookie is set: HttpOnly (no script reads it), SameSite=Lax (other sites' forms do not send it),
 * Secure when the request came over TLS (`ctx.secure`, which trusts X-Forwarded-Proto only with `trustProxy`).
 * Pass the session's expiresAt; to sign out, pass the epoch.
 */
export function sessionCookieOptions(expiresAt: string | Date, secure: boolean): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: new Date(expiresAt), overwrite: true };
}

/** Whether a request with this method changes something, and so must carry the session's CSRF token. */
export function isStateChanging(method: string): boolean {
  return !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase());
}

/**
 * Whether a state-changing request came from a page of this site, for the forms posted before there is a session to
 * hold a CSRF token (sign-in, sign-up): another site's form could otherwise sign a browser into the attacker's
 * account. Browsers send Sec-Fetch-Site, else Origin, on every cross-site POST; a request with neither is not from a
 * browser form and is let through. `host` is the request's Host header (ctx.host).
 */
export function isSameOrigin(headers: Readonly<Record<string, string | string[] | undefined>>, host: string): boolean {
  const site = headerOf(headers, 'sec-fetch-site');
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const origin = headerOf(headers, 'origin');
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function headerOf(headers: Readonly<Record<string, string | string[] | undefined>>, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}
