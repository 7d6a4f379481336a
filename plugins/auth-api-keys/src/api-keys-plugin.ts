import type { Directory } from '@bankdir/core';
import {
  type AccountsService,
  type AuthAnswer,
  type AuthChallenge,
  bearerTokenOf,
  type FirstRunContext,
  type FirstRunNote,
  type PluginContext,
  type Principal,
  type ServerPlugin,
  type SignupMode,
} from '@bankdir/server';
import { accountsService } from './accounts-service.ts';
import { type ApiKeyStore, type ApiKeyStoreOptions, openApiKeyStore } from './api-key-store.ts';
import { inviteStore } from './invite-store.ts';
import { DEFAULT_SCRYPT_COST, type ScryptCost } from './password-hash.ts';
import { sessionStore } from './session-store.ts';
import { DEFAULT_SIGN_IN_LIMITS, type SignInLimits, signInLimiter } from './sign-in-limiter.ts';
import type { ApiKeyTables } from './tables.ts';
import { DEFAULT_VERIFIED_KEY_CACHE_SIZE, DEFAULT_VERIFIED_KEY_TTL_MS, VerifiedKeys } from './verified-keys.ts';

/** What a request without an Authorization header is told (401), with the Bearer challenge. */
export const API_KEY_CHALLENGE: AuthChallenge = {
  message: 'Send your API key in the Authorization header: "Authorization: Bearer <API key>".',
  wwwAuthenticate: 'Bearer realm="bankdir"',
};
const MALFORMED_HEADER = 'The Authorization header must read "Bearer <API key>", with nothing else.';
/** The refusal of a well-formed key that is unknown, tampered with or revoked. */
export const INVALID_KEY = 'The API key is not valid: it is unknown or has been revoked.';

export interface ApiKeysPluginOptions extends ApiKeyStoreOptions {
  /**
   * How long a verified key is trusted before the database is asked again; default 2000 ms, 0 asks on every request.
   * A key revoked through this plugin's store stops at once in this process; revoked anywhere else (the CLI, another
   * server process or node) it keeps working for at most this long.
   */
  verifiedKeyTtlMs?: number;
  /** How many verified keys are kept at most; default 10,000 (the least recently used go first). */
  verifiedKeyCacheSize?: number;
  /** Who may sign up on the web; default the server's setting (createServer's signupMode), else open. */
  signupMode?: SignupMode;
  /** scrypt's cost for new password hashes; default DEFAULT_SCRYPT_COST. Tests lower it. */
  scryptCost?: ScryptCost;
  /** Refused sign-ins allowed per email and per address in a window; default DEFAULT_SIGN_IN_LIMITS. */
  signInLimits?: Partial<SignInLimits>;
}

/** The plugin, with the store it opens on setup (the CLI and tests issue keys through it). */
export interface ApiKeysPlugin extends ServerPlugin {
  /** The store; available once the server has set the plugin up. */
  store(): ApiKeyStore;
  /** The accounts service it provides to other plugins (PluginContext.accounts); usable once set up. */
  readonly accounts: AccountsService;
}

/**
 * The default auth plugin: `Authorization: Bearer bdk_live_…` keys (the scheme also written twice, as the hosted
 * service's MCP servers send it) of accounts with a FREE or PRO plan. Its tables
 * live in the storage's database (context.database; its own migrations run on setup). A Principal represents a bank
 * when the directory has approved the account as the bank's representative (directory.admin.approveRepresentative).
 * On a first run with no account yet, it creates a PRO account and answers its key, to be printed once.
 */
