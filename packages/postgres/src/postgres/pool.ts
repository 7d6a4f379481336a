import pg from 'pg';

export interface PoolOptions {
  url: string;
  /** Tables live in this schema (created when missing); default: the connection's own search_path (`public`). */
  schema?: string;
  /** Connections kept open; default 10. */
  poolSize?: number;
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

/** A node-postgres pool for the connection URL, every connection in the directory's schema. */
export function createPool(options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    types,
    ...(options.schema !== undefined && { options: `-c search_path=${quoteIdentifier(options.schema)}` }),
  });
  // An idle connection the server closed (a restart, a failover) is dropped from the pool and the next query opens a
  // new one; unhandled, the pool's error event would end the process.
  pool.on('error', () => {});
  return pool;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
