#!/usr/bin/env node
// `npm run publish:packages [-- --dry-run]`: `npm publish` of every published package, dependencies first, so that
// no package reaches the registry before one it depends on. Run after `npm run build` and the checks
// (docs/releasing.md); other arguments go to npm publish (e.g. --dry-run, --otp=123456, --tag next).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { publishablePackages, root } from './publishable-packages.mjs';

const args = process.argv.slice(2);
for (const { folder, name, version } of publishablePackages()) {
  console.log(`== npm publish ${args.join(' ')} ${name}@${version} (${folder})`);
  // From the package's folder, not `-w folder`: that would also publish the workspaces nested under it.
  const status = spawnSync('npm', ['publish', ...args], { cwd: join(root, folder), stdio: 'inherit' }).status;
  if (status !== 0) {
    console.error(`✗ npm publish ${name}@${version} failed; the packages before it in this list were published`);
    process.exit(1);
  }
}
