/** The `memkeep` command (bundled as dist/cli/index.js): only wires the process to runCli. */

import { runCli } from './cli/dispatch.js';
import { processIo } from './cli/io.js';

process.exitCode = await runCli(process.argv.slice(2), processIo());
