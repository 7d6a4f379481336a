// @bankdir/auth-api-keys: the default auth plugin of the bankdir server (accounts, plans, hashed API keys).

export {
  EmailSchema,
  emailKeyOf,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PasswordSchema,
  PlanSchema,
  RoleSchema,
} from './account-rules.ts';
export {
  type AccountTransfer,
  exportAccounts,
  hasAccounts,
  importAccounts,
} from './account-transfer.ts';
export { accountsService, WRONG_CREDENTIALS } from './accounts-service.ts';
export {
  type Account,
  type AccountSummary,
  type AccountsPageInput,
  type ApiKeyInfo,
  type ApiKeyStore,
  ApiKeyStoreError,
  type ApiKeyStoreOptions,
  databaseOf,
  type IssuedKey,
  type NewAccountInput,
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
export { INVITE_TTL_MS } from './invite-store.ts';
export { hashToken, KEY_PREFIX, keyIdOfToken } from './key-token.ts';
export { apiKeyMigrations, MIGRATION_NAMESPACE } from './migrations.ts';
export { DEFAULT_SCRYPT_COST, hashPassword, passwordMatches, type ScryptCost } from './password-hash.ts';
export { SESSION_IDLE_MS } from './session-store.ts';
export { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './sign-in-limiter.ts';
export type { ApiKeyTables } from './tables.ts';
export { DEFAULT_VERIFIED_KEY_CACHE_SIZE, DEFAULT_VERIFIED_KEY_TTL_MS } from './verified-keys.ts';
