/**
 * `memkeep init`'s scan: known ways agents keep memory in a repository, each
 * turned into the agent config memkeep would need, with what memkeep will
 * and will not do to every file it found. Nothing here writes.
 *
 * Known layouts: Squad in its three shapes (`.squad/agents/<name>/history.md`,
 * legacy `.ai-team/agents/<name>/history.md`), Claude Code agent memory (per
 * agent under `.claude/agent-memory/<agent>/`, or one top-level
 * `.claude/agent-memory/MEMORY.md`), a Cline or Roo Code memory bank
 * (`memory-bank/`), `tasks/lessons.md`, self-improving-agent `.learnings/`,
 * an OpenClaw workspace (`MEMORY.md` and daily `memory/YYYY-MM-DD.md`), aide
 * agents (`agents/<name>/Aidefile`, already configured), and run logs: a
 * markdown file named like a log whose headings at one level are dated or
 * numbered entries (its order read from their dates). A document of fixed
 * sections is never proposed as a run log.
 */
import { readdirSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, sep } from 'node:path';
import { type Heading, headingsOf } from '../format/headings.js';
import { headingStamp, orderFromTimestamps } from '../format/order.js';
import { readRegularHeadSync } from '../fs/regular.js';
import { isAgentName } from './agent-config.js';
import { AGENTS_DIR, AIDEFILE } from './paths.js';
import { MEMORY_BANK_CORE, PRESETS } from './presets.js';

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
  fields: Record<string, string | string[]>;
  /** The order to write when the log's history cannot order it (it was committed in one commit). */
  fallbackOrder?: string;
}

const SKIP_DIRS = new Set(['node_modules', '.git', 'dist', 'build', '.memkeep', 'vendor']);
const LOG_NAME = /(log|history|journal|incidents?|memory|context|progress|notes)[^/]*\.md$/i;
const MAX_DEPTH = 5;
const MIN_ENTRIES = 3;
const NUMBERED = /^(action|run|session|entry|step|iteration|task|cycle)\s*#?\d+/i;
const DAILY = /^\d{4}-\d{2}-\d{2}(?:-[^/]*)?\.md$/;

