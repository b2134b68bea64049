/**
 * A log named as one word (`AGENTLOG.md`, `SESSIONLOG.md`, as agent
 * harnesses name them) is found as `RUN_LOG.md` is: init proposed nothing
 * for it, so its dated entries were never trimmed or distilled. Words that
 * only end in "log" (a backlog, a catalog, a changelog) are no run logs.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const DATED =
  '# Agent log\n\n## [2026-03-01 10:00 PDT] Set up CI\n\n### Work Completed\n- added ci.yml\n\n' +
  '## [2026-03-02 11:00 PDT] Fix flaky test\n\n### Work Completed\n- pinned the seed\n\n' +
  '## [2026-03-03 09:00 PDT] Release\n\n### Work Completed\n- tagged v1\n';

describe('init finds logs named as one word', () => {
  it.each(['AGENTLOG.md', 'docs/SessionLog.md', 'notes/tasklog.md'])('%s is proposed as a run log', async (name) => {
    const root = await tempDir();
    await writeTree(root, { [name]: DATED });
    const init = await run(['init', '--root', root], root);
    expect(init.code).toBe(0);
    expect(init.out).toContain(`Found run log ${name}`);
    expect(init.out).toContain(`path = "${name}"`);
  });

  it.each(['BACKLOG.md', 'catalog.md', 'dialog.md'])('%s is not', async (name) => {
    const root = await tempDir();
    await writeTree(root, { [name]: DATED });
    const init = await run(['init', '--root', root], root);
    expect(init.code).toBe(0);
    expect(init.out).not.toContain(name);
  });
});
