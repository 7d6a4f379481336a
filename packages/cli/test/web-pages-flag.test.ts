import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { webPages } from '@bankdir/web';
import { defaultPlugins, loadPlugins, withWebPages } from '../src/load-plugins.ts';

describe('serve and the web pages', () => {
  test('serve mounts the web pages by default, after the other plugins', () => {
    const names = withWebPages(defaultPlugins(), true).map((plugin) => plugin.name);
    assert.equal(names.at(-1), 'web');
    assert.equal(names.filter((name) => name === 'web').length, 1);
  });

  test('--no-web leaves them out, even when the config file lists them', () => {
    assert.ok(!withWebPages(defaultPlugins(), false).some((plugin) => plugin.name === 'web'));
    assert.ok(!withWebPages([...defaultPlugins(), webPages()], false).some((plugin) => plugin.name === 'web'));
  });

  test('a config file that lists them gets them once, where it put them', () => {
    const listed = [webPages({ siteName: 'Banks' }), ...defaultPlugins()];
    const plugins = withWebPages(listed, true);
    assert.equal(plugins.filter((plugin) => plugin.name === 'web').length, 1);
    assert.equal(plugins[0], listed[0]);
  });
});

describe('the web pages in a config file', () => {
  test('@bankdir/web is a plugin module the config file can list, with its options', async () => {
    const plugins = await loadPlugins({ plugins: [{ module: '@bankdir/web', options: { siteName: 'Banks' } }] });
    assert.deepEqual(
      plugins.map((plugin) => plugin.name),
      ['web'],
    );
  });
});
