import type { Directory } from '@bankdir/core';
import type { Principal, ServerPlugin } from '@bankdir/server';
import { type ApiKeyStore, type ApiKeyStoreOptions, databaseOf, openApiKeyStore } from './api-key-store.ts';

export interface ApiKeysPluginOptions extends ApiKeyStoreOptions {}

/** The plugin, with the store it opens on setup (the CLI and tests issue keys through it). */
export interface ApiKeysPlugin extends ServerPlugin {
  /** The store; available once the server has set the plugin up. */
  store(): ApiKeyStore;
}

/**
 * The default auth plugin: `Authorization: Bearer bdk_live_…` keys of accounts with a FREE or PRO plan. Its tables
 * live in the directory's database (its own migrations run on setup). A Principal represents a bank when the
 * directory has approved the account as the bank's representative (directory.admin.approveRepresentative).
 */
export function apiKeysPlugin(options: ApiKeysPluginOptions = {}): ApiKeysPlugin {
  let store: ApiKeyStore | undefined;
  let directory: Directory | undefined;
  const opened = () => {
    if (!store || !directory)
      throw new Error(
        '@bankdir/auth-api-keys is not set up yet: start the server with startServer() or await app.ready().',
      );
    return { store, directory };
  };
  return {
    name: 'auth-api-keys',
    async setup(context) {
      directory = context.directory;
      store = await openApiKeyStore(databaseOf(context.directory.storage), options);
    },
    auth: {
      async authenticate(token): Promise<Principal | null> {
        const { store, directory } = opened();
        const verified = await store.verify(token);
        if (!verified) return null;
        const { account, keyId } = verified;
        return {
          accountId: account.id,
          plan: account.plan,
          credentialId: keyId,
          representsBank: (bankId) => directory.admin.isRepresentative(account.id, bankId),
        };
      },
    },
    store: () => opened().store,
  };
}
