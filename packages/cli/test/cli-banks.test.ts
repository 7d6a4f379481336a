import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { cli, engines, scratchFolder } from './helpers/bank-targets.ts';

// bankdir banks add|edit|show|list|remove on SQLite and PostgreSQL: every field from flags, --json for scripts, a bad
// field names its flag (exit 2), a bank that is not there is exit 1.

const folder = scratchFolder();
const all = engines();
after(async () => {
  for (const engine of all) await engine.cleanUp();
  rmSync(folder, { recursive: true, force: true });
});

for (const engine of all) {
  describe(`bankdir banks (${engine.name})`, { skip: engine.skip }, () => {
    const saved = process.env.BANKDIR_EMBEDDER;
    process.env.BANKDIR_EMBEDDER = 'none';
    after(() => {
      if (saved === undefined) delete process.env.BANKDIR_EMBEDDER;
      else process.env.BANKDIR_EMBEDDER = saved;
    });

    test('add with every field into a new database, then show, edit, list and remove', async () => {
      const { flags } = await engine.fresh('cli_banks');
      const description = join(folder, `${engine.name}-description.md`);
      writeFileSync(description, '## Overview\n\nA test bank for farmers.\n');
      const added = await cli([
        'banks',
        'add',
        ...flags,
        '--json',
        '--name',
        'Farm Bank',
        '--country',
        'de',
        '--url',
        'https://www.farmbank.example',
        '--hostname',
        'farmbank.example.org,farm.example',
        '--stock',
        'XETRA:FRM*',
        '--stock',
        'NYSE:FRMB',
        '--kind',
        'retail',
        '--kind',
        'cooperative',
        '--ownership',
        'cooperative',
        '--parent',
        'Farm Group',
        '--headquarters',
        'Kassel',
        '--size',
        'major',
        '--also-known-as',
        'FB',
        '--also-known-as',
        'Farmers Bank',
        '--former-name',
        'Kassel Farmers Savings',
        '--description-file',
        description,
      ]);
      assert.equal(added.code, 0, added.stderr);
      const bank = JSON.parse(added.stdout);
      assert.equal(bank.id, 'bank_de_farm-bank');
      assert.deepEqual(
        { ...bank, id: undefined },
        {
          id: undefined,
          country: 'DE',
          name: 'Farm Bank',
          url: 'https://www.farmbank.example',
          alternativeHostnames: ['farm.example', 'farmbank.example.org'],
          stocks: [
            { market: 'XETRA', symbol: 'FRM', primary: true },
            { market: 'NYSE', symbol: 'FRMB', primary: false },
          ],
          kinds: ['retail', 'cooperative'],
          ownership: ['cooperative'],
          parent: 'Farm Group',
          headquarters: 'Kassel',
          size: 'major',
          alsoKnownAs: ['FB', 'Farmers Bank'],
          formerNames: ['Kassel Farmers Savings'],
          description: '## Overview\n\nA test bank for farmers.',
        },
      );

      const shown = await cli(['banks', 'show', bank.id, ...flags]);
      assert.equal(shown.code, 0, shown.stderr);
      assert.match(shown.stdout, /XETRA:FRM \(primary\)/);

      const edited = await cli([
        'banks',
        'edit',
        bank.id,
        ...flags,
        '--json',
        '--url',
        'https://farmbank.example',
        '--parent',
        '',
        '--stock',
        '',
        '--size',
        '',
      ]);
      assert.equal(edited.code, 0, edited.stderr);
      const after = JSON.parse(edited.stdout);
      assert.equal(after.url, 'https://farmbank.example');
      assert.equal(after.parent, undefined);
      assert.equal(after.size, undefined, 'an empty --size removes it');
      assert.deepEqual(after.stocks, []);
      assert.equal(after.headquarters, 'Kassel', 'fields not given stay');

      const listed = await cli(['banks', 'list', ...flags, '--country', 'DE', '--json']);
      assert.deepEqual(JSON.parse(listed.stdout), [
        { id: bank.id, country: 'DE', name: 'Farm Bank', url: 'https://farmbank.example' },
      ]);

      const twice = await cli([
        'banks',
        'add',
        ...flags,
        '--name',
        'Farm Bank Again',
        '--country',
        'DE',
        '--url',
        'https://farmbank.example',
      ]);
      assert.equal(twice.code, 1);
      assert.match(twice.stderr, /bank_de_farm-bank .* already has this website/);

      const removed = await cli(['banks', 'remove', bank.id, ...flags]);
      assert.equal(removed.code, 0, removed.stderr);
      const gone = await cli(['banks', 'show', bank.id, ...flags]);
      assert.equal(gone.code, 1);
      assert.match(gone.stderr, /no bank with id bank_de_farm-bank/);
    });

    test('a bad field is a usage error naming its flag; a missing bank is exit 1', async () => {
      const { flags } = await engine.fresh('cli_banks_errors');
      const base = ['banks', 'add', ...flags, '--name', 'X Bank', '--url', 'https://x.example'];
      const cases: [string[], RegExp][] = [
        [[...base, '--country', 'QQ'], /--country: no country with code QQ/],
        [[...base, '--country', 'DE', '--kind', 'spaceship'], /--kind: kinds must be among/],
        [[...base, '--country', 'DE', '--size', 'huge'], /--size: size must be one of largest, major/],
        [[...base, '--country', 'DE', '--stock', 'NOPE:X'], /--stock: no market NOPE/],
        [[...base, '--country', 'DE', '--stock', 'XETRA'], /--stock must be MARKET:SYMBOL/],
        [
          ['banks', 'add', ...flags, '--name', 'X', '--country', 'DE', '--url', 'ftp://x.example'],
          /--url: url must be an absolute http or https URL/,
        ],
        [['banks', 'add', ...flags, '--country', 'DE', '--url', 'https://x.example'], /--name is required/],
        [['banks', 'fly', ...flags], /unknown subcommand "fly"/],
      ];
      for (const [args, message] of cases) {
        const result = await cli(args);
        assert.equal(result.code, 2, args.join(' '));
        assert.match(result.stderr, message);
      }
      const missing = await cli(['banks', 'edit', 'bank_nope', ...flags, '--name', 'Y']);
      assert.equal(missing.code, 1);
      assert.match(missing.stderr, /no bank with id bank_nope/);
    });
  });
}
