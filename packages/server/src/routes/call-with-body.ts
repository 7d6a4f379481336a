import { DirectoryError, isDirectoryError, type Outcome } from '@bankdir/core';
import type { BodyState } from '../state.ts';

/**
 * Calls a directory operation with the request body. When the body could not be read (415, 413, invalid JSON), the
 * operation is still called, with a null body, so that its own checks that come first (403 NOT_REPRESENTATIVE,
 * 404 NOT_FOUND) answer before the body's problem (contract order 401 > 403 > 404 > 400). A null body always fails
 * the core's body parsing, so nothing is written; that BAD_REQUEST is replaced by the body's own problem.
 */
export async function callWithBody<T>(
  body: BodyState | undefined,
  call: (body: unknown) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  if (body?.ok) return call(body.value);
  const problem =
    body?.error ??
    DirectoryError.badRequest('The body is missing; send a JSON object.', [
      { path: ['body'], message: 'The body is missing; send a JSON object.' },
    ]);
  try {
    await call(null);
  } catch (error) {
    if (
      !(
        isDirectoryError(error) &&
        error.code === 'BAD_REQUEST' &&
        error.issues?.every((issue) => issue.path[0] === 'body')
      )
    )
      throw error;
  }
  throw problem;
}
