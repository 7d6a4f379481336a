import { isAbsolute, resolve } from 'node:path';

/**
 * The directory relative paths are resolved against: where the user ran the command. `npm start` runs the CLI
 * package's script in packages/cli, but npm keeps the original directory in INIT_CWD, so `npm start` and
 * `npx bankdir` from the repository root both use ./bankdir.sqlite of the root.
 */
export function baseDirectory(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD !== undefined && env.INIT_CWD !== '' ? env.INIT_CWD : process.cwd();
}

/** A path given by the user, resolved against the base directory. */
export function userPath(path: string, env: NodeJS.ProcessEnv = process.env): string {
  return isAbsolute(path) ? path : resolve(baseDirectory(env), path);
}

/** The database file: --db, else BANKDIR_DB, else ./bankdir.sqlite. */
export function databasePath(flag: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return userPath(
    flag ?? (env.BANKDIR_DB !== undefined && env.BANKDIR_DB !== '' ? env.BANKDIR_DB : './bankdir.sqlite'),
    env,
  );
}
