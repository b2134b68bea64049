/** Every file and directory name memkeep owns in a store, named once. */

/** The store's own settings, at its root. */
export const CONFIG_FILE = 'memkeep.toml';
/** Where axe-style agent configs (`<name>.toml`) and aide-style agent directories live. */
export const AGENTS_DIR = 'agents';
/** An aide-style agent's config, inside its directory under AGENTS_DIR. */
export const AIDEFILE = 'Aidefile';
/** Where gc keeps its state (the analysis cache), at the store root. */
export const STATE_DIR = '.memkeep';
/** The analysis cache, inside STATE_DIR. */
export const STATE_FILE = 'state.json';
/** What `memkeep fail` appends to, in an agent's procedural_dir. */
export const FAILURES_FILE = 'failures.md';
/** The distil step's digest of a run log, in procedural_dir. */
export const DIGEST_FILE = 'digest.md';
/** The distil step's lessons from failures, in procedural_dir. */
export const LESSONS_FILE = 'lessons.md';
/** Files the distil step writes into procedural_dir; loaded before other notes. */
export const DISTILLED_FILES = [DIGEST_FILE, LESSONS_FILE];
