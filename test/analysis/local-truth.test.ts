/**
 * The local analyzer tells the truth (issue 14, item 5): failures are seen in
 * results, headings and failure notes and never advised for reuse; repeated
 * work is judged on the task with versions, dates and (when they are the
 * point) references kept apart; themes are not stop words; timestamps are
 * read in any order and other headings are not dates; a reused analysis
 * never contradicts the entry count.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeLog } from '../../src/analysis/analyze.js';
import { entryFailed, type RunEntry, runFailed } from '../../src/analysis/entries.js';
import { analyzeLocally } from '../../src/analysis/local.js';
import { findRepeatedWork } from '../../src/analysis/repeated-work.js';
import { loadAgent } from '../../src/config/agent-config.js';
import { loadStoreConfig } from '../../src/config/store-config.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

function at(minutes: number): string {
  return new Date(Date.UTC(2026, 0, 1) + minutes * 60_000).toISOString().replace('.000Z', 'Z');
}

function entry(task: string, minutes: number, result = 'done', heading = at(minutes)): RunEntry {
  return { timestamp: heading, task, result, failed: entryFailed({ heading, task, result }) };
}

describe('failures', () => {
  it('are read from result wording, from headings and from failure notes', () => {
    expect(runFailed('codex exec returned a non-zero status')).toBe(true);
    expect(runFailed('the script exited with code 2')).toBe(true);
    expect(runFailed('Cancelled by a newer run')).toBe(true);
    expect(runFailed('all checks passed; exit code 0')).toBe(false);
    expect(
      entryFailed({
        heading: '2026-02-12T20:01:53Z | Codex execution failure',
        task: '- Trigger: Codex execution failure',
        result: '',
      }),
    ).toBe(true);
    expect(
      entryFailed({ heading: 'PR #483: platform adapter timeout fix', task: 'Fixed the timeout', result: '' }),
    ).toBe(false);
    expect(
      entryFailed({
        heading: '2026-04-18T12:00:00+00:00',
        task: '- **Issue**: local\n- **Why it failed**: partial',
        result: '',
      }),
    ).toBe(true);
  });

  it('are never recommended for reuse', () => {
    const entries = [0, 90, 180].map((m) =>
      entry('Run the nightly export', m, 'codex exec returned a non-zero status'),
    );
    const report = analyzeLocally(entries);
    expect(report).not.toMatch(/reuse|reusable/);
    expect(report).toContain('Investigate "Run the nightly export": 3 of 3 runs failed');
  });
});

describe('repeated work is judged on the task', () => {
  it('a release for each version is not a repeat', () => {
    const versions = ['v2.3.0', 'v2.3.1', 'v2.4.0', 'v2.4.1', 'v2.5.0', 'v2.5.1', 'v2.6.0', 'v2.6.1'];
    const entries = versions.map((v, i) => entry(`Draft release notes for ${v}`, i * 600));
    expect(findRepeatedWork(entries)).toEqual([]);
    expect(analyzeLocally(entries)).toContain('No repeated work detected.');
  });

  it('a re-review of the same PR is, a review of another PR is not', () => {
    const entries = [entry('Review PR #412', 0), entry('Review PR #415', 100), entry('Re-review PR #412', 200)];
    const groups = findRepeatedWork(entries);
    expect(groups).toHaveLength(1);
    expect(groups[0].members).toEqual([0, 2]);
  });

  it('a number is the point of a task of a word or two', () => {
    expect(findRepeatedWork([entry('Task 3', 0), entry('Task 4', 100), entry('Task 5', 200)])).toEqual([]);
    expect(findRepeatedWork([entry('Task 3', 0), entry('task 3', 100)])).toHaveLength(1);
  });

  it('dates are the point of the task they are in; a template with a number and many words still repeats', () => {
    expect(
      findRepeatedWork([
        entry('Summarise standup notes for 2026-01-05', 0),
        entry('Summarise standup notes for 2026-01-06', 2000),
      ]),
    ).toEqual([]);
    const flaky = findRepeatedWork([
      entry('Re-run flaky integration tests for PR #412', 0),
      entry('re-run the flaky integration tests for pr #415', 100),
    ]);
    expect(flaky).toHaveLength(1);
    expect(flaky[0].sameInput).toBe(false);
  });
});

describe('themes and dates', () => {
  it('names no stop word as a theme', () => {
    const tasks = [
      'Check if the build did not end in the last hour',
      'Check if deploys did not end within the last hour',
      'See if the cron did not end by the last hour',
    ];
    const report = analyzeLocally(tasks.flatMap((t, i) => [entry(t, i * 300), entry(`${t}, again`, i * 300 + 100)]));
    const themes = /Recurring themes: (.*)\./.exec(report)?.[1] ?? '';
    for (const w of ['if', 'not', 'end', 'hour', 'last', 'did'])
      expect(themes.split(', ').map((t) => t.replace(/ \(\d+\)$/, ''))).not.toContain(w);
  });

  it('reads timestamps in any order', () => {
    // Newest first, as agents that prepend write.
    const entries = [
      entry('Sync the mirror', 50),
      entry('Rotate keys', 40),
      entry('Sync the mirror', 20),
      entry('Sync the mirror', 0),
    ];
    const report = analyzeLocally(entries);
    expect(report).toContain(`4 entries, from ${at(0)} to ${at(50)}.`);
    expect(report).toContain(`"Sync the mirror": 3 runs, first ${at(0)}, last ${at(50)}.`);
    expect(report).toMatch(/ran twice within an hour/);
  });

  it('does not take other headings for dates', () => {
    const entries = ['Action 1: Setup (Day 1)', 'Action 2: Fetch data (Day 2)', 'Action 3: Fetch data (Day 3)'].map(
      (h, i) => entry('Fetch data from the API', i, 'done', h),
    );
    const report = analyzeLocally(entries);
    expect(report).toContain('3 entries (their headings are not timestamps');
    expect(report).not.toMatch(/within an hour/);
    expect(report).not.toMatch(/from Action/);
  });

  it('reads the date a heading names after its words, as the trim does (## Session 2 — 2026-01-05)', () => {
    // Found on unseen memory: harness logs, handoffs and bracketed session stamps were reported
    // as "their headings are not timestamps", though gc ordered and trimmed them by those dates.
    const headings = [
      'Session 1 — 2026-01-04 (setup)',
      'HANDOFF - Dev - 2026-01-06T10:00Z',
      '[2026-01-05 09:00 UTC] Session 2',
    ];
    const report = analyzeLocally(headings.map((h, i) => entry(`Task ${i}`, i, 'done', h)));
    expect(report).toContain(`3 entries, from ${headings[0]} to ${headings[1]}.`);
    expect(report).not.toMatch(/not timestamps/);
  });
});

describe('a reused analysis', () => {
  it('never contradicts the current entry count', async () => {
    const root = await tempDir();
    const log = (n: number) =>
      Array.from({ length: n }, (_, i) => `## ${at(i)}\n**Task:** task ${i}\n**Result:** ok\n\n`).join('');
    await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\n', 'memory/a.md': log(5) });
    const store = await loadStoreConfig(root);
    const agent = await loadAgent(store, 'a');
    const options = { store, env: {}, analyzer: 'local' as const };
    const five = await analyzeLog(agent, 'memory/a.md', options);
    expect(five.text).toContain('5 entries');
    // The trimmed log's key points at the analysis of the five entries, as after a trim.
    await writeFile(join(root, 'memory/a.md'), log(5).split('\n\n').slice(2).join('\n\n'));
    const three = await analyzeLog(agent, 'memory/a.md', { ...options, cache: { version: 1, agents: {} } });
    const cache = {
      version: 1 as const,
      agents: {
        a: {
          digests: [five.digest, three.digest],
          analyzer: 'local',
          maxInputTokens: five.maxInputTokens,
          analysis: five.text,
          at: '2026-01-02T00:00:00Z',
        },
      },
    };
    const reused = await analyzeLog(agent, 'memory/a.md', { ...options, cache });
    expect(reused.cached).toBe(true);
    expect(reused.text).toContain('3 entries');
    expect(reused.text).not.toContain('5 entries');
  });

  it('from a model after a trim says when it was made, as no model call is made to redo it', async () => {
    // A cached model answer is reused only when it is an analysis (src/analysis/answer.ts).
    const REPORT = '## Patterns Found\n- 5 entries\n\n## Repeated Work\nNone.\n\n## Recommendations\nNone.';
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': 'model = "openai/m"\n[memory]\nenabled = true\n',
      'memory/a.md': `## ${at(0)}\n**Task:** t\n**Result:** ok\n\n`,
    });
    const store = await loadStoreConfig(root);
    const agent = await loadAgent(store, 'a');
    // No server listens on port 9: a call would fail the test.
    const options = { store, env: { OPENAI_API_KEY: 'sk-test', MEMKEEP_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } };
    const local = await analyzeLog(agent, 'memory/a.md', { ...options, analyzer: 'local' as const });
    const cache = {
      version: 1 as const,
      agents: {
        a: {
          digests: ['f'.repeat(64), local.digest],
          analyzer: 'openai/m',
          maxInputTokens: local.maxInputTokens,
          analysis: REPORT,
          at: '2026-01-02T00:00:00Z',
        },
      },
    };
    const reused = await analyzeLog(agent, 'memory/a.md', { ...options, cache });
    expect(reused).toMatchObject({ cached: true, text: REPORT, madeBeforeTrim: '2026-01-02T00:00:00Z' });
  });
});

describe('timeOf', () => {
  it('reads canonical and other RFC 3339 headings alike, and refuses what is not a date', async () => {
    const { timeOf } = await import('../../src/analysis/entries.js');
    expect(timeOf('2026-01-05T10:20:30Z')).toBe(Date.parse('2026-01-05T10:20:30Z'));
    expect(timeOf('2026-01-05T10:20:30+00:00')).toBe(Date.parse('2026-01-05T10:20:30Z'));
    expect(timeOf('2026-01-05: Fixed the loop')).toBe(Date.parse('2026-01-05T00:00:00Z'));
    expect(timeOf('2026-02-31T00:00:00Z')).toBeUndefined();
    expect(timeOf('2026-13-01T00:00:00Z')).toBeUndefined();
    expect(timeOf('Action 3: Fetch (Day 3)')).toBeUndefined();
  });
});

describe('failure notes', () => {
  it('are counted by the local analyzer', async () => {
    const { formatFailureNote } = await import('../../src/memory/knowledge/failures.js');
    const root = await tempDir();
    const notes = ['2026-02-01T00:00:00Z', '2026-02-02T00:00:00Z']
      .map((t) => formatFailureNote({ at: new Date(t), task: 'Triage', why: 'timeout' }))
      .join('');
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\n',
      'memory/a.md': `## ${at(0)}\n**Task:** t\n**Result:** ok\n\n`,
      'memory/a/procedural/failures.md': notes,
    });
    const store = await loadStoreConfig(root);
    const report = await analyzeLog(await loadAgent(store, 'a'), 'memory/a.md', { store, env: {}, analyzer: 'local' });
    expect(report.text).toContain(
      '- 2 failure notes recorded in memory/a/procedural/failures.md (newest: 2026-02-02T00:00:00+00:00, 2026-02-01T00:00:00+00:00); lessons.md distils them.',
    );
  });
});

describe('the task', () => {
  it('is the Task: field or the first line of the body, never the whole body', async () => {
    const { toLogEntries } = await import('../../src/analysis/entries.js');
    const { axeLayout } = await import('../../src/format/axe.js');
    const log = Buffer.from(
      ['Fix the login page', 'Update the changelog']
        .map(
          (t, i) =>
            `## ${at(i * 100)}\n${t}\nNotes: the same long shared paragraph about the project, its release process and the team.\n\n`,
        )
        .join(''),
    );
    const entries = toLogEntries(log, axeLayout);
    expect(entries.map((e) => e.task)).toEqual(['Fix the login page', 'Update the changelog']);
    expect(findRepeatedWork(entries)).toEqual([]);
  });
});
