// @bankdir/auth-api-keys: the default auth plugin of the bankdir server (accounts, plans, hashed API keys).
export { apiKeysPlugin, apiKeysPlugin as default, type ApiKeysPlugin, type ApiKeysPluginOptions } from './api-keys-plugin.ts';
export {
  ApiKeyStoreError,
  kyselyOf,
  openApiKeyStore,
  type Account,
  type AccountSummary,
  type ApiKeyInfo,
  type ApiKeyStore,
  type ApiKeyStoreOptions,
  type IssuedKey,
  type VerifiedKey,
} from './api-key-store.ts';
export { KEY_PREFIX, hashToken, keyIdOfToken } from './key-token.ts';
export { apiKeyMigrations, MIGRATION_TABLE } from './migrations.ts';
export type { ApiKeyTables } from './tables.ts';
