// The workspace packages that are published (every one without "private": true), in dependency order: each after
// the packages it depends on, so that publishing (and installing tarballs) goes in this order. A new package joins
// by being a workspace that is not private; see docs/releasing.md.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));

const KINDS = ['dependencies', 'peerDependencies', 'optionalDependencies'];

/** Every workspace folder the root package.json names (a trailing /* is every folder under it with a package.json). */
function workspaceFolders() {
  const patterns = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('/*')) return [pattern];
    const parent = pattern.slice(0, -2);
    return readdirSync(join(root, parent), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')))
      .map((entry) => `${parent}/${entry.name}`);
  });
}

/** [{ folder, name, version, manifest }] of the published packages, dependencies first. */
export function publishablePackages() {
  const packages = workspaceFolders()
    .map((folder) => ({ folder, manifest: JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ folder, manifest }) => ({ folder, name: manifest.name, version: manifest.version, manifest }));
  const byName = new Map(packages.map((p) => [p.name, p]));
  const ordered = [];
  const visit = (p, path = []) => {
    if (ordered.includes(p)) return;
    if (path.includes(p)) throw new Error(`package cycle: ${[...path, p].map((q) => q.name).join(' -> ')}`);
    for (const kind of KINDS) {
      for (const name of Object.keys(p.manifest[kind] ?? {}))
        if (byName.has(name)) visit(byName.get(name), [...path, p]);
    }
    ordered.push(p);
  };
  for (const p of packages) visit(p);
  return ordered;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const p of publishablePackages()) console.log(`${p.folder}\t${p.name}@${p.version}`);
}
