/**
 * `memkeep init`'s scan: known ways agents keep memory in a repository, each
 * turned into the agent config memkeep would need. Nothing here writes.
 *
 * Known layouts: Squad (`.squad/agents/<name>/history.md`), Claude Code
 * agent memory (`.claude/agent-memory/<agent>/MEMORY.md`), a Cline memory
 * bank (`memory-bank/activeContext.md`), aide agents (`agents/<name>/Aidefile`,
 * already configured), and run logs: a markdown file named like a log whose
 * headings at one level are entries (its order read from their dates).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { headingsOf } from '../format/headings.js';
import { orderFromTimestamps } from '../format/order.js';
import { AGENTS_DIR, AIDEFILE } from './paths.js';

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
}

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', '.memkeep', 'vendor']);
const LOG_NAME = /(log|history|journal|incidents?|memory|context|progress|notes)[^/]*\.md$/i;
const MAX_DEPTH = 4;
const MIN_ENTRIES = 3;

/** Every layout found under `root`, in a stable order. */
export function detectLayouts(root: string): Detected[] {
  const files = walk(root, root, 0).sort();
  const found: Detected[] = [];
  const claimed = new Set<string>();
  const rel = (p: string) => relative(root, p).split(sep).join('/');

  for (const f of files) {
    const r = rel(f);
    let m: RegExpExecArray | null;
    if ((m = /^\.squad\/agents\/([^/]+)\/history\.md$/.exec(r))) {
      claimed.add(r);
      found.push(
        agentConfig(m[1], `Squad history ${r}`, { preset: 'squad', path: r }, [
          '### entries under "## Learnings", ordered by git commit time; Core Context kept',
        ]),
      );
    } else if ((m = /^(.*\/)?\.claude\/agent-memory\/([^/]+)\/MEMORY\.md$/.exec(r))) {
      const dir = r.slice(0, -'/MEMORY.md'.length);
      for (const g of files) if (rel(g).startsWith(`${dir}/`)) claimed.add(rel(g));
      found.push(
        agentConfig(
          m[2],
          `Claude Code agent memory ${dir}/`,
          { preset: 'claude-code', procedural_dir: dir, episodic_dir: dir },
          [
            'MEMORY.md is the index (core); topic files typed by front matter: feedback and user never pruned; linked files never pruned',
          ],
        ),
      );
    } else if ((m = /^(.*\/)?memory-bank\/activeContext\.md$/.exec(r))) {
      const dir = r.slice(0, -'/activeContext.md'.length);
      for (const g of files) if (rel(g).startsWith(`${dir}/`)) claimed.add(rel(g));
      const order = logOrder(f, 2);
      const fields: Record<string, string> = { preset: 'cline', path: r, procedural_dir: dir };
      const notes = [
        'core files (projectbrief, productContext, systemPatterns, techContext, activeContext, progress, .cursor/) never pruned',
      ];
      if (order.order && order.order !== 'newest-first') {
        fields.order = 'auto';
        notes.push(`the dated entries of ${r} run oldest first: order = "auto"`);
      }
      found.push(
        agentConfig(
          basename(dir) === 'memory-bank' ? 'cline' : sanitize(basename(dir)),
          `Cline memory bank ${dir}/`,
          fields,
          notes,
        ),
      );
    } else if ((m = new RegExp(`^${AGENTS_DIR}/([^/]+)/${AIDEFILE}$`).exec(r))) {
      found.push({ agent: m[1], what: `aide agent ${r} (already configured)`, notes: [] });
    }
  }
  for (const f of files) {
    const r = rel(f);
    if (claimed.has(r) || !LOG_NAME.test(r) || r.startsWith(`${AGENTS_DIR}/`)) continue;
    const log = logShape(f);
    if (!log) continue;
    found.push(agentConfig(sanitize(basename(r, '.md')), `run log ${r}`, { ...log.fields, path: r }, log.notes));
  }
  return found;
}

function agentConfig(agent: string, what: string, fields: Record<string, string>, notes: string[]): Detected {
  const lines = [`# Written by memkeep init: ${what}`, '[memory]', 'enabled = true'];
  for (const [k, v] of Object.entries(fields)) lines.push(`${k} = ${JSON.stringify(v)}`);
  return { agent, what, configFile: `${AGENTS_DIR}/${agent}.toml`, config: `${lines.join('\n')}\n`, notes };
}

/** The entry level, section and order of a markdown file that reads as a log; undefined when it does not. */
function logShape(path: string): { fields: Record<string, string>; notes: string[] } | undefined {
  let buf: Buffer;
  try {
    buf = readFileSync(path);
  } catch {
    return undefined;
  }
  const heads = headingsOf(buf, 4);
  for (const level of [2, 3]) {
    const at = heads.filter((h) => h.level === level);
    if (at.length < MIN_ENTRIES) continue;
    const fields: Record<string, string> = {};
    const notes: string[] = [];
    if (level > 2) {
      fields.entry_heading = '#'.repeat(level);
      const sections = new Set(
        at.map((h) =>
          heads
            .filter((s) => s.level === 2 && s.start < h.start)
            .at(-1)
            ?.title.trim(),
        ),
      );
      const [only] = sections;
      if (sections.size === 1 && only) fields.entries_under = only;
    }
    const order = orderFromTimestamps(at.map((h) => h.title));
    if (order === 'newest-first') fields.order = 'newest-first';
    notes.push(
      order
        ? `entry dates run ${order}`
        : 'entries are not all dated: oldest-first assumed (set order = "git" for history order)',
    );
    return { fields, notes };
  }
  return undefined;
}

function logOrder(path: string, level: number): { order?: string } {
  try {
    const heads = headingsOf(readFileSync(path), level).filter((h) => h.level === level && /\d{4}-\d{2}/.test(h.title));
    return { order: heads.length >= 2 ? orderFromTimestamps(heads.map((h) => h.title)) : undefined };
  } catch {
    return {};
  }
}

function sanitize(name: string): string {
  const s = name
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '');
  return s || 'agent';
}

function walk(root: string, dir: string, depth: number): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const e of entries) {
    const p = join(dir, e.name);
    if (e.isDirectory()) {
      if (!SKIP_DIRS.has(e.name) && depth < MAX_DEPTH) out.push(...walk(root, p, depth + 1));
    } else if (e.isFile() && (e.name.endsWith('.md') || e.name === AIDEFILE) && statSync(p).size > 0) out.push(p);
  }
  return out;
}
