/**
 * `memkeep init`'s scan: known ways agents keep memory in a repository, each
 * turned into the agent config memkeep would need, with what memkeep will
 * and will not do to every file it found. Nothing here writes.
 *
 * Known layouts: Squad in its three shapes (`.squad/agents/<name>/history.md`,
 * legacy `.ai-team/agents/<name>/history.md`), Claude Code agent memory (per
 * agent under `.claude/agent-memory/<agent>/`, or one top-level
 * `.claude/agent-memory/MEMORY.md`), a Cline or Roo Code memory bank
 * (`memory-bank/`, or `cline_docs/` where Cline first kept it), `tasks/lessons.md`, self-improving-agent `.learnings/`,
 * an OpenClaw workspace (`MEMORY.md`, daily `memory/YYYY-MM-DD.md`, `SOUL.md`
 * and the other workspace files), aide
 * agents (`agents/<name>/Aidefile`, already configured), and run logs: a
 * markdown file named like a log whose headings at one level are dated or
 * numbered entries (its order read from their dates). A document of fixed
 * sections is never proposed as a run log. Each family is read in its own
 * file under detect/; this one walks the tree, claims files in that order
 * and names the agents.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { INVISIBLE_CHARS } from '../text/invisible.js';
import { agentName, type Detected, sanitize } from './detect/common.js';
import { openClawWorkspaces } from './detect/openclaw.js';
import { runLogs } from './detect/run-logs.js';
import { squadAgent, squadTeam } from './detect/squad.js';
import { claudeAgent, learnings, lessons, memoryBank } from './detect/tools.js';
import { AGENTS_DIR, AIDEFILE } from './paths.js';

export type { Detected } from './detect/common.js';

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', '.memkeep', 'vendor']);
const MAX_DEPTH = 5;

/** Every layout found under `root`, in a stable order, with unique agent names. */
export function detectLayouts(root: string): Detected[] {
  const files = walk(root, root, 0).sort();
  const found: Detected[] = [];
  const claimed = new Set<string>();
  const rel = (p: string) => relative(root, p).split(sep).join('/');
  const rels = files.map(rel);
  const claimDir = (dir: string) => {
    for (const r of rels) if (r.startsWith(`${dir}/`)) claimed.add(r);
  };
  const under = (dir: string) => rels.filter((r) => r.startsWith(`${dir}/`));

  for (const r of rels) {
    let m: RegExpExecArray | null;
    if ((m = /^(.*\/)?\.(squad|ai-team)\/agents\/([^/]+)\/history\.md$/.exec(r))) {
      claimed.add(r);
      found.push(squadAgent(join(root, r), r, agentName(m[3]), m[2] === 'ai-team'));
    } else if ((m = /^(.*\/)?\.claude\/agent-memory\/([^/]+)\/MEMORY\.md$/.exec(r))) {
      const dir = r.slice(0, -'/MEMORY.md'.length);
      claimDir(dir);
      found.push(claudeAgent(m[2], dir, under(dir)));
    } else if ((m = /^(.*\/)?\.claude\/agent-memory\/MEMORY\.md$/.exec(r))) {
      const dir = r.slice(0, -'/MEMORY.md'.length);
      // Per-agent folders beside it are agents of their own; the top level keeps its own files.
      const own = under(dir).filter((f) => !f.slice(dir.length + 1).includes('/'));
      const perAgent = under(dir).length > own.length;
      for (const f of own) claimed.add(f);
      found.push(claudeAgent('claude', dir, own, perAgent));
    } else if ((m = /^(.*\/)?(memory-bank|cline_docs)\/(activeContext|decisionLog|productContext)\.md$/.exec(r))) {
      const dir = r.slice(0, r.lastIndexOf('/'));
      if (found.some((d) => d.fields.procedural_dir === dir)) continue;
      claimDir(dir);
      found.push(memoryBank(root, dir, under(dir)));
    } else if ((m = /^(.*\/)?\.learnings\/(LEARNINGS|ERRORS|FEATURE_REQUESTS)\.md$/.exec(r))) {
      const dir = r.slice(0, r.lastIndexOf('/'));
      if (found.some((d) => d.fields.preset === 'learnings' && String(d.fields.path).startsWith(`${dir}/`))) continue;
      claimDir(dir);
      found.push(learnings(dir, under(dir)));
    } else if ((m = /^(.*\/)?tasks\/lessons\.md$/.exec(r))) {
      claimed.add(r);
      found.push(lessons(join(root, r), r));
    } else if ((m = new RegExp(`^${AGENTS_DIR}/([^/]+)/${AIDEFILE}$`).exec(r))) {
      found.push({ agent: m[1], what: `aide agent ${r} (already configured)`, notes: [], files: [], fields: {} });
    }
  }
  const team = squadTeam(rels, claimed, found);
  if (team) found.push(team);
  found.push(...openClawWorkspaces(rels, claimed));
  found.push(...runLogs(root, rels, claimed));
  return uniqueNames(found.map(withConfig));
}

/** The TOML of a detected agent (after its name is final). */
function withConfig(d: Detected): Detected {
  if (!d.configFile) return d;
  // `what` holds a committed path: a line break in it would start a TOML line of its own.
  const lines = [`# Written by memkeep init: ${tomlValue(d.what).slice(1, -1)}`, '[memory]', 'enabled = true'];
  for (const [k, v] of Object.entries(d.fields)) lines.push(`${k} = ${tomlValue(v)}`);
  return { ...d, configFile: `${AGENTS_DIR}/${d.agent}.toml`, config: `${lines.join('\n')}\n` };
}

const TOML_ESCAPED = new RegExp(`${INVISIBLE_CHARS.source}|\u007f`, 'gu');

/**
 * A value as TOML: JSON's form (TOML reads its escapes), with the invisible
 * characters a committed path may hold (a bidi override, a zero-width space)
 * written as escapes too, so the config shows the path memkeep uses. DEL is
 * escaped as well: JSON leaves it as it is, and TOML refuses it in a string
 * or a comment.
 */
function tomlValue(v: unknown): string {
  return JSON.stringify(v).replace(TOML_ESCAPED, (c) => {
    const cp = c.codePointAt(0) ?? 0;
    return cp > 0xffff ? `\\U${cp.toString(16).padStart(8, '0')}` : `\\u${cp.toString(16).padStart(4, '0')}`;
  });
}

/**
 * Names that repeat (three folders each with a `history.md`) take their
 * folders, nearest first, until they differ: every file gets an agent.
 */
function uniqueNames(found: Detected[]): Detected[] {
  const configured = found.filter((d) => d.configFile);
  for (let depth = 1; depth <= MAX_DEPTH; depth++) {
    const count = new Map<string, number>();
    for (const d of configured) count.set(d.agent, (count.get(d.agent) ?? 0) + 1);
    const clashing = configured.filter((d) => (count.get(d.agent) ?? 0) > 1);
    if (clashing.length === 0) break;
    for (const d of clashing) {
      const path = String(d.fields.path ?? d.fields.procedural_dir ?? d.agent);
      const dirs = path
        .split('/')
        .slice(0, -1)
        .filter((p) => p !== '' && p !== '.');
      const from = dirs.slice(-depth).map(sanitize).join('-');
      d.agent = from ? `${from}-${sanitize(basename(path, '.md'))}` : `${d.agent}-${depth}`;
    }
  }
  return found.map(withConfig);
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
