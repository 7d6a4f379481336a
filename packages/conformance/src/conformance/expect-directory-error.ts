import assert from 'node:assert/strict';
import { DirectoryError, type ErrorCode } from '@bankdir/core';

/** Asserts that the work fails with a DirectoryError of this code and, when given, an issue at exactly this path. */
export async function expectDirectoryError(
  work: Promise<unknown> | (() => Promise<unknown>),
  code: ErrorCode,
  issuePath?: readonly (string | number)[],
): Promise<DirectoryError> {
  let caught: unknown;
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (error) {
    caught = error;
  }
  assert.ok(caught !== undefined, `expected a ${code} DirectoryError, but the call succeeded`);
  assert.ok(caught instanceof DirectoryError, `expected a DirectoryError, got ${String(caught)}`);
  assert.equal(caught.code, code, `expected code ${code}, got ${caught.code}: ${caught.message}`);
  if (issuePath) {
    const paths = (caught.issues ?? []).map((issue) => JSON.stringify(issue.path));
    assert.ok(
      paths.includes(JSON.stringify(issuePath)),
      `expected an issue at ${JSON.stringify(issuePath)}, got ${paths.join(' ') || 'none'}`,
    );
  }
  return caught;
}
