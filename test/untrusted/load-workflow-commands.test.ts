/**
 * `memkeep load <agent>` prints memory text (run-log entries any tool output
 * shaped, knowledge items a model wrote) to stdout. In a workflow step (the
 * documented way an agent starts a run) a line that starts with `::` or
 * `##[` is a command to the runner: `::error …::` annotations,
 * `::add-mask::`, `::stop-commands::`. Whatever load prints from memory is
 * neutralised, as lines that would forge its own `=== … ===` blocks are.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

describe('load output and workflow commands', () => {
  it('no line of `memkeep load` output is a workflow command', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\n',
      'memory/a/procedural/digest.md': '# Knowledge\n\n## Mine\n::warning title=pwned::from the digest\n',
      'memory/a.md':
        '## 2026-01-01T00:00:00Z\n**Task:** t\n**Result:** r\n::stop-commands::deadbeef\n  ::error file=x::pwned\n##[error]also\n\n',
    });
    const r = await run(['load', 'a', '--root', root]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('pwned');
    expect(r.out, r.out).not.toMatch(/^\s*(?:::|##\[)/m);
  });
});
