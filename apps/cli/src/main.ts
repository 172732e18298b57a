// `npm run cli -- <command>`: the Keelerada admin CLI (see cli.ts for the commands and exit codes).
import { run } from './cli.ts';

process.exitCode = await run(process.argv.slice(2));
