/**
 * The local analyzer on the real agent memory in ../shared/real-memory (read
 * in place, never copied; the suite is skipped where the folder is absent):
 * it counts the recorded failures, calls no per-version task repeated work
 * and names no stop word as a theme. Entries are split at the heading level
 * each file uses for them (`### ` for Squad and the incident log), standing
 * in for the layouts that read those shapes.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { entryFailed, type RunEntry, taskTitle } from '../../src/analysis/entries.js';
import { analyzeLocally } from '../../src/analysis/local.js';
import { findRepeatedWork } from '../../src/analysis/repeated-work.js';

const REAL = resolve(fileURLToPath(new URL('../..', import.meta.url)), '../shared/real-memory');

function entriesOf(file: string, marker: string): RunEntry[] {
  const text = readFileSync(join(REAL, file), 'utf8').replace(/\r\n/g, '\n');
  return text
    .split(`\n${marker}`)
    .slice(1)
    .map((part) => {
      const nl = part.indexOf('\n');
      const heading = (nl < 0 ? part : part.slice(0, nl)).trim();
      const body = nl < 0 ? '' : part.slice(nl + 1);
      const result = /^\*\*Result:\*\*\s*([\s\S]*)$/m.exec(body)?.[1]?.trim() ?? '';
      // The title: the Task: field, else the heading's words after its timestamp, else the body's first line.
      const title = heading.replace(/^\d{4}-\d\d-\d\d\S*\s*[:|—-]?\s*/, '');
      const task =
        /^\*\*Task:\*\*\s*(.*)$/m.exec(body)?.[1] ?? (title !== heading && title ? title : body.trim() || heading);
      return {
        timestamp: heading,
        task: taskTitle(task),
        result,
        failed: entryFailed({ heading, task: body, result }),
      };
    });
}

const FILES: [string, string][] = [
  ['speedtest-minimal/INCIDENTS.md', '### '],
  ['squad/eecom/history.md', '### '],
  ['squad/pao/history.md', '### '],
  ['squad/fido/history.md', '### '],
  ['autoagent/log.md', '## '],
  ['autoagent/memory.md', '## '],
  ['localllm/PROJECT_RUN_LOG.md', '## '],
  ['cline-memory-bank/activeContext.md', '### '],
];

const STOP_WORDS = [
  'if',
  'not',
  'end',
  'hour',
  'last',
  'the',
  'and',
  'for',
  'with',
  'day',
  'new',
  'when',
  'then',
  'also',
];

describe.runIf(existsSync(REAL))('the local analyzer on real memory', () => {
  it('counts the 29 recorded failures of the incident log and recommends none of them for reuse', () => {
    const entries = entriesOf('speedtest-minimal/INCIDENTS.md', '### ');
    expect(entries).toHaveLength(29);
    expect(entries.filter((e) => e.failed)).toHaveLength(29);
    const report = analyzeLocally(entries);
    expect(report).toContain('29 of 29 runs (100%) reported a failure');
    expect(report).not.toMatch(/reuse/i);
    expect(report).toMatch(/Investigate .*: 29 of 29 runs failed/);
  });

  it('names no stop word as a theme and calls no per-version release task repeated work, in every file', () => {
    for (const [file, marker] of FILES) {
      const entries = entriesOf(file, marker);
      const report = analyzeLocally(entries);
      const themes = /Recurring themes: (.*)\./.exec(report)?.[1] ?? '';
      const named = themes.split(', ').map((t) => t.replace(/ \(\d+\)$/, ''));
      const failed = entries.filter((e) => e.failed).length;
      console.log(
        `${file}: ${entries.length} entries, ${failed} failed, ${findRepeatedWork(entries).length} repeated groups; themes: ${themes || '(none)'}`,
      );
      for (const w of STOP_WORDS) expect(named, `${file} theme "${w}"`).not.toContain(w);
      for (const g of findRepeatedWork(entries)) {
        const versions = new Set(g.members.flatMap((i) => entries[i].task.match(/\bv\d+(?:\.\d+)+\b/g) ?? []));
        expect(versions.size, `${file}: "${g.task}" groups ${[...versions].join(', ')}`).toBeLessThanOrEqual(1);
      }
    }
  });
});
