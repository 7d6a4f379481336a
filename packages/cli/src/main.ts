// The bankdir CLI entry (bankdir.js imports it): run the command line, exit with its code.
import cluster from 'node:cluster';
import { runCli } from './run-cli.ts';

const code = await runCli(process.argv.slice(2));
// A `serve` worker that failed to start would otherwise stay alive, held by its channel to the primary, and neither
// listen nor exit: it exits, so that the primary sees the failure.
if (cluster.isWorker && code !== 0) process.exit(code);
process.exitCode = code;
