/**
 * What gc, prune and status print from memory (an entry's task, a file's
 * first line, a path) reaches a terminal or the Actions log, as `load`'s
 * output does. `load` shows bidi, zero-width and tag characters as `\u…`
 * escapes; gc printed them as written, so a task holding U+202E showed a
 * reviewer of the dry run other text than the entry holds (Trojan Source),
 * and a zero-width space hid in a heading. They are escapes there too; an
 * emoji's own joiner stays.
 */
import { describe, expect, it } from 'vitest';
import { logLine, logLines } from '../../src/text/untrusted.js';
import { run } from '../helpers/cli-in-process.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

/** Bidi controls, zero-width characters and tags: what reads otherwise than it is. */
const HIDDEN = /[\u200b-\u200f\u202a-\u202e\u2066-\u2069\u{e0000}-\u{e007f}]/u;

describe('logLine and logLines', () => {
  it.each(['a\u202eevil\u202c b', 'zero\u200bwidth', 'tag\u{e0041}'])('%j shows its hidden characters', (text) => {
    for (const out of [logLine(text), logLines(`${text}\n${text}`)]) expect(out).not.toMatch(HIDDEN);
    expect(logLine('a\u202eb')).toBe('a\\u202eb');
  });

  it("keeps an emoji's joiner", () => {
    expect(logLine('dev \u{1f468}\u200d\u{1f4bb}')).toBe('dev \u{1f468}\u200d\u{1f4bb}');
  });
});

it('gc --dry-run lists a dropped entry without its bidi or zero-width characters', async () => {
  const root = await tempDir();
  await writeTree(root, {
    'agents/a.toml': '[memory]\nenabled = true\nlast_n = 1\n',
    'memory/a.md':
      '## 2026-01-01T00:00:00Z\n**Task:** pay \u202e0001\u202c dollars\u200b\n**Result:** ok\n\n## 2026-01-02T00:00:00Z\n**Task:** t\n**Result:** ok\n\n',
  });
  const r = await run(['gc', 'a', '--root', root, '--dry-run', '--analyzer', 'local'], root);
  expect(r.code, r.err).toBe(0);
  expect(r.out).toContain('pay \\u202e0001\\u202c dollars\\u200b');
  expect(r.out + r.err).not.toMatch(HIDDEN);
});
