/**
 * Scoring what the distil step keeps of the real agent memory in
 * ../shared/real-memory (read in place, never copied): each source is
 * trimmed in a temp store with its preset, distilled with the local
 * analyzer, and what memkeep wrote (digest.md and lessons.md, or the text
 * added to the summary section) is compared with test/fixtures/knowledge/
 * facts.json, the facts a maintainer would keep from the dropped entries,
 * written down before the distillation was changed.
 *
 * - recall: facts whose every key phrase appears (case-insensitive) in the
 *   written text, over all facts of the source;
 * - precision: of the written lines that are not blank and not the file's
 *   fixed header (the text before its first item), the share that carry
 *   knowledge: a line containing a key phrase of one of the source's facts,
 *   or the title or evidence line of an item whose body holds such a line;
 * - size: knowledge bytes written over the bytes of the dropped entries.
 */
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { expect } from 'vitest';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { selectAgents } from '../../src/gc/agents.js';
import { apply } from '../../src/gc/apply.js';
import { plan } from '../../src/gc/plan.js';
import { commitFiles, git } from './git.js';
import { tempDir, writeTree } from './tmp.js';

/** ../shared/real-memory beside the repository, or MEMKEEP_REAL_MEMORY (a worktree lives elsewhere). */
export const REAL = process.env.MEMKEEP_REAL_MEMORY ?? join(import.meta.dirname, '../../../shared/real-memory');

export interface Source {
  /** The key in facts.json. */
  name: string;
  /** The file in ../shared/real-memory (or an absolute path: a fixture of our own), or the folder of versions to replay as commits. */
  file: string;
  memory: string;
  keep: number;
  versions?: string;
}

/** The trims of test/store/real-memory.test.ts (Squad: eecom's replayed history, 10 kept), and fido's Learnings. */
export const SOURCES: Source[] = [
  { name: 'localllm', file: 'localllm/PROJECT_RUN_LOG.md', memory: '', keep: 5 },
  { name: 'autoagent-memory', file: 'autoagent/memory.md', memory: 'preset = "newest-first"', keep: 3 },
  { name: 'autoagent-log', file: 'autoagent/log.md', memory: 'preset = "newest-first"', keep: 3 },
  {
    name: 'speedtest-incidents',
    file: 'speedtest-minimal/INCIDENTS.md',
    memory: 'entry_heading = "###"\nentries_under = "Entries"\norder = "auto"',
    keep: 5,
  },
  {
    name: 'cline-activecontext',
    file: 'cline-activeContext-2025-05/activeContext.md',
    memory: 'preset = "cline"\norder = "auto"',
    keep: 3,
  },
  { name: 'squad-eecom', file: '', versions: 'squad/eecom/versions', memory: 'preset = "squad"', keep: 8 },
  // No history to replay: its Learnings run oldest first, so the order is declared.
  { name: 'squad-fido', file: 'squad/fido/history.md', memory: 'preset = "squad"\norder = "oldest-first"', keep: 6 },
];

export interface Fact {
  fact: string;
  phrases: string[];
}

export async function loadFacts(): Promise<Record<string, Fact[]>> {
  return JSON.parse(await readFile(join(import.meta.dirname, '../fixtures/knowledge/facts.json'), 'utf8'));
}

export interface Distilled {
  dropped: { heading: string; task: string; result: string }[];
  droppedBytes: number;
  /** What memkeep wrote of knowledge, file by file (digest, lessons or the summary section's new text). */
  written: string[];
  /** The store, for a second look. */
  root: string;
}

/** Trims and distils a temp copy of `source` with the local analyzer. */
export async function distilSource(source: Source, at = '2026-06-01T00:00:00.000Z'): Promise<Distilled> {
  const root = await tempDir();
  // The log keeps its real name (Squad's versions are history.md): a log naming itself says nothing.
  const log = source.versions ? 'history.md' : basename(source.file);
  await git(root, ['init', '-q', '-b', 'main']);
  if (source.versions) {
    const { readdir } = await import('node:fs/promises');
    for (const v of (await readdir(join(REAL, source.versions))).sort()) {
      const date = new Date(v.replace(/^\d+-/, '').replace(/\.md$/, ''));
      await commitFiles(root, { [log]: await readFile(join(REAL, source.versions, v), 'utf8') }, date, v);
    }
  } else await writeTree(root, { [log]: await readFile(resolve(REAL, source.file)) });
  await writeTree(root, {
    'agents/a.toml': `[memory]\nenabled = true\npath = "${log}"\nlast_n = ${source.keep}\n${source.memory}\n`,
  });
  const before = await readFile(join(root, log), 'utf8');
  const s = await loadStoreConfig(root);
  const p = await plan(s, await selectAgents(s, ['a'], false), {
    steps: ['trim', 'distil'],
    dryRun: false,
    now: new Date(at),
    analysis: { store: s, env: {}, analyzer: 'local', cache: { version: 1, agents: {} } },
  });
  const a = p.agents[0];
  const trim = a.steps.trim?.plan;
  if (!trim?.dropped) throw new Error(`${source.name}: nothing dropped (${a.status}: ${JSON.stringify(a)})`);
  await apply(p);
  const written: string[] = [];
  const proc = join(root, 'memory/a/procedural');
  for (const f of ['digest.md', 'lessons.md']) {
    const text = await readFile(join(proc, f), 'utf8').catch(() => undefined);
    if (text !== undefined) written.push(text);
  }
  const section = a.agent?.memory.summarySection;
  if (section)
    written.push(addedTo(sectionText(before, section), sectionText(await readFile(join(root, log), 'utf8'), section)));
  return { dropped: trim.dropped, droppedBytes: trim.bytesRemoved, written, root };
}

