/**
 * Regression (DESIGN §8: decision logs are knowledge, "never trimmed by
 * count"): `memkeep init --write` proposed `docs/adr/decision-log.md` as an
 * ordinary run log, because only `lessons.md`, `decisions.md`,
 * `decisionLog.md`, `learnings.md` and `MEMORY.md` were knowledge names;
 * once the user set `last_n` as README says, `gc` trimmed "ADR 1: Use
 * Postgres", a decision still in force. A log is knowledge when a word of
 * its name or of a folder it sits in is decision(s), ADR(s), lesson(s) or
 * learnings, however the name is spelled, or when its text reads as ADRs.
 */
import { access, appendFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { knowledgeName } from '../../src/config/presets.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

it('a decision log found by init is never trimmed by count', async () => {
  const root = await tempDir();
  const adrs =
    '# Decision log\n\n' +
    '## ADR 1: Use Postgres (2026-01-02)\n\nStatus: accepted. All services store state in Postgres.\n\n' +
    '## ADR 2: Use Redis for sessions (2026-02-03)\n\nStatus: superseded by ADR 3.\n\n' +
    '## ADR 3: Drop Redis (2026-03-04)\n\nStatus: accepted. Sessions live in Postgres.\n\n' +
    '## ADR 4: Blue/green deploys (2026-04-05)\n\nStatus: accepted.\n';
  await writeTree(root, { 'docs/adr/decision-log.md': adrs });

  const init = await run(['init', '--write', '--root', root], root);
  expect(init.code).toBe(0);
  expect(init.out).toContain('docs/adr/decision-log.md');
  // The user follows README's advice ("set last_n ... to taste") on whatever init wrote.
  const toml = join(root, 'agents/decision-log.toml');
  const written = await access(toml).then(
    () => true,
    () => false,
  );
  if (written) await appendFile(toml, 'last_n = 2\n');

  const gc = await run(['gc', '--all', '--analyzer', 'local', '--root', root], root);
  expect(gc.code).toBe(0);
  expect(await readFile(join(root, 'docs/adr/decision-log.md'), 'utf8')).toBe(adrs);
});

describe('knowledge names', () => {
  it.each([
    'decision-log.md',
    'docs/decision_log.md',
    'Decision Log.md',
    'decisions-log.md',
    'decisionLog.md',
    'architecture-decisions.md',
    'LESSONS_LEARNED.md',
    'LEARNINGS.md',
    'docs/adr/log.md',
    'docs/decisions/2026.md',
    'MEMORY.md',
  ])('%s holds durable knowledge', (path) => {
    expect(knowledgeName(path)).toBeDefined();
  });

  it.each(['run-log.md', 'memory.md', 'machine-learning-runs.md', 'indecisive/log.md', 'docs/adrenaline-log.md'])(
    '%s is an ordinary log',
    (path) => {
      expect(knowledgeName(path)).toBeUndefined();
    },
  );
});

it('a log whose entries are ADRs is written as knowledge, whatever its name, and gc keeps every entry', async () => {
  const root = await tempDir();
  const log =
    '# Architecture log\n\n## ADR-0001 Use Postgres (2026-01-02)\n\nAll state in Postgres.\n\n' +
    '## ADR-0002 Queue jobs (2026-02-03)\n\nOne queue.\n\n## ADR-0003 Blue/green (2026-03-04)\n\nTwo pools.\n';
  await writeTree(root, { 'ops/architecture-log.md': log });
  const init = await run(['init', '--write', '--root', root], root);
  expect(init.out).toContain('ops/architecture-log.md: knowledge: loaded and analysed, never trimmed or pruned');
  const toml = join(root, 'agents/architecture-log.toml');
  expect(await readFile(toml, 'utf8')).toContain('knowledge = true\n');
  await appendFile(toml, 'last_n = 1\n');
  expect((await run(['gc', '--all', '--analyzer', 'local', '--root', root], root)).code).toBe(0);
  expect(await readFile(join(root, 'ops/architecture-log.md'), 'utf8')).toBe(log);
});
