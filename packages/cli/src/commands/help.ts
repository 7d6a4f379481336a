export const USAGE = `bankdir: the bank directory server and its operator tools

Usage: bankdir <command> [options]

Commands:
  serve [--port N] [--host H] [--rate-limit N] [--workers N] [--config FILE] [--first-run]
        [--no-web]       serve the web pages at / and the v1 API (port: PORT, else 3000;
                         rate limit per key and minute: BANKDIR_RATE_LIMIT_PER_MINUTE,
                         else 100, 0 = off; worker processes: BANKDIR_WORKERS, else one per core; config:
                         ./bankdir.config.json when present). --first-run on a missing
                         database seeds it and prints a PRO operator's key once. --no-web serves
                         the API without the web pages.
                         Limits (flag, else variable, else config, else default):
                         --headers-timeout-ms (BANKDIR_HEADERS_TIMEOUT_MS, 10000),
                         --request-timeout-ms (BANKDIR_REQUEST_TIMEOUT_MS, 30000),
                         --keep-alive-timeout-ms (BANKDIR_KEEP_ALIVE_TIMEOUT_MS, 5000),
                         --max-connections (BANKDIR_MAX_CONNECTIONS, 1000),
                         --auth-failures-per-minute (BANKDIR_AUTH_FAILURES_PER_MINUTE, 20);
                         --cors-origin ORIGIN, repeatable (BANKDIR_CORS_ORIGINS, comma-
                         separated; default none: CORS off); --trust-proxy
                         (BANKDIR_TRUST_PROXY=1) behind a reverse proxy; --signup
                         open|invite|closed (BANKDIR_SIGNUP, else config "signup", else
                         open): who may sign up on the web. docs/operations.md
  backup FILE [--method backup-api|vacuum-into]
                         copy the database to FILE while the server runs (a snapshot of one
                         moment), check it with integrity_check, then put it at FILE
  restore FILE           put a backup back as the database: refused while a server has it
                         open; the replaced file is kept as <db>.before-restore-<time>
  migrate-to --database-url URL
                         copy the SQLite directory (--db) into an empty PostgreSQL database:
                         banks, votes, products, accounts and keys; then rebuild semantic search
  seed [--no-sample]     load the default data set (idempotent); --no-sample skips the
                         made-up votes and products
  reindex                rebuild the semantic search index with the embedder BANKDIR_EMBEDDER
                         names (use, the default; transformers; none), with a progress bar
  accounts create --email EMAIL [--password-stdin] [--plan free|pro] [--role member|operator]
  accounts create --name NAME [--plan free|pro]
                         create an account (with --email, one that signs in on the web; the
                         password read from stdin) and print its first API key (shown once)
  accounts list          list accounts: plan, role, state, active keys, email, banks represented
  accounts disable ID    refuse the account's keys and sessions (401) at once; enable ID undoes it
  accounts set-role ID member|operator
  accounts set-plan ID free|pro
                         change an account's role or plan
  keys create --account ID
                         issue another API key for an account (shown once)
  keys list --account ID list an account's keys (never the keys themselves)
  keys revoke KEY_ID     revoke a key at once
  representatives applications [--status pending|approved|rejected|withdrawn] [--bank BANK_ID]
                         list applications to represent a bank, newest first
  representatives approve APPLICATION_ID
                         approve an application: the account represents the bank
  representatives reject APPLICATION_ID [--reason TEXT]
                         reject an application, with a reason for the applicant
  reps approve --account ID --bank BANK_ID
                         approve an account as a representative of a bank without an
                         application (reps is short for representatives)
  reps revoke --account ID --bank BANK_ID
                         withdraw that approval
  products hide PRODUCT_ID
  products unhide PRODUCT_ID
                         remove a product from public lists, or put it back
  stories hide STORY_ID
  stories unhide STORY_ID
                         take a story out of every list and count, or put it back
  banks add --name NAME --country CC --url URL [--hostname H]... [--stock MARKET:SYMBOL[*]]...
            [--kind K]... [--ownership O]... [--parent P] [--headquarters CITY] [--size largest|major]
            [--also-known-as NAME]... [--description-file FILE|-] [--id ID]
                         add a bank with every field (a new database gets its countries)
  banks edit BANK_ID [the same flags]
                         change the fields given; a list flag replaces the list, an empty
                         value clears the field
  banks show BANK_ID     one bank with every field
  banks list [--country CC]
                         the banks: id, country, name, website
  banks remove BANK_ID   remove a bank with its votes, stories, products and listings
  import PATH [--dry-run] [--prune]
                         add and update the banks of PATH (.jsonl, .csv, else a folder of
                         Markdown files), all or nothing; --dry-run shows what would
                         change and every problem with its file and line; --prune also
                         removes the banks PATH does not hold. docs/operations.md
  export PATH            write every bank to PATH (.jsonl, .csv, else a Markdown folder)
  export --all PATH      write the whole directory to one archive (no API keys)
  import --all PATH [--dry-run]
                         load an archive of export --all into an empty directory, all or
                         nothing; new API keys are issued afterwards. docs/operations.md
  audit [--operator NAME] [--action PREFIX] [--since ISO] [--until ISO] [--limit N]
                         the operators' actions, newest first (default 50): who, what, when,
                         what changed; --action bank keeps bank.create, bank.update...;
                         --json prints JSON Lines. docs/operations.md
  mcp [--url URL]        serve the MCP tools over stdio for AI agents: with BANKDIR_API_KEY,
                         through the server at --url (else BANKDIR_URL, else
                         http://localhost:3000); without, on the local database
  help                   show this text

Every command takes --db FILE (default: BANKDIR_DB, else ./bankdir.sqlite) or
--database-url postgres://… (default: BANKDIR_DATABASE_URL) for a PostgreSQL database
that several nodes share, and --json to print its result as JSON. Every command that
changes the directory is recorded in the audit trail under the operating-system user,
or --as NAME, with --reason TEXT when given.
`;

export function helpCommand(): void {
  process.stdout.write(USAGE);
}
