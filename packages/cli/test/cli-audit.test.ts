import assert from 'node:assert/strict';
import { rmSync, writeFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import type { AuditEntry, Principal } from '@bankdir/core';
import { openDirectory } from '../src/open-directory.ts';
import { cli, engines, scratchFolder } from './helpers/bank-targets.ts';

// Every operator command, run in this process on SQLite and PostgreSQL, then found in `bankdir audit`: who (the
// operating-system user, or --as), what, the subject, and the reason; the filters and the two output formats.

const folder = scratchFolder();
const all = engines();
after(async () => {
  for (const engine of all) await engine.cleanUp();
  rmSync(folder, { recursive: true, force: true });
});

const rep = (accountId: string, bankId: string): Principal => ({
  accountId,
  plan: 'FREE',
  representsBank: async (id) => id === bankId,
});

/** Runs a command, failing the test with its stderr when it does not succeed; answers its stdout. */
async function run(...args: string[]): Promise<string> {
  const result = await cli(args);
  assert.equal(result.code, 0, `bankdir ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

for (const engine of all) {
  describe(`bankdir audit (${engine.name})`, { skip: engine.skip }, () => {
    const saved = process.env.BANKDIR_EMBEDDER;
    process.env.BANKDIR_EMBEDDER = 'none';
    after(() => {
      if (saved === undefined) delete process.env.BANKDIR_EMBEDDER;
      else process.env.BANKDIR_EMBEDDER = saved;
    });

    test('every operator command appears in the audit trail with its operator, subject and reason', async () => {
      const { target, flags } = await engine.fresh('cli_audit');
      const as = ['--as', 'ops-test'];
      await run(
        'banks',
        'add',
        ...flags,
        '--id',
        'bank_audit_a',
        '--name',
        'Audit A',
        '--country',
        'DE',
        '--url',
        'https://a.example',
      );
      await run('banks', 'edit', 'bank_audit_a', ...flags, ...as, '--name', 'Audit A AG', '--reason', 'Renamed');
      const file = join(folder, `${engine.name}-banks.jsonl`);
      writeFileSync(
        file,
        `${JSON.stringify({ id: 'bank_audit_b', country: 'FR', name: 'Audit B', url: 'https://b.example' })}\n`,
      );
      await run('import', file, ...flags, ...as);

      const account = JSON.parse(await run('accounts', 'create', ...flags, ...as, '--name', 'Rep', '--json'));
      const accountId: string = account.account.id;
      await run('accounts', 'set-plan', accountId, 'pro', ...flags, ...as);
      await run('accounts', 'set-role', accountId, 'operator', ...flags, ...as);
      await run('accounts', 'disable', accountId, ...flags, ...as, '--reason', 'Abuse');
      await run('accounts', 'enable', accountId, ...flags, ...as);
      const key = JSON.parse(await run('keys', 'create', '--account', accountId, ...flags, ...as, '--json'));
      await run('keys', 'revoke', key.id, ...flags, ...as);
      await run('reps', 'approve', '--account', accountId, '--bank', 'bank_audit_a', ...flags, ...as);
      await run('reps', 'revoke', '--account', accountId, '--bank', 'bank_audit_a', ...flags, ...as);

      const opened = await openDirectory({ target });
      const { directory } = opened;
      const author = rep('acct_author', 'bank_audit_a');
      const story = (await directory.stories.create(author, 'bank_audit_a', { text: 'Helpful.' })).data;
      const product = (
        await directory.products.create(author, 'bank_audit_a', { category: 'CARD', type: 'DEBIT_CARD', name: 'Card' })
      ).data;
      const approveId = (await directory.representatives.apply(author, 'bank_audit_a', { note: 'Me.' })).data.id;
      const rejectId = (await directory.representatives.apply(author, 'bank_audit_b', { note: 'Me too.' })).data.id;
      await directory.close();
      await run('stories', 'hide', story.id, ...flags, ...as, '--reason', 'Spam');
      await run('stories', 'unhide', story.id, ...flags, ...as);
      await run('products', 'hide', product.id, ...flags, ...as);
      await run('products', 'unhide', product.id, ...flags, ...as);
      await run('representatives', 'approve', approveId, ...flags, ...as);
      await run('representatives', 'reject', rejectId, ...flags, ...as, '--reason', 'Not staff');
      await run('banks', 'remove', 'bank_audit_b', ...flags, ...as);

      const entries: AuditEntry[] = (await run('audit', ...flags, '--json', '--limit', '1000'))
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line));
      const trail = entries.reverse().map((entry) => `${entry.actor.id} ${entry.action} ${entry.subject?.id ?? '-'}`);
      assert.deepEqual(trail, [
        `${userInfo().username} bank.create bank_audit_a`,
        'ops-test bank.update bank_audit_a',
        'ops-test banks.import -',
        `ops-test account.create ${accountId}`,
        `ops-test account.setPlan ${accountId}`,
        `ops-test account.setRole ${accountId}`,
        `ops-test account.disable ${accountId}`,
        `ops-test account.enable ${accountId}`,
        `ops-test key.create ${key.id}`,
        `ops-test key.revoke ${key.id}`,
        'ops-test representative.approve bank_audit_a',
        'ops-test representative.revoke bank_audit_a',
        `ops-test story.hide ${story.id}`,
        `ops-test story.unhide ${story.id}`,
        `ops-test product.hide ${product.id}`,
        `ops-test product.unhide ${product.id}`,
        `ops-test application.approve ${approveId}`,
        `ops-test application.reject ${rejectId}`,
        'ops-test bank.delete bank_audit_b',
      ]);
      assert.ok(
        entries.every((entry) => entry.actor.kind === 'cli'),
        'every command acts as kind cli',
      );
      const reasons = entries.filter((entry) => entry.reason !== null).map((entry) => [entry.action, entry.reason]);
      assert.deepEqual(reasons, [
        ['bank.update', 'Renamed'],
        ['account.disable', 'Abuse'],
        ['story.hide', 'Spam'],
        ['application.reject', 'Not staff'],
      ]);
      const disable = entries.find((entry) => entry.action === 'account.disable')!;
      assert.deepEqual(
        [(disable.before as { state: string }).state, (disable.after as { state: string }).state],
        ['active', 'disabled'],
      );
      const imported = entries.find((entry) => entry.action === 'banks.import')!;
      assert.deepEqual((imported.after as { ids: unknown }).ids, {
        created: ['bank_audit_b'],
        updated: [],
        removed: [],
      });
    });

    test('filters by operator, action and time, prints a table by default, and refuses a bad time', async () => {
      const { flags } = await engine.fresh('cli_audit_filters');
      await run(
        'banks',
        'add',
        ...flags,
        '--as',
        'ada',
        '--id',
        'bank_f',
        '--name',
        'F',
        '--country',
        'DE',
        '--url',
        'https://f.example',
      );
      const since = new Date().toISOString();
      await run(
        'banks',
        'edit',
        'bank_f',
        ...flags,
        '--as',
        'grace',
        '--url',
        'https://f2.example',
        '--reason',
        'Moved',
      );
      await run('banks', 'remove', 'bank_f', ...flags, '--as', 'ada');
      const actions = async (...filter: string[]) =>
        (await run('audit', ...flags, '--json', ...filter))
          .trimEnd()
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => (JSON.parse(line) as AuditEntry).action);
      assert.deepEqual(await actions('--operator', 'ada'), ['bank.delete', 'bank.create']);
      assert.deepEqual(await actions('--action', 'bank.update'), ['bank.update']);
      assert.deepEqual(await actions('--action', 'bank', '--since', since), ['bank.delete', 'bank.update']);
      assert.deepEqual(await actions('--until', since), ['bank.create']);
      assert.deepEqual(await actions('--limit', '1'), ['bank.delete']);
      assert.deepEqual(await actions('--action', 'story'), []);

      const lines = (await run('audit', ...flags)).trimEnd().split('\n');
      assert.match(lines[0]!, /^AT +OPERATOR +ACTION +SUBJECT +CHANGED +REASON$/);
      assert.match(lines[2]!, /cli:grace +bank\.update +bank bank_f +url +Moved$/);
      assert.match(lines[3]!, /cli:ada +bank\.create +bank bank_f +created +-$/);
      assert.equal((await run('audit', ...flags, '--action', 'story')).trim(), 'No audit entries.');
      const bad = await cli(['audit', ...flags, '--since', 'yesterday']);
      assert.equal(bad.code, 2);
      assert.match(bad.stderr, /--since must be an ISO 8601 time/);
    });
  });
}
