import { createRequire } from 'node:module';
import { isAbsolute, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { apiKeysPlugin } from '@bankdir/auth-api-keys';
import { mcpPlugin } from '@bankdir/mcp';
import { rateLimitPlugin } from '@bankdir/rate-limit';
import type { ServerPlugin } from '@bankdir/server';
import { webPages } from '@bankdir/web';
import { UsageError } from './cli-error.ts';
import { configDirectory, type ServerConfig } from './config-file.ts';
import { baseDirectory } from './paths.ts';

/** What a plugin module exports (default, or a named `plugin`): a factory called with the entry's options, or a plugin. */
type PluginFactory = (options?: unknown) => ServerPlugin | Promise<ServerPlugin>;

/** The plugins when no config file lists any: API-key auth, rate limiting, and the MCP endpoint at /mcp. */
export function defaultPlugins(): ServerPlugin[] {
  return [apiKeysPlugin(), rateLimitPlugin(), mcpPlugin()];
}

/**
 * The plugins with the public web pages last (their 404 page answers every address the others leave, so a plugin with
 * pages of its own comes before), unless the config file lists them already; without them (`serve --no-web`), even
 * when the config file lists them.
 */
export function withWebPages(plugins: readonly ServerPlugin[], web: boolean): ServerPlugin[] {
  if (!web) return plugins.filter((plugin) => plugin.name !== WEB_PLUGIN_NAME);
  if (plugins.some((plugin) => plugin.name === WEB_PLUGIN_NAME)) return [...plugins];
  return [...plugins, webPages()];
}

/** The name the web pages' plugin goes by. */
const WEB_PLUGIN_NAME = 'web';

/** The config file's plugins, in order, each made by its module's factory; the defaults when it lists none. */
export async function loadPlugins(config: ServerConfig): Promise<ServerPlugin[]> {
  if (config.plugins === undefined) return defaultPlugins();
  const from = configDirectory(config) ?? baseDirectory();
  const plugins: ServerPlugin[] = [];
  for (const entry of config.plugins) {
    const module = await importPlugin(entry.module, from);
    const exported = (module.default ?? module.plugin) as PluginFactory | ServerPlugin | undefined;
    const plugin = typeof exported === 'function' ? await exported(entry.options) : exported;
    if (!plugin || typeof plugin.name !== 'string') {
      throw new UsageError(
        `plugin ${entry.module}: its module must export a factory (default export) that returns a plugin with a name`,
      );
    }
    plugins.push(plugin);
  }
  return plugins;
}

async function importPlugin(specifier: string, from: string): Promise<Record<string, unknown>> {
  const local = specifier.startsWith('.') || isAbsolute(specifier);
  let target = local ? pathToFileURL(resolve(from, specifier)).href : specifier;
  if (!local) {
    try {
      target = pathToFileURL(createRequire(join(from, 'bankdir.config.json')).resolve(specifier)).href;
    } catch {
      // Not installed beside the config file: let import() look from the CLI package.
    }
  }
  try {
    return (await import(target)) as Record<string, unknown>;
  } catch (error) {
    throw new UsageError(`plugin ${specifier}: cannot be loaded (${(error as Error).message.split('\n')[0]})`);
  }
}