/** The body of `## <title>` in `text` (empty when absent). */
function sectionText(text: string, title: string): string {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${title}`);
  if (start < 0) return '';
  const end = lines.findIndex((l, i) => i > start && /^## /.test(l));
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

/** The lines of `after` that `before` did not have, in order (the summary section's new knowledge). */
function addedTo(before: string, after: string): string {
  const had = new Map<string, number>();
  for (const l of before.split('\n')) had.set(l, (had.get(l) ?? 0) + 1);
  return after
    .split('\n')
    .filter((l) => {
      const n = had.get(l) ?? 0;
      if (n > 0 && l.trim() !== '') {
        had.set(l, n - 1);
        return false;
      }
      return true;
    })
    .join('\n');
}

export interface Score {
  facts: number;
  recovered: number;
  recall: number;
  lines: number;
  knowledgeLines: number;
  precision: number;
  bytes: number;
  droppedBytes: number;
  size: number;
  missed: string[];
}

const has = (text: string, phrase: string) => text.toLowerCase().includes(phrase.toLowerCase());

export function score(facts: Fact[], written: string[], droppedBytes: number): Score {
  const all = written.join('\n');
  const recoveredFacts = facts.filter((f) => f.phrases.every((p) => has(all, p)));
  const phrases = facts.flatMap((f) => f.phrases);
  let lines = 0;
  let knowledgeLines = 0;
  for (const text of written) {
    const { items } = itemsOf(text);
    for (const item of items) {
      const carries = item.body.map((l) => phrases.some((p) => has(l, p)));
      const any = carries.some(Boolean);
      for (const [i, l] of item.body.entries()) {
        lines++;
        if (carries[i] || (any && (i === 0 || /^_?(evidence|confirmed)\b/i.test(l.replace(/^[-*\s]+/, '')))))
          knowledgeLines++;
      }
    }
  }
  const bytes = written.reduce((n, t) => n + Buffer.byteLength(t, 'utf8'), 0);
  return {
    facts: facts.length,
    recovered: recoveredFacts.length,
    recall: facts.length ? recoveredFacts.length / facts.length : 1,
    lines,
    knowledgeLines,
    precision: lines ? knowledgeLines / lines : 0,
    bytes,
    droppedBytes,
    size: droppedBytes ? bytes / droppedBytes : 0,
    missed: facts.filter((f) => !recoveredFacts.includes(f)).map((f) => f.fact),
  };
}

/** Recall and precision at least, size at most. */
export interface Floor {
  recall: number;
  precision: number;
  size: number;
}

/**
 * Scores what `d` wrote against `facts`, after checking the facts are about
 * these entries: every key phrase is in what the trim dropped.
 */
export function scoreDropped(name: string, facts: Fact[], d: Distilled): Score {
  const dropped = d.dropped
    .map((e) => `${e.heading}\n${e.task}\n${e.result}`)
    .join('\n')
    .toLowerCase();
  for (const f of facts) for (const p of f.phrases) expect(dropped, `${name}: "${p}"`).toContain(p.toLowerCase());
  return score(facts, d.written, d.droppedBytes);
}

/** Holds a score to what its source reaches today. */
export function expectFloor(s: Score, floor: Floor): void {
  expect(s.recall).toBeGreaterThanOrEqual(floor.recall);
  expect(s.precision).toBeGreaterThanOrEqual(floor.precision);
  expect(s.size).toBeLessThanOrEqual(floor.size);
}

/** A held-out log of our own: its file in the round's folder, its memory settings and how many entries the trim keeps. */
export interface HeldOut {
  file: string;
  memory: string;
  keep: number;
}

/**
 * Trims and distils the held-out log `name` of the round in `dir` (its facts in `dir`/facts.json), prints its
 * figures and holds them to `floor`.
 */
export async function expectHeldOut(dir: string, name: string, log: HeldOut, floor: Floor): Promise<void> {
  const facts: Fact[] = JSON.parse(await readFile(join(dir, 'facts.json'), 'utf8'))[name];
  const d = await distilSource({ name, file: join(dir, name, log.file), memory: log.memory, keep: log.keep });
  const s = scoreDropped(name, facts, d);
  console.log(
    `${name}: recall ${(s.recall * 100).toFixed(0)}% (${s.recovered}/${s.facts}), precision ${(s.precision * 100).toFixed(0)}% (${s.knowledgeLines}/${s.lines} lines), size ${(s.size * 100).toFixed(0)}% (${s.bytes}/${s.droppedBytes} bytes)${s.missed.length ? `; missed: ${s.missed.join(' | ')}` : ''}`,
  );
  expectFloor(s, floor);
}

/**
 * The items of a written text: each heading line (any level) starts one;
 * the text before the first heading is the file's fixed header, not scored.
 * An item's first line is its title; blank lines are not lines.
 */
function itemsOf(text: string): { items: { body: string[] }[] } {
  const items: { body: string[] }[] = [];
  let current: { body: string[] } | undefined;
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (/^#{1,6} /.test(line) || /^\*\*Distilled /.test(line)) {
      if (/^# /.test(line) && !current) continue;
      current = { body: [line] };
      items.push(current);
    } else if (current && line.trim() !== '') current.body.push(line);
  }
  return { items };
}
