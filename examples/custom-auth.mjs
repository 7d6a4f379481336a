// An auth plugin of your own, in plain JavaScript: callers send a key in the X-Api-Key header, and a fixed map says
// whose each key is. The program serves bankdir with it on a free port over a new SQLite file, asks once with the
// header and once without, prints both answers, and stops.
//
//   node examples/custom-auth.mjs
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDirectory } from '@bankdir/core';
import { checkedPrincipal, createServer, startServer } from '@bankdir/server';
import { openSqliteStorage } from '@bankdir/sqlite';

/**
 * The plugin. `keys` maps each key to `{ accountId, plan }`, the plan being "FREE" or "PRO". A real plugin would keep
 * only hashes of its keys and compare them in constant time, as @bankdir/auth-api-keys does.
 */
function headerKeyAuth({ keys = {} } = {}) {
  const name = 'header-key-auth';
  let directory;
  // checkedPrincipal checks each principal now, so a wrong plan ("pro") stops the start instead of a request.
  const principals = new Map(
    Object.entries(keys).map(([key, { accountId, plan }]) => [
      key,
      checkedPrincipal(name, {
        accountId,
        plan,
        representsBank: (bankId) => directory.admin.isRepresentative(accountId, bankId),
      }),
    ]),
  );
  return {
    name,
    setup(context) {
      directory = context.directory;
    },
    auth: {
      // What a request without the header is told, in the 401's message.
      challenge: { message: 'Send your key in the X-Api-Key header: "X-Api-Key: <key>".' },
      authenticate(request) {
        const key = request.headers['x-api-key'];
        if (key === undefined) return null; // none of this plugin's credentials: the 401 carries the challenge
        return principals.get(key) ?? { refused: 'The X-Api-Key is not a key of this server.' };
      },
    },
  };
}

const folder = mkdtempSync(join(tmpdir(), 'bankdir-custom-auth-'));
const directory = createDirectory({ storage: await openSqliteStorage({ file: join(folder, 'bankdir.sqlite') }) });
const app = createServer({
  directory,
  plugins: [headerKeyAuth({ keys: { 'demo-key-0123456789': { accountId: 'acct_demo', plan: 'PRO' } } })],
  log: { info: () => {}, error: (line, error) => console.error(line, error ?? '') },
});
const server = await startServer(app, { port: 0, host: '127.0.0.1', onClosed: () => directory.close() });
try {
  const withKey = await fetch(`${server.url}/v1/world`, { headers: { 'X-Api-Key': 'demo-key-0123456789' } });
  const world = await withKey.json();
  console.log(`with X-Api-Key: ${withKey.status} ${world.message}, ${world.data.bankCount} banks`);

  const withoutKey = await fetch(`${server.url}/v1/world`);
  const failure = await withoutKey.json();
  console.log(`without it: ${withoutKey.status} ${failure.code}: ${failure.message}`);
} finally {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
}
