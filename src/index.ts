/** The Action's entry (bundled as dist/index.js): only runs main. */
import { run } from './main.js';

await run();
