// @bankdir/auth-api-keys: the default auth plugin of the bankdir server (accounts, plans, hashed API keys).

export {
  type Account,
  type AccountSummary,
  type ApiKeyInfo,
  type ApiKeyStore,
  ApiKeyStoreError,
  type ApiKeyStoreOptions,
  databaseOf,
  type IssuedKey,
  openApiKeyStore,
  type VerifiedKey,
} from './api-key-store.ts';
export {
  API_KEY_CHALLENGE,
  type ApiKeysPlugin,
  type ApiKeysPluginOptions,
  apiKeysPlugin,
  apiKeysPlugin as default,
  INVALID_KEY,
} from './api-keys-plugin.ts';
export { hashToken, KEY_PREFIX, keyIdOfToken } from './key-token.ts';
export { apiKeyMigrations, MIGRATION_NAMESPACE } from './migrations.ts';
export type { ApiKeyTables } from './tables.ts';
export { DEFAULT_VERIFIED_KEY_CACHE_SIZE, DEFAULT_VERIFIED_KEY_TTL_MS } from './verified-keys.ts';
