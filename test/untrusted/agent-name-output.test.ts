/**
 * An agent's name is its config's file name (`agents/NAME.toml`): anyone
 * who can push chooses it. gc's `=== GC: … ===` line and status's agent
 * block showed it inert, but gc's `Agent:` line (and its skipped or empty
 * lines) and the `status --summary` table printed it as named: `##[error]…`
 * there is a command in a workflow step's log, `::error::…` at a line's
 * start too, and a bidi override reorders what a reader sees.
 */
import { expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

const NAME = '##[error]x\u202e';

it('gc and status text name an agent inertly wherever they name it', async () => {
  const root = await tempDir();
  await writeTree(root, {
    [`agents/${NAME}.toml`]: '[memory]\nenabled = true\nlast_n = 1\n',
    [`memory/${NAME}.md`]: '## 2026-01-01T00:00:00Z\n**Task:** t\n\n## 2026-01-02T00:00:00Z\n**Task:** u\n\n',
    'agents/::error::empty.toml': '[memory]\nenabled = true\n',
    'agents/##[warning]off.toml': '[memory]\nenabled = false\n',
  });
  for (const argv of [['gc', '--all', '--dry-run'], ['gc', NAME, '--dry-run'], ['status', '--summary'], ['status']]) {
    const r = await run([...argv, '--root', root]);
    expect(r.code, r.err).toBe(0);
    const all = `${r.out}\n${r.err}`;
    expect(all, all).toMatch(/error.x/);
    expect(all, all).not.toContain('##[');
    expect(all, all).not.toMatch(/^\s*::/m);
    expect(all, all).not.toContain('\u202e');
  }
});

/**
 * `memkeep trim AGENT` says why it refused a trim, quoting the headings at
 * the cut: memory text, printed to stderr as written where gc, status and
 * load show the same message inert.
 */
it('trim AGENT shows a refused trim inertly, as gc does', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\norder = "oldest-first"\n',
    'memory/a.md':
      '## 2026-01-05T00:00:00Z ##[error]drop\u202e\n**Task:** t\n\n## 2026-01-02T00:00:00Z\n::error::x\n**Task:** u\n\n',
  });
  for (const argv of [
    ['trim', 'a'],
    ['trim', 'a', '--dry-run'],
  ]) {
    const r = await run([...argv, '--root', root]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('order = "auto"');
    expect(r.err, r.err).not.toContain('##[');
    expect(r.err, r.err).not.toContain('\u202e');
  }
});
