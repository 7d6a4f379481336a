import pg from 'pg';

/**
 * Whether the database at `url` already holds a bankdir directory (its migration table, in the schema the
 * connection's search_path names). Throws what the server answers when it cannot be reached.
 */
export async function postgresDirectoryExists(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => {});
  await client.connect();
  try {
    const { rows } = await client.query<{ found: string | null }>(
      "select to_regclass('bankdir_migrations')::text as found",
    );
    return rows[0]?.found != null;
  } finally {
    await client.end();
  }
}
