import { createHash } from 'node:crypto';
import { LruCache } from '@bankdir/core/driver';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

// Only single data statements can be prepared; DDL and transaction control are sent as they are.
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b/i;
const NAMES_KEPT = 5000;

/**
 * The pool as Kysely's PostgresDialect sees it, with every data statement prepared once per connection under a name
 * derived from its text: PostgreSQL then parses it once and, after a few runs, reuses its plan. Planning a query over
 * a table with a few hundred indexes costs more than running it, as on SQLite (its statement cache).
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const names = new LruCache<string, string>(NAMES_KEPT);
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (name === undefined) {
      name = `b${createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (wrapped === undefined) {
        wrapped = {
          // biome-ignore lint/suspicious/noExplicitAny: forwards Kysely's two query forms to node-postgres
          query: ((text: any, parameters?: ReadonlyArray<unknown>) =>
            typeof text === 'string' && PREPARABLE.test(text)
              ? client.query({ name: nameOf(text), text, values: parameters as unknown[] })
              : client.query(text, parameters as unknown[])) as unknown as PostgresPoolClient['query'],
          release: () => client.release(),
        };
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}
