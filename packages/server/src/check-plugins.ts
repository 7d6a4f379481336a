import * as v from 'valibot';
import type { ServerPlugin } from './plugin.ts';
import { nonEmptyText, objectMessage } from './plugin-messages.ts';

// What a plugin declares, checked by createServer before anything runs: a plain-JavaScript plugin gets a sentence
// naming its mistake at start-up instead of a TypeError on some later request.

const optionalFunction = (member: string) => v.optional(v.function(`${member} must be a function`));

const ChallengeSchema = v.object(
  {
    message: nonEmptyText('auth.challenge.message'),
    wwwAuthenticate: v.optional(nonEmptyText('auth.challenge.wwwAuthenticate')),
  },
  objectMessage('auth.challenge.', 'auth.challenge must be an object { message, wwwAuthenticate? }'),
);

const AuthSchema = v.looseObject(
  {
    authenticate: v.function('auth.authenticate must be a function (request) => principal, refusal or null'),
    challenge: v.optional(ChallengeSchema),
  },
  objectMessage('auth.', 'auth must be an object with an authenticate(request) function'),
);

const PluginSchema = v.looseObject(
  {
    name: nonEmptyText('name'),
    auth: v.optional(AuthSchema),
    accounts: v.optional(v.looseObject({}, 'accounts must be an object implementing AccountsService')),
    middleware: v.optional(v.array(v.function('each middleware must be a function'), 'middleware must be an array')),
    routes: optionalFunction('routes'),
    authenticatedRoutes: optionalFunction('authenticatedRoutes'),
    setup: optionalFunction('setup'),
    firstRun: optionalFunction('firstRun'),
    close: optionalFunction('close'),
  },
  objectMessage('', 'a plugin must be an object with a name'),
);

/** Throws a TypeError naming the plugin and what is wrong with it, a name listed twice, or the lack of any auth. */
export function checkPlugins(plugins: readonly ServerPlugin[]): void {
  const names = new Set<string>();
  plugins.forEach((plugin, index) => {
    const checked = v.safeParse(PluginSchema, plugin);
    if (!checked.success) {
      const name = typeof plugin?.name === 'string' && plugin.name !== '' ? `"${plugin.name}"` : `number ${index + 1}`;
      const problems = checked.issues.map((issue) => issue.message).join('; ');
      throw new TypeError(`The server plugin ${name} is not valid: ${problems}.`);
    }
    if (names.has(plugin.name)) throw new TypeError(`The plugin ${plugin.name} is listed twice.`);
    names.add(plugin.name);
  });
  const providers = plugins.filter((plugin) => plugin.accounts).map((plugin) => plugin.name);
  if (providers.length > 1)
    throw new TypeError(`Only one plugin may provide accounts; ${providers.join(' and ')} both do.`);
  if (!plugins.some((plugin) => plugin.auth)) {
    throw new TypeError(
      'No plugin provides auth, so every API request would be refused: add @bankdir/auth-api-keys or your own AuthProvider.',
    );
  }
}
