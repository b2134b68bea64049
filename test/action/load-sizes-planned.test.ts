/**
 * The Action's load sizes before the apply skip the order check at each
 * log's cut that the trim plan made on the same bytes (a speed change):
 * the figures must be those a load that checks again gives, for a log the
 * trim plans, one whose trim is refused (an entry dated later than one
 * kept, so load gives every entry in file order), one within its limit and
 * one with no trim target (load's own last 10). The loads before and after
 * an apply share their redactions (another): the figures are those of
 * loads that redact on their own, secrets included.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { loadSizes } from '../../src/action/changes.js';
import { apply } from '../../src/gc/apply.js';
import type { Redaction } from '../../src/text/redact.js';
import { distilPlan } from '../helpers/local-plan.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const day = (d: number, what: string) =>
  `## 2026-03-${String(d).padStart(2, '0')}T10:00:00Z\n**Task:** ${what}\n**Result:** ok\n\n`;
const log = (days: number[]) => `# Log\n\n${days.map((d) => day(d, `task of day ${d}`)).join('')}`;
const agent = (path: string, extra = '') => `[memory]\nenabled = true\npath = "${path}"\n${extra}`;

it('are the figures a load that checks the cut again gives', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/plain.toml': agent('memory/plain.md', 'last_n = 3\n'),
    'memory/plain.md': log([1, 2, 3, 4, 5, 6]),
    // Day 20 dropped, day 3 kept: refused.
    'agents/late.toml': agent('memory/late.md', 'last_n = 3\n'),
    'memory/late.md': log([1, 20, 2, 3, 4]),
    'agents/few.toml': agent('memory/few.md', 'last_n = 5\n'),
    'memory/few.md': log([1, 2]),
    'agents/open.toml': agent('memory/open.md'),
    'memory/open.md': log([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
  });
  const plan = await distilPlan(root, { agents: [], dryRun: true });
  const late = plan.agents.find((a) => a.name === 'late');
  expect(late?.steps.trim?.refused?.message).toMatch(/dates at the cut run the other way/);
  const checked = await loadSizes(plan);
  const planned = await loadSizes(plan, { planned: true });
  expect(Object.keys(planned).sort()).toEqual(['few', 'late', 'open', 'plain']);
  expect(planned).toEqual(checked);
  // The refused log loads whole, in file order: more than the three entries a checked-away cut would give.
  expect(planned.late).toBeGreaterThan(planned.plain);
});

it('are the same when the loads before and after the apply share their redactions', async () => {
  const root = await tempDir();
  const key = `ghp_${'k3Yq9TzR2vWm8XpL5sNd7BfH4jCa6Ge1Uo0i'}`;
  await writeTree(root, {
    'agents/plain.toml': agent('memory/plain.md', 'last_n = 3\n'),
    'memory/plain.md': log([1, 2, 3, 4, 5, 6]).replace('task of day 5', `task of day 5 with ${key}`),
    'agents/open.toml': agent('memory/open.md'),
    'memory/open.md': log([1, 2, 3]).replace('task of day 2', `task of day 2 with ${key}`),
  });
  const plan = await distilPlan(root, { agents: [], dryRun: true });
  const redactions = new Map<string, Redaction>();
  const before = await loadSizes(plan, { planned: true, redactions });
  expect(before).toEqual(await loadSizes(plan, { planned: true }));
  expect(redactions.size).toBeGreaterThan(0);
  await apply(plan);
  const after = await loadSizes(plan, { redactions });
  expect(after).toEqual(await loadSizes(plan));
  expect(await readFile(join(root, 'memory/plain.md'), 'utf8')).not.toContain('task of day 3');
});
