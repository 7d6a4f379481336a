/** A mistake in the command line: the message is shown on one line and the exit code is 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** A command that ran but could not do what was asked (no such account, no such bank): exit code 1. */
export class CommandError extends Error {
  override readonly name = 'CommandError';
}
