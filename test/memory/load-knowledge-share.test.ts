/**
 * `load` never drops the knowledge whole when the budget is short: the
 * reserve the files before the knowledge leave it (40% of the budget,
 * computed for digest.md and lessons.md together) is shared between them,
 * so digest.md cannot spend it alone and leave lessons.md out whole.
 */
import { describe, expect, it } from 'vitest';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

describe('load keeps knowledge when the budget is short', () => {
  it('lessons.md is not dropped whole while digest.md takes the whole reserve', async () => {
    const root = await tempDir();
    const budget = 8000;
    const reserve = budget * 0.4;
    const header = Buffer.byteLength('=== knowledge: memory/a/procedural/digest.md ===\n\n');
    // A digest just small enough to take the whole reserve.
    let digest = '# Knowledge\n\n';
    for (let i = 0; Buffer.byteLength(digest) + 120 < reserve - header - 40; i++)
      digest += `## Topic ${i}\n- keep \`config/${i}.toml\` in sync with the deploy script.\n_Evidence: 2026-01-01T00:00:00Z_\n\n`;
    const lessons =
      '## Timeout\n- **Cause:** the deploy timed out after 30 s\n- **Do:** split the task before running it again.\n_Evidence: 2026-01-02T00:00:00Z (memory/a.md)_\n';
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\ncore_files = ["memory/a/core.md"]\n',
      'memory/a/core.md': `# Core\n\n${'- a long core rule about how this agent works and what it must never do.\n'.repeat(200)}`,
      'memory/a/procedural/digest.md': digest,
      'memory/a/procedural/lessons.md': lessons,
      'memory/a.md': '## 2026-01-01T00:00:00Z\n**Task:** t\n**Result:** r\n\n',
    });
    // Both together fit the reserve's share of the budget.
    expect(Buffer.byteLength(digest) + Buffer.byteLength(lessons) + 2 * header).toBeLessThan(reserve + 200);
    const r = await run(['load', 'a', '--root', root, '--budget', String(budget), '--json']);
    expect(r.code, r.err).toBe(0);
    const load = JSON.parse(r.out);
    const kinds = load.files.map((f: { kind: string; path: string }) => `${f.kind}:${f.path}`);
    expect(kinds).toContain('knowledge:memory/a/procedural/digest.md');
    expect(kinds, JSON.stringify(load.omitted)).toContain('lessons:memory/a/procedural/lessons.md');
  });
});
