import { StorageUnavailableError } from '@bankdir/core';
import type { CompiledQuery, DatabaseConnection, Driver, QueryResult, TransactionSettings } from 'kysely';

/**
 * An engine's table of the errors that mean "the database cannot serve now" (full disk, read-only file, server
 * restarting): the reason in words for the error it is, or undefined for any other error.
 */
export type UnavailableReason = (error: unknown) => string | undefined;

/** The error as the directory reports it: a StorageUnavailableError when the engine's table names it, else itself. */
export function asUnavailable(error: unknown, reasonOf: UnavailableReason): unknown {
  if (error instanceof StorageUnavailableError) return error;
  const reason = reasonOf(error);
  if (reason === undefined) return error;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return new StorageUnavailableError(reason, `${typeof code === 'string' ? `${code}: ` : ''}${String(message)}`, error);
}

/**
 * Wraps a Kysely driver so that every query, transaction step and connection it makes throws StorageUnavailableError
 * for the errors `reasonOf` names. A failed rollback is not reported: the error that caused it is the one that matters,
 * and the engine has ended that transaction already (SQLite rolls back on a full disk; a dead PostgreSQL connection
 * takes its transaction, and the write lock, with it, and the pool drops it).
 */
export function unavailableAware(driver: Driver, reasonOf: UnavailableReason): Driver {
  const inner = new WeakMap<DatabaseConnection, DatabaseConnection>();
  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw asUnavailable(error, reasonOf);
    }
  };
  const unwrap = (connection: DatabaseConnection) => inner.get(connection) ?? connection;
  const wrap = (connection: DatabaseConnection): DatabaseConnection => {
    const wrapped: DatabaseConnection = {
      executeQuery: <R>(query: CompiledQuery) => guard(() => connection.executeQuery<R>(query)),
      async *streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
        try {
          yield* connection.streamQuery<R>(query, chunkSize);
        } catch (error) {
          throw asUnavailable(error, reasonOf);
        }
      },
    };
    inner.set(wrapped, connection);
    return wrapped;
  };
  return {
    init: () => guard(() => driver.init()),
    acquireConnection: async () => wrap(await guard(() => driver.acquireConnection())),
    beginTransaction: (connection, settings: TransactionSettings) =>
      guard(() => driver.beginTransaction(unwrap(connection), settings)),
    commitTransaction: (connection) => guard(() => driver.commitTransaction(unwrap(connection))),
    rollbackTransaction: async (connection) => {
      await driver.rollbackTransaction(unwrap(connection)).catch(() => {});
    },
    ...(driver.savepoint && {
      savepoint: (connection, name, compile) => guard(() => driver.savepoint!(unwrap(connection), name, compile)),
    }),
    ...(driver.rollbackToSavepoint && {
      rollbackToSavepoint: (connection, name, compile) =>
        guard(() => driver.rollbackToSavepoint!(unwrap(connection), name, compile)),
    }),
    ...(driver.releaseSavepoint && {
      releaseSavepoint: (connection, name, compile) =>
        guard(() => driver.releaseSavepoint!(unwrap(connection), name, compile)),
    }),
    releaseConnection: (connection) => driver.releaseConnection(unwrap(connection)),
    destroy: () => driver.destroy(),
  };
}
