/**
 * `memkeep init` on the tools that keep memory in a folder of their own:
 * Claude Code agent memory, a Cline or Roo Code memory bank,
 * self-improving-agent `.learnings/` and `tasks/lessons.md`.
 */
import { basename, dirname, join } from 'node:path';
import { headingStamp, orderFromTimestamps } from '../../format/order.js';
import { knowledgeName, MEMORY_BANK_CORE } from '../presets.js';
import { agentConfig, type Detected, headsOf, NEVER_TRIMMED, sanitize } from './common.js';
import { sectionOf } from './log-sections.js';

export function claudeAgent(name: string, dir: string, files: string[], perAgentBeside = false): Detected {
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
      : knowledgeName(f.slice(dir.length + 1))
        ? `named as knowledge (decisions, lessons, ADRs): ${NEVER_TRIMMED}`
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

export function memoryBank(root: string, dir: string, files: string[]): Detected {
  const roo = files.includes(`${dir}/decisionLog.md`);
  const path = `${dir}/activeContext.md`;
  const fields: Record<string, string> = { preset: roo ? 'roo' : 'cline', path, procedural_dir: dir };
  const notes: string[] = [];
  let entries = 'dated `## ` entries';
  // "## Current Focus: …" sections, not dated entries: gc finds nothing to trim, and init says so.
  let undated = false;
  if (!roo) {
    const heads = headsOf(join(root, path), 3);
    let dated = heads.filter((h) => h.level === 2 && headingStamp(h.title));
    // A bank that dates its changes one level down, all in one section (`## Recent Changes`, `### 2025-06-01`).
    const deeper = heads.filter((h) => h.level === 3 && headingStamp(h.title));
    const sections = new Set(deeper.map((h) => sectionOf(heads, h)));
    const [section] = sections;
    if (dated.length === 0 && deeper.length > 0 && sections.size === 1 && section !== undefined) {
      dated = deeper;
      fields.entry_heading = '###';
      fields.entries_under = section;
      entries = `dated \`### \` entries under \`## ${section}\``;
      notes.push(`${path} dates its entries under \`## ${section}\`: entry_heading = "###"`);
    }
    undated = dated.length === 0;
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
          : undated
            ? 'no dated `## ` entries yet: kept whole (once it has some, they are trimmed to the newest and its fixed sections kept)'
            : `${entries} trimmed to the newest; its fixed sections kept`,
      ];
    if (name === 'decisionLog.md') return [f, `decision log: ${NEVER_TRIMMED}`];
    if (MEMORY_BANK_CORE.includes(name)) return [f, 'core file: never pruned'];
    return [f, `memory-bank document: ${NEVER_TRIMMED}`];
  });
  const agent = ['memory-bank', 'cline_docs'].includes(basename(dir))
    ? roo
      ? 'roo'
      : 'cline'
    : sanitize(basename(dir));
  return agentConfig(agent, `${roo ? 'Roo Code' : 'Cline'} memory bank ${dir}/`, fields, notes, fates);
}

export function learnings(dir: string, files: string[]): Detected {
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

export function lessons(path: string, r: string): Detected {
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
