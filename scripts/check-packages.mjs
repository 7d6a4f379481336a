#!/usr/bin/env node
// `npm run check:packages`: every published package as the ecosystem checks it, after `npm run build`. publint
// (strict: warnings fail) lints each package.json against its files; @arethetypeswrong/cli reads each packed tarball
// as TypeScript and Node would resolve it. bankdir is ESM only, so attw's esm-only profile leaves out the CommonJS
// require() resolutions. Also the shape every package shares (docs/releasing.md): a LICENSE, a tsconfig.json that
// tsconfig.build.json references, files that ship dist and never tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publishablePackages, root } from './publishable-packages.mjs';

const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (command, args, options = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options }).status === 0;

if (!run('npm', ['run', '--silent', 'build'])) process.exit(1);

const packages = publishablePackages();
const buildReferences = JSON.parse(readFileSync(join(root, 'tsconfig.build.json'), 'utf8')).references.map(
  (reference) => reference.path,
);
const problems = [];
for (const { folder, name, manifest } of packages) {
  if (!existsSync(join(root, folder, 'LICENSE'))) problems.push(`${name}: no LICENSE file in ${folder}`);
  if (!buildReferences.includes(folder)) problems.push(`${name}: tsconfig.build.json does not reference ${folder}`);
  if (!manifest.files?.includes('dist')) problems.push(`${name}: "files" does not list dist`);
  if (manifest.files?.some((entry) => entry.includes('test'))) problems.push(`${name}: "files" lists tests`);
  if (!manifest.engines?.node) problems.push(`${name}: no engines.node`);
  if (name.startsWith('@') && manifest.publishConfig?.access !== 'public')
    problems.push(`${name}: a scoped package needs publishConfig.access "public"`);
}

const tarballs = mkdtempSync(join(tmpdir(), 'bankdir-check-packages-'));
try {
  for (const { folder, name, manifest } of packages) {
    console.log(`\n== ${name} (${folder})`);
    if (!run(bin('publint'), ['run', folder, '--strict', '--pack', 'npm'])) problems.push(`${name}: publint`);
    // From the package's folder, not `-w folder`: that would also pack the workspaces nested under it (server/test).
    const packed = spawnSync('npm', ['pack', '--silent', '--pack-destination', tarballs], {
      cwd: join(root, folder),
      encoding: 'utf8',
    });
    const tarball = packed.stdout.trim().split('\n').at(-1);
    if (packed.status !== 0 || !tarball) {
      problems.push(`${name}: npm pack failed\n${packed.stderr}`);
      continue;
    }
    // A package with no exports (the CLI: a bin only) has nothing for attw to resolve.
    if (!manifest.exports) continue;
    if (!run(bin('attw'), [join(tarballs, tarball), '--profile', 'esm-only', '--format', 'table-flipped']))
      problems.push(`${name}: attw`);
  }
} finally {
  rmSync(tarballs, { recursive: true, force: true });
}

for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length > 0) process.exit(1);
console.log(`\n✓ ${packages.length} packages: publint and attw (esm-only) pass, every package has the shared shape`);
