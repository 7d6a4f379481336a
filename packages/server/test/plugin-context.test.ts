import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { FirstRunContext, PluginContext, ServerPlugin } from '../src/index.ts';
import { startTestServer } from './helpers/test-server.ts';

// What a plugin gets from the host: one typed context for setup, the same plus the URL for the firstRun hook.

describe('the plugin context', () => {
  test('setup receives the directory, the storage’s SQL database, the log and the configuration', async () => {
    let seen: PluginContext | undefined;
    const recorder: ServerPlugin = {
      name: 'recorder',
      setup: (context) => {
        seen = context;
      },
    };
    const server = await startTestServer({ extraPlugins: [recorder], rateLimitPerMinute: 42 });
    try {
      assert.ok(seen);
      assert.equal(seen.directory, server.directory);
      assert.ok(seen.database, 'the SQLite storage lends its database');
      assert.equal(seen.database, server.directory.storage.database);
      assert.equal(typeof seen.database.migrate, 'function');
      assert.equal(seen.config.rateLimitPerMinute, 42);
      seen.log.info('a line from a plugin');
      assert.ok(server.logs.includes('a line from a plugin'));
    } finally {
      await server.close();
    }
  });

  test('firstRun hooks run after setup, in plugin order, with the server’s URL; plugins with nothing to say are left out', async () => {
    const events: string[] = [];
    const plugin = (name: string, note: boolean): ServerPlugin => ({
      name,
      setup: () => {
        events.push(`${name} setup`);
      },
      firstRun: (context: FirstRunContext) => {
        events.push(`${name} firstRun`);
        return note ? { lines: [`${name} at ${context.url}`], fields: { [name]: true } } : undefined;
      },
    });
    const server = await startTestServer({
      extraPlugins: [plugin('one', true), plugin('quiet', false), plugin('two', true)],
    });
    try {
      const notes = await server.app.firstRun({ url: server.url });
      assert.deepEqual(
        notes.map((note) => note.lines),
        [[`one at ${server.url}`], [`two at ${server.url}`]],
        'the API-key plugin says nothing: its accounts exist already',
      );
      assert.deepEqual(events, [
        'one setup',
        'quiet setup',
        'two setup',
        'one firstRun',
        'quiet firstRun',
        'two firstRun',
      ]);
    } finally {
      await server.close();
    }
  });
});
