/**
 * What every part of `memkeep init`'s scan shares: the detected agent, the
 * config it would need, and the bounded read of a file's head.
 */
import { type Heading, headingsOf } from '../../format/marks.js';
import { readRegularHeadSync } from '../../fs/regular.js';
import { isAgentName } from '../agent-config.js';
import { AGENTS_DIR } from '../paths.js';

export interface Detected {
  /** The agent name the config would use. */
  agent: string;
  /** What was found, for people. */
  what: string;
  /** Store-relative path of the config file to write; undefined: already configured. */
  configFile?: string;
  /** The TOML to write. */
  config?: string;
  /** Why the layout was read as it was. */
  notes: string[];
  /** What memkeep will and will not do to each file found (store-relative path, then its fate). */
  files: [string, string][];
  /** The run log (store-relative) when its order comes from git: init checks its history. */
  gitOrdered?: string;
  /** The config's fields, for renaming and for the one-commit fallback. */
  fields: Record<string, string | string[] | boolean>;
  /** The order to write when the log's history cannot order it (it was committed in one commit), and the log's fate then. */
  fallback?: { order: string; fate: string; misplaced?: string };
}

export const NEVER_TRIMMED = 'knowledge: loaded and analysed, never trimmed or pruned';

export function agentConfig(
  agent: string,
  what: string,
  fields: Record<string, string | string[] | boolean>,
  notes: string[],
  files: [string, string][],
): Detected {
  return { agent, what, notes, files, fields, configFile: `${AGENTS_DIR}/${agent}.toml` };
}

export function headsOf(path: string, level: number): Heading[] {
  const buf = head(path);
  return buf ? headingsOf(buf, level) : [];
}

/** Bytes of a file init reads to tell its shape. */
const MAX_SCAN_BYTES = 1 << 20;

/**
 * The head of a file, enough to tell its shape: init looks at every
 * markdown file of a repository, and a 300 MB one must cost no more than a
 * small one. Not a regular file (a link to a device, a FIFO): not read.
 */
export function head(path: string): Buffer | undefined {
  try {
    return readRegularHeadSync(path, MAX_SCAN_BYTES)?.head;
  } catch {
    return undefined;
  }
}

/** A directory's name as the agent name when it is one (no line break, no slash), else made into one. */
export function agentName(dir: string): string {
  return isAgentName(dir) ? dir : sanitize(dir);
}

export function sanitize(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '');
  return s || 'agent';
}
