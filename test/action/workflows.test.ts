/**
 * The example workflows people copy: every memkeep workflow on a branch in
 * one concurrency group, and the workflow_run one, which records failure
 * notes, in none (GitHub cancels all but one pending run of a group, and
 * each of those runs carries a note), doing nothing but record them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = new URL('../../', import.meta.url);
const readme = readFileSync(new URL('README.md', root), 'utf8');
const fromReadme = [...readme.matchAll(/```yaml\n([\s\S]*?)```/g)]
  .map((m) => m[1])
  .filter((y) => /^on:/m.test(y) && y.includes('memkeep'));
const workflows = [...fromReadme, readFileSync(new URL('examples/workflows/memkeep-matrix.yml', root), 'utf8')].map(
  (y) => parse(y),
);

describe('example workflows', () => {
  it('the README shows the schedule, workflow_run and dispatch workflows', () => {
    expect(fromReadme.length).toBeGreaterThanOrEqual(3);
  });

  it('share one concurrency group per branch, except the one that records failure notes', () => {
    for (const w of workflows) {
      if (w.on.workflow_run) expect(w.concurrency, 'workflow_run').toBeUndefined();
      else expect(w.concurrency).toEqual({ group: 'memkeep-${{ github.ref_name }}', 'cancel-in-progress': false });
    }
  });

  it('the workflow_run example only records notes', () => {
    const notes = workflows.filter((w) => w.on.workflow_run);
    expect(notes).toHaveLength(1);
    const jobs = Object.values(
      notes[0].jobs as Record<string, { steps: { uses?: string; with: Record<string, string> }[] }>,
    );
    const step = jobs[0].steps.find((s) => String(s.uses).startsWith('memkeep/memkeep'))!;
    expect(step.with).toMatchObject({ mode: 'commit', analyze: 'false', trim: 'false', prune: 'false' });
    expect(step.with['failure-agent']).toBeTruthy();
  });
});
