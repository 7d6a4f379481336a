// A token is its own account here; a real plugin would check a signature (JWT) or ask an identity provider.
import { bearerTokenOf, checkedPrincipal } from '@bankdir/server';

/** `tokens` maps each shared token to its plan, "FREE" or "PRO"; without options no token is accepted. */
export default function sharedTokenAuth({ tokens = {} } = {}) {
  const name = 'shared-token-auth';
  let directory;
  // Built and checked now, so a wrong plan in the config file stops the start.
  const principals = new Map(
    Object.entries(tokens).map(([token, plan], index) => {
      const accountId = `acct_shared_${index + 1}`;
      const representsBank = (bankId) => directory.admin.isRepresentative(accountId, bankId);
      return [token, checkedPrincipal(name, { accountId, plan, credentialId: accountId, representsBank })];
    }),
  );
  return {
    name,
    setup(context) {
      directory = context.directory;
    },
    auth: {
      challenge: {
        message: 'Send a shared token in the Authorization header: "Authorization: Bearer <token>".',
        wwwAuthenticate: 'Bearer realm="bankdir"',
      },
      authenticate(request) {
        const bearer = bearerTokenOf(request);
        if (bearer.kind === 'missing') return null;
        if (bearer.kind === 'malformed') return { refused: 'The Authorization header must read "Bearer <token>".' };
        return principals.get(bearer.token) ?? { refused: 'That token is not one of the shared tokens.' };
      },
    },
  };
}
