import pg from 'pg';

export interface PoolOptions {
  url: string;
  /** Tables live in this schema (created when missing); default: the connection's own search_path (`public`). */
  schema?: string;
  /** Connections kept open; default 10. */
  poolSize?: number;
  /** How long opening a connection may take before the request fails with 503; default 5000 ms. */
  connectTimeoutMs?: number;
}

// bigint columns (rank keys, fees in cents) and counts come back as numbers: every value bankdir stores stays far
// below 2^53, and the shared stores compare them as numbers.
const INT8 = 20;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8 && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * A node-postgres pool for the connection URL, every connection in the directory's schema. A connection that does not
 * open within `connectTimeoutMs` fails (503 for the request) instead of waiting for ever; TCP keep-alive finds a server
 * that vanished; and the server ends a session left idle inside a transaction for a minute (a node that froze while
 * holding the write lock), so that the lock cannot stay taken.
 */
export function createPool(options: PoolOptions): pg.Pool {
  const settings = [
    '-c idle_in_transaction_session_timeout=60000',
    ...(options.schema !== undefined ? [`-c search_path=${quoteIdentifier(options.schema)}`] : []),
  ];
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    types,
    // On the client, not the pool: the pool's connectionTimeoutMillis would also bound the wait for a free connection,
    // failing requests that merely queue behind a busy pool.
    Client: clientWithConnectTimeout(options.connectTimeoutMs ?? 5000),
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    options: settings.join(' '),
  });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool and the next query opens a
  // new one; unhandled, the pool's error event would end the process.
  pool.on('error', () => {});
  // A connection that ends while lent out and between two queries (inside a transaction, or a fast restart's 57P01
  // arriving just then) emits 'error' on its client, where the pool listens only while it is idle: without a listener
  // of its own that error would end the process. Its next query fails instead (503), and the pool drops it.
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** node-postgres's Client, giving up on opening its connection after `ms`. */
function clientWithConnectTimeout(ms: number): typeof pg.Client {
  return class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super(
        typeof config === 'string'
          ? { connectionString: config, connectionTimeoutMillis: ms }
          : { ...config, connectionTimeoutMillis: ms },
      );
    }
  };
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
