/** The `memkeep` command (bundled as dist/cli/index.js): only wires the process to runCli. */
import { processIo } from './cli/io.js';
import { runCli } from './cli/run.js';

process.exitCode = await runCli(process.argv.slice(2), processIo());
