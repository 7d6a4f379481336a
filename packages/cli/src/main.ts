// The bankdir CLI entry (bin/bankdir.js imports it): run the command line, exit with its code.
import { runCli } from './run-cli.ts';

process.exitCode = await runCli(process.argv.slice(2));