const NEVER_TRIMMED = 'knowledge: loaded and analysed, never trimmed or pruned';

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
    } else if ((m = /^(.*\/)?memory-bank\/(activeContext|decisionLog|productContext)\.md$/.exec(r))) {
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
  // The team's own files (decisions, inbox, ceremonies): no agent's log, and never touched.
  const team = rels.filter((r) => !claimed.has(r) && /(^|\/)\.(squad|ai-team)\//.test(r));
  if (team.length > 0 && found.some((d) => String(d.fields.preset ?? '').startsWith('squad'))) {
    for (const r of team) claimed.add(r);
    found.push({
      agent: '',
      what: 'Squad team files',
      notes: [],
      files: team.map((r) => [r, `Squad team file (decisions, inbox): ${NEVER_TRIMMED}`]),
      fields: {},
    });
  }
  // OpenClaw: a folder with daily notes under memory/, and usually a curated MEMORY.md beside it.
  const workspaces = new Set(
    rels
      .filter((r) => !claimed.has(r) && /(^|\/)memory\/[^/]+$/.test(r) && DAILY.test(basename(r)))
      .map((r) => dirname(dirname(r))),
  );
  for (const ws of [...workspaces].sort()) {
    const prefix = ws === '.' ? '' : `${ws}/`;
    const daily = rels.filter((r) => r.startsWith(`${prefix}memory/`) && !claimed.has(r));
    const curated = rels.find((r) => r === `${prefix}MEMORY.md`);
    for (const r of [...daily, ...(curated ? [curated] : [])]) claimed.add(r);
    found.push(openClaw(ws === '.' ? 'openclaw' : sanitize(basename(ws)), prefix, daily, curated));
  }
  for (const r of rels) {
    if (claimed.has(r) || !LOG_NAME.test(r) || r.startsWith(`${AGENTS_DIR}/`)) continue;
    const log = logShape(join(root, r));
    if (!log) continue;
    if (log.document) {
      found.push({
        agent: '',
        what: `document ${r} (${log.document})`,
        notes: [],
        files: [[r, 'a document of fixed sections, not a run log: left alone, no config proposed']],
        fields: {},
      });
      continue;
    }
    found.push(
      agentConfig(sanitize(basename(r, '.md')), `run log ${r}`, { ...log.fields, path: r }, log.notes, [[r, log.fate]]),
    );
  }
  return uniqueNames(found.map(withConfig));
}

/** A Squad history in whichever of its three shapes it is written. */
function squadAgent(path: string, r: string, name: string, legacy: boolean): Detected {
  const heads = headsOf(path, 3);
  const learnings = heads.findIndex((h) => h.level === 2 && /^learnings$/i.test(h.title.trim()));
  const nextSection = heads.findIndex((h, i) => i > learnings && h.level <= 2);
  const inLearnings = learnings === -1 ? [] : heads.slice(learnings + 1, nextSection === -1 ? undefined : nextSection);
  const dated = heads.filter((h) => h.level === 2 && headingStamp(h.title) !== undefined);
  const where = legacy ? 'legacy .ai-team' : 'Squad';
  const fields: Record<string, string> = { path: r };
  const notes: string[] = [];
  let fate: string;
  if (inLearnings.some((h) => h.level === 3) || dated.length === 0) {
    fields.preset = inLearnings.some((h) => h.level === 3) || !bulletsUnderLearnings(path) ? 'squad' : 'squad-bullets';
    fate =
      fields.preset === 'squad'
        ? '`### ` entries under `## Learnings` trimmed to the newest by git commit time; the title, Core Context and other sections kept'
        : 'bullets under `## Learnings` trimmed to the newest by git commit time; everything else kept';
  } else {
    fields.preset = 'squad-dated';
    fate = 'dated `## ` entries trimmed to the newest by their dates; undated sections (Core Context, Learnings) kept';
  }
  notes.push(`${where} history, ${PRESETS[fields.preset].about.replace(/^.*\), /, '')}`);
  return {
    ...agentConfig(name, `${where} history ${r}`, fields, notes, [[r, fate]]),
    gitOrdered: fields.preset === 'squad-dated' ? undefined : r,
    fallbackOrder: 'oldest-first',
  };
}

function bulletsUnderLearnings(path: string): boolean {
  try {
    const text = head(path)?.toString('utf8') ?? '';
    return /^## Learnings[ \t]*\r?\n(?:[ \t]*\r?\n)*[-*+] /im.test(text);
  } catch {
    return false;
  }
}

function claudeAgent(name: string, dir: string, files: string[], perAgentBeside = false): Detected {
  const fields: Record<string, string | string[]> = {
    preset: 'claude-code',
    path: `${dir}/log.md`,
    core_files: [`${dir}/MEMORY.md`],
  };
  if (!perAgentBeside) Object.assign(fields, { procedural_dir: dir, episodic_dir: dir });
  const fates = files.map((f): [string, string] => [
    f,
    f.endsWith('/MEMORY.md')
      ? 'the index: core, never pruned; files it links are never pruned'
      : 'typed by its front matter: feedback, user and reference notes are kept; an unlinked project note ages out after episodic_max_age',
  ]);
  return agentConfig(
    sanitize(name),
    `Claude Code agent memory ${dir}/`,
    fields,
    perAgentBeside ? ['the per-agent folders beside it are agents of their own'] : [],
    fates,
  );
}

function memoryBank(root: string, dir: string, files: string[]): Detected {
  const roo = files.includes(`${dir}/decisionLog.md`);
  const path = `${dir}/activeContext.md`;
  const fields: Record<string, string> = { preset: roo ? 'roo' : 'cline', path, procedural_dir: dir };
  const notes: string[] = [];
  if (!roo) {
    const dated = headsOf(join(root, path), 2).filter((h) => h.level === 2 && headingStamp(h.title));
    const order = dated.length >= 2 ? orderFromTimestamps(dated.map((h) => h.title)) : undefined;
    if (order && order !== 'newest-first') {
      fields.order = 'auto';
      notes.push(`the dated entries of ${path} run oldest first: order = "auto"`);
    }
  }
  const fates = files.map((f): [string, string] => {
    const name = f.slice(dir.length + 1);
    if (f === path)
      return [
        f,
        roo
          ? 'dated bullets under `## Recent Changes` trimmed to the newest; its fixed sections kept'
          : 'dated `## ` entries trimmed to the newest; its fixed sections kept',
      ];
    if (name === 'decisionLog.md') return [f, `decision log: ${NEVER_TRIMMED}`];
    if (MEMORY_BANK_CORE.includes(name)) return [f, 'core file: never pruned'];
    return [f, `memory-bank document: ${NEVER_TRIMMED}`];
  });
  const agent = basename(dir) === 'memory-bank' ? (roo ? 'roo' : 'cline') : sanitize(basename(dir));
  return agentConfig(agent, `${roo ? 'Roo Code' : 'Cline'} memory bank ${dir}/`, fields, notes, fates);
}

function learnings(dir: string, files: string[]): Detected {
  const main = files.find((f) => f.endsWith('/LEARNINGS.md')) ?? files[0];
  const parent = dirname(dir);
  return agentConfig(
    parent === '.' ? 'learnings' : `${sanitize(basename(parent))}-learnings`,
    `self-improving-agent learnings ${dir}/`,
    { preset: 'learnings', path: main, core_files: files.filter((f) => f.endsWith('.md')) },
    ['`## [ERR-20250115-001]` entries read as dated by their ids'],
    files.map((f) => [f, `learnings: ${NEVER_TRIMMED}`]),
  );
}

function lessons(path: string, r: string): Detected {
  const level2 = headsOf(path, 2).filter((h) => h.level === 2);
  const fields: Record<string, string | string[]> = { preset: 'lessons', path: r, core_files: [r] };
  if (level2.length === 0) fields.entries = 'items';
  return agentConfig(
    'lessons',
    `lessons file ${r}`,
    fields,
    [level2.length ? '`## ` sections are its lessons' : 'its bullets are its lessons'],
    [[r, `lessons: ${NEVER_TRIMMED}`]],
  );
}

function openClaw(name: string, prefix: string, daily: string[], curated?: string): Detected {
  const memoryDir = `${prefix}memory`;
  const fields: Record<string, string | string[]> = {
    preset: 'openclaw',
    path: curated ?? `${prefix}MEMORY.md`,
    core_files: curated ? [curated] : [],
    procedural_dir: memoryDir,
    episodic_dir: memoryDir,
  };
  const fates: [string, string][] = daily.map((f) => [
    f,
    DAILY.test(basename(f))
      ? 'daily note: episodic, pruned after episodic_max_age'
      : 'workspace memory file: never aged out',
  ]);
  if (curated) fates.unshift([curated, `curated long-term memory: ${NEVER_TRIMMED}`]);
  return agentConfig(name, `OpenClaw workspace ${prefix || './'}`, fields, [], fates);
}

function agentConfig(
  agent: string,
  what: string,
  fields: Record<string, string | string[]>,
  notes: string[],
  files: [string, string][],
): Detected {
  return { agent, what, notes, files, fields, configFile: `${AGENTS_DIR}/${agent}.toml` };
}

/** The TOML of a detected agent (after its name is final). */
function withConfig(d: Detected): Detected {
  if (!d.configFile) return d;
  // `what` holds a committed path: a line break in it would start a TOML line of its own.
  const lines = [`# Written by memkeep init: ${JSON.stringify(d.what).slice(1, -1)}`, '[memory]', 'enabled = true'];
  for (const [k, v] of Object.entries(d.fields)) lines.push(`${k} = ${JSON.stringify(v)}`);
  return { ...d, configFile: `${AGENTS_DIR}/${d.agent}.toml`, config: `${lines.join('\n')}\n` };
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

interface LogShape {
  fields: Record<string, string>;
  notes: string[];
  fate: string;
  /** Why it is not a run log (a document of fixed sections). */
  document?: string;
}

/**
 * The entry level, section and order of a markdown file that reads as a
 * log: headings at one level that are dated or numbered. A file whose
 * headings are neither is a document of fixed sections (`document`);
 * undefined: not worth a word (too few headings).
 */
function logShape(path: string): LogShape | undefined {
  const heads = headsOf(path, 4);
  for (const level of [2, 3]) {
    const at = heads.filter((h) => h.level === level);
    if (at.length < MIN_ENTRIES) continue;
    const entryLike = at.filter((h) => headingStamp(h.title) !== undefined || NUMBERED.test(h.title.trim()));
    if (entryLike.length < 2)
      return { fields: {}, notes: [], fate: '', document: `its ${at.length} sections are neither dated nor numbered` };
    const fields: Record<string, string> = {};
    const notes: string[] = [];
    if (entryLike.length < at.length) {
      fields.entries = 'dated';
      notes.push(`only its dated headings are entries; ${at.length - entryLike.length} other sections are structure`);
    }
    if (level > 2) {
      fields.entry_heading = '#'.repeat(level);
      const sections = new Set(
        entryLike.map((h) =>
          heads
            .filter((s) => s.level === 2 && s.start < h.start)
            .at(-1)
            ?.title.trim(),
        ),
      );
      const [only] = sections;
      if (sections.size === 1 && only) fields.entries_under = only;
    }
    const order = orderFromTimestamps(entryLike.map((h) => h.title));
    if (order === 'newest-first') fields.order = 'newest-first';
    notes.push(
      order
        ? `entry dates run ${order}`
        : 'entries are not all dated: oldest-first assumed (set order = "git" for history order)',
    );
    const fate = `run log: entries trimmed to the newest ${fields.entries ? 'dated ' : ''}last_n, everything else kept`;
    return { fields, notes, fate };
  }
  return undefined;
}

function headsOf(path: string, level: number): Heading[] {
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
function head(path: string): Buffer | undefined {
  try {
    return readRegularHeadSync(path, MAX_SCAN_BYTES)?.head;
  } catch {
    return undefined;
  }
}

/** A directory's name as the agent name when it is one (no line break, no slash), else made into one. */
function agentName(dir: string): string {
  return isAgentName(dir) ? dir : sanitize(dir);
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