export function apiKeysPlugin(options: ApiKeysPluginOptions = {}): ApiKeysPlugin {
  let store: ApiKeyStore | undefined;
  let directory: Directory | undefined;
  let service: AccountsService | undefined;
  const clock = options.clock ?? (() => new Date());
  const verified = new VerifiedKeys({
    ttlMs: options.verifiedKeyTtlMs ?? DEFAULT_VERIFIED_KEY_TTL_MS,
    capacity: options.verifiedKeyCacheSize ?? DEFAULT_VERIFIED_KEY_CACHE_SIZE,
    now: () => clock().getTime(),
  });
  const opened = () => {
    if (!store || !directory)
      throw new Error(
        '@bankdir/auth-api-keys is not set up yet: start the server with startServer() or await app.ready().',
      );
    return { store, directory };
  };
  return {
    name: 'auth-api-keys',
    async setup(context: PluginContext) {
      if (!context.database) {
        throw new Error(
          "@bankdir/auth-api-keys keeps its tables in the storage's SQL database; this storage has none.",
        );
      }
      directory = context.directory;
      store = forgettingRevokedKeys(await openApiKeyStore(context.database, options), verified);
      const db = context.database.kysely.withTables<ApiKeyTables>();
      const signupMode = options.signupMode ?? context.config.signupMode ?? 'open';
      service = accountsService({
        store,
        sessions: sessionStore(db, clock),
        invites: inviteStore(db, clock),
        limiter: signInLimiter(db, { ...DEFAULT_SIGN_IN_LIMITS, ...options.signInLimits }, clock),
        signupMode: () => signupMode,
        scryptCost: options.scryptCost ?? DEFAULT_SCRYPT_COST,
      });
    },
    firstRun: (context) => createFirstAccount(opened().store, context),
    auth: {
      challenge: API_KEY_CHALLENGE,
      async authenticate(request): Promise<AuthAnswer> {
        const { store, directory } = opened();
        const bearer = bearerTokenOf(request);
        if (bearer.kind === 'missing') return null;
        if (bearer.kind === 'malformed') return { refused: MALFORMED_HEADER };
        const { token } = bearer;
        const known = verified.get(token);
        if (known) return known;
        const found = await store.verify(token);
        if (!found) return { refused: INVALID_KEY };
        const { account, keyId } = found;
        const principal: Principal = {
          accountId: account.id,
          plan: account.plan,
          credentialId: keyId,
          representsBank: (bankId) => directory.admin.isRepresentative(account.id, bankId),
        };
        verified.set(token, principal);
        return principal;
      },
    },
    store: () => opened().store,
    // The service exists only after setup; other plugins get this object before it, so each call looks it up then.
    accounts: new Proxy({} as AccountsService, {
      get(_target, member) {
        // Not a method of the service (`then`, when awaited; symbols, when inspected): nothing, even before setup.
        if (typeof member !== 'string' || member === 'then') return undefined;
        opened();
        const value = service![member as keyof AccountsService];
        return typeof value === 'function' ? value.bind(service) : value;
      },
    }),
  };
}

/**
 * The store, but revoking a key or disabling an account also forgets them among the verified keys, so that they stop
 * working at once in this process (other processes ask the database again within verifiedKeyTtlMs).
 */
function forgettingRevokedKeys(store: ApiKeyStore, verified: VerifiedKeys): ApiKeyStore {
  return {
    ...store,
    async revokeKey(keyId) {
      const info = await store.revokeKey(keyId);
      verified.forget(keyId);
      return info;
    },
    async setState(id, state) {
      const account = await store.setState(id, state);
      verified.forgetAccount(id);
      return account;
    },
  };
}

/** A PRO account with its first key when there is no account yet, told in lines that show the key once. */
async function createFirstAccount(store: ApiKeyStore, context: FirstRunContext): Promise<FirstRunNote | undefined> {
  if ((await store.listAccounts()).length > 0) return undefined;
  const { account, key } = await store.createAccount({ name: 'Owner', plan: 'pro', role: 'operator' });
  return {
    lines: [
      '',
      `Created a PRO account (${account.id}) with this API key, shown only this once; keep it secret:`,
      '',
      `  export BANKDIR_KEY=${key.key}`,
      '',
      'Run that line in your shell, then try:',
      `  curl -H "Authorization: Bearer $BANKDIR_KEY" "${context.url}/v1/banks?limit=3&include=scores,country"`,
      '',
    ],
    fields: { account: account.id, key: key.key },
  };
}
