import type { DirectoryError } from '@bankdir/core';
import type { AccountProfile } from './accounts.ts';
import type { Principal } from './auth.ts';
import type { RequestAbortedError } from './http/request-aborted.ts';

/** A request body as the JSON body middleware leaves it: parsed, or the error to answer once the route's own checks pass. */
export type BodyState =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly error: DirectoryError };

/** What the server's middleware keeps on ctx.state. */
export interface ApiState {
  /** The id of this request: the Request-Id header and the requestId of error bodies. */
  requestId: string;
  /** The API version serving the request. */
  version: string;
  /** Set when the Service-Version header names a version this server does not serve; raised after authentication. */
  versionError?: DirectoryError;
  /** The authenticated caller, on API routes. */
  principal?: Principal;
  /** The operator's account, on admin API routes (middleware/require-operator.ts). */
  operator?: AccountProfile;
  /** The request body, on POST and PUT API routes. */
  body?: BodyState;
  /** Set when the client closed the connection before its request was complete. */
  aborted?: RequestAbortedError;
}
