#!/usr/bin/env node
// `npm run check:deps`: the arrows between packages point one way. No cycle between workspace packages (counting
// every kind of dependency); the server names no plugin and no storage driver; the core names neither and imports
// neither; a plugin's code imports no storage driver and no other plugin, and its runtime dependencies name none; the
// conformance kit names no workspace package but the core, and no runtime package depends on it or imports it.
// File-level import cycles are dpdm's job (`npm run check:cycles`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The storage drivers and the database clients under them: only the CLI and tests may name them. */
export const DRIVERS = ['@bankdir/sqlite', '@bankdir/kysely', '@bankdir/postgres', 'better-sqlite3', 'pg'];
/** The storage conformance kit: test code, for tests and benchmarks only. */
export const CONFORMANCE = '@bankdir/conformance';
/** Workspaces that are tests or tooling rather than something users run: they may depend on the conformance kit. */
const TEST_TOOLING = [CONFORMANCE, '@bankdir/server-test', '@bankdir/bench'];
const KINDS = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
const RUNTIME_KINDS = KINDS.filter((kind) => kind !== 'devDependencies');

/** Every workspace package: its folder, name and package.json. */
function workspaces() {
  const patterns = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces;
  const folders = patterns.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(join(root, pattern.slice(0, -2)), { withFileTypes: true })
          .filter(
            (entry) => entry.isDirectory() && existsSync(join(root, pattern.slice(0, -2), entry.name, 'package.json')),
          )
          .map((entry) => join(pattern.slice(0, -2), entry.name))
      : [pattern],
  );
  return folders.map((folder) => {
    const manifest = JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8'));
    return { folder, name: manifest.name, manifest };
  });
}

const names = (manifest, kinds) => kinds.flatMap((kind) => Object.keys(manifest[kind] ?? {}));

/** Every cycle of the graph, each once, as a list of names ending where it starts. */
function cycles(graph) {
  const found = new Map();
  const visit = (node, path) => {
    const at = path.indexOf(node);
    if (at >= 0) {
      const cycle = path.slice(at);
      const start = cycle.indexOf([...cycle].sort()[0]);
      const key = [...cycle.slice(start), ...cycle.slice(0, start)];
      found.set(key.join(' -> '), [...key, key[0]]);
      return;
    }
    for (const next of graph.get(node) ?? []) visit(next, [...path, node]);
  };
  for (const node of graph.keys()) visit(node, []);
  return [...found.values()];
}

/** The module specifiers a source file imports (static, dynamic, re-exports, `import type`). */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const specifiers = [];
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g)) specifiers.push(match[1]);
  return specifiers;
}

function sourceFiles(folder) {
  const path = join(root, folder);
  if (!existsSync(path)) return [];
  return readdirSync(path, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(ts|mts|js|mjs)$/.test(entry.name))
    .map((entry) => join(entry.parentPath ?? entry.path, entry.name));
}

const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

export function check() {
  const packages = workspaces();
  const byName = new Map(packages.map((p) => [p.name, p]));
  // A plugin lives under plugins/, or is a server plugin elsewhere (it peer-depends on the server, as @bankdir/mcp).
  const plugins = packages.filter(
    (p) => p.folder.startsWith('plugins/') || Object.hasOwn(p.manifest.peerDependencies ?? {}, '@bankdir/server'),
  );
  const pluginNames = plugins.map((p) => p.name);
  const problems = [];

  const graph = new Map(
    packages.map((p) => [p.name, names(p.manifest, KINDS).filter((name) => byName.has(name) && name !== p.name)]),
  );
  for (const cycle of cycles(graph)) problems.push(`package cycle: ${cycle.join(' -> ')}`);

  const server = byName.get('@bankdir/server');
  for (const name of names(server.manifest, KINDS)) {
    if (DRIVERS.includes(name) || pluginNames.includes(name) || name === 'bankdir')
      problems.push(`packages/server/package.json names ${name}: the server depends on the core alone`);
  }
  const core = byName.get('@bankdir/core');
  for (const name of names(core.manifest, KINDS)) {
    if (byName.has(name) || DRIVERS.includes(name)) problems.push(`packages/core/package.json names ${name}`);
  }
  const conformance = byName.get(CONFORMANCE);
  for (const name of names(conformance.manifest, KINDS)) {
    if ((byName.has(name) && name !== '@bankdir/core') || DRIVERS.includes(name))
      problems.push(`${conformance.folder}/package.json names ${name}: the conformance kit depends on the core alone`);
  }
  const runtimePackages = packages.filter((p) => !TEST_TOOLING.includes(p.name));
  for (const p of runtimePackages) {
    if (names(p.manifest, RUNTIME_KINDS).includes(CONFORMANCE))
      problems.push(`${p.folder}/package.json depends on ${CONFORMANCE} at run time: only as a devDependency`);
  }
  const rules = [
    ...runtimePackages.map((p) => ({ folder: `${p.folder}/src`, banned: [CONFORMANCE] })),
    {
      folder: `${conformance.folder}/src`,
      banned: [...DRIVERS, ...packages.map((p) => p.name).filter((name) => name !== '@bankdir/core')],
    },
    { folder: 'packages/core/src', banned: [...DRIVERS, ...pluginNames, '@bankdir/server', 'bankdir'] },
    { folder: 'packages/server/src', banned: [...DRIVERS, ...pluginNames, 'bankdir'] },
    ...plugins.map((plugin) => ({
      folder: `${plugin.folder}/src`,
      banned: [...DRIVERS, ...pluginNames.filter((name) => name !== plugin.name), 'bankdir'],
    })),
  ];
  for (const { folder, banned } of rules) {
    for (const file of sourceFiles(folder)) {
      for (const specifier of importsOf(file)) {
        if (banned.includes(packageOf(specifier)))
          problems.push(`${relative(root, file)} imports ${specifier}: not allowed in ${folder}`);
      }
    }
  }
  for (const plugin of plugins) {
    for (const name of names(plugin.manifest, RUNTIME_KINDS)) {
      if (DRIVERS.includes(name) || (pluginNames.includes(name) && name !== plugin.name))
        problems.push(`${plugin.folder}/package.json depends on ${name}: only the CLI composes drivers and plugins`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = check();
  for (const problem of problems) console.error(`✗ ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(
    '✓ package arrows: no cycle; server and core name no driver or plugin; plugins import no driver; conformance kit only in tests',
  );
}
