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

/**
 * The runner's legacy parser (`ActionCommand.TryParse`, tried after the
 * `::` one) looks for `##[` anywhere in a line, not at its start: load showed
 * a line-start `##[error]` behind a backslash (`\##[error]`, still a
 * command) and a mid-line `##[stop-commands]tok` as written, which paused
 * every command of the step after it.
 */
describe('load output and the legacy `##[command]` form', () => {
  it('no line of `memkeep load` output holds `##[`, wherever it was in the memory', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\n',
      'memory/a/procedural/digest.md': '# Knowledge\n\n## Mine\n- note x ##[stop-commands]tok and ##[add-mask]y\n',
      'memory/a.md':
        '## 2026-01-01T00:00:00Z\n**Task:** t ##[error]mid-line\n**Result:** r\n##[warning]at the start\n\n',
      'USER_PROFILE.md': '## Preferences\nlikes ##[error]x\n',
    });
    for (const argv of [['load', 'a'], ['load']]) {
      const r = await run([...argv, '--root', root]);
      expect(r.code, r.err).toBe(0);
      expect(r.out).toContain(argv.length === 2 ? 'mid-line' : 'likes');
      expect(r.out, r.out).not.toContain('##[');
    }
  });
});

/**
 * A file's name is memory too (anyone who can push chooses it): load names
 * each file in its `=== kind: path ===` line and in the list of what was
 * left out, and `##[` there is as much a command as in the file's text.
 */
describe('load output and file names', () => {
  it('a note named `##[error]…` or holding a bidi override forges no command and hides nothing', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\n',
      'memory/a/procedural/##[error]pwned.md': '# A note\n\nbody one\n',
      'memory/a/procedural/x\u202egnp.md': '# Another\n\nbody two\n',
      'memory/a/procedural/##[warning]big.md': `# Big\n\n${'word '.repeat(4000)}\n`,
      'memory/a.md': '## 2026-01-01T00:00:00Z\n**Task:** t\n**Result:** r\n\n',
    });
    const r = await run(['load', 'a', '--root', root, '--budget', '2000']);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('pwned.md');
    expect(r.out).toContain('big.md');
    expect(r.out, r.out).not.toContain('##[');
    expect(r.out, r.out).not.toContain('\u202e');
  });
});

/**
 * `--json` prints the same memory, one JSON string per file: a `##[` inside
 * a string is still in a line of the step's log. It is written `##\u005b`,
 * which every JSON reader decodes to the same text.
 */
describe('JSON output and the legacy `##[command]` form', () => {
  it('`load --json` holds no `##[` and decodes to the memory as written', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/a.toml': '[memory]\nenabled = true\n',
      'memory/a/procedural/digest.md': '# Knowledge\n\n## Mine\n- note x ##[error]from the digest\n',
      'memory/a.md': '## 2026-01-01T00:00:00Z\n**Task:** t ##[warning]mid-line\n**Result:** r\n\n',
      'USER_PROFILE.md': '## Preferences\nlikes ##[error]x\n',
    });
    for (const [argv, text] of [
      [['load', 'a'], '##[error]from the digest'],
      [['load'], 'likes ##[error]x'],
    ] as const) {
      const r = await run([...argv, '--json', '--root', root]);
      expect(r.code, r.err).toBe(0);
      expect(r.out, r.out).not.toContain('##[');
      expect(JSON.stringify(JSON.parse(r.out))).toContain(text);
    }
  });
});

describe('gc and status JSON and the legacy `##[command]` form', () => {
  it('an agent named `##[error]x` is no runner command in `status --json` or `gc --all --dry-run --json`', async () => {
    const root = await tempDir();
    await writeTree(root, {
      'agents/##[error]x.toml': '[memory]\nenabled = true\nlast_n = 1\n',
      'memory/##[error]x.md': '## 2026-01-01T00:00:00Z\n**Task:** t\n\n## 2026-01-02T00:00:00Z\n**Task:** u\n\n',
    });
    for (const argv of [['status'], ['gc', '--all', '--dry-run']]) {
      const r = await run([...argv, '--json', '--root', root]);
      expect(r.code, r.err).toBe(0);
      expect(r.out, r.out).not.toContain('##[');
      expect(JSON.stringify(JSON.parse(r.out))).toContain('##[error]x');
    }
  });
});
