/**
 * What an agent hands `log`, `fail`, `remember` and the note tools is
 * written into memory that git keeps and later prompts load: secrets are
 * redacted first (as the MCP server's instructions promise for every write
 * tool), nothing invisible is written (DESIGN.md section 8), no control
 * character either (a NUL makes git take the whole log for binary, and a
 * note holding one can no longer be edited), and a lone CR, a line break to
 * GitHub but not to memkeep, cannot slip a heading into an entry.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { describe, expect, it } from 'vitest';
import { axeLayout } from '../../src/format/axe.js';
import { countEntries } from '../../src/memory/runlog/scan.js';
import { run } from '../helpers/cli-in-process.js';
import { git } from '../helpers/git.js';
import { connectMcpInProcess } from '../helpers/mcp-client.js';
import { tempDir, writeTree } from '../helpers/tmp.js';

// Built from parts so no scanner takes the test for a leak.
const TOKEN = ['ghp', 'x7Kq2mP9vR4tL8wN3bC6yH1jF5dG0sA2eZ4u'].join('_');
const HIDDEN = /[\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff\u{e0000}-\u{e007f}]/u;
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const OLD = '# Log\n\n## 2026-01-05T00:00:00Z\n**Task:** first\n**Result:** done\n\n';

type Result = Awaited<ReturnType<Client['callTool']>>;
const text = (r: Result) => (r.content as { text: string }[]).map((c) => c.text).join('');

async function store(): Promise<string> {
  const root = await tempDir();
  await writeTree(root, { 'agents/a.toml': '[memory]\nenabled = true\n', 'memory/a.md': OLD });
  await git(root, ['init', '-q']);
  await git(root, ['add', '-A']);
  await git(root, ['commit', '-q', '-m', 'memory']);
  return root;
}

/** Every way the text went wrong, as one list, so a failure shows them all. */
function problems(written: string): string[] {
  return [
    written.includes(TOKEN) && 'the token',
    HIDDEN.test(written) && 'an invisible character',
    CONTROL.test(written) && 'a control character',
    /\r(?!\n)/.test(written) && 'a lone CR',
  ].filter((p): p is string => typeof p === 'string');
}

const TASK = `deploy \u202egnp.exe\u202c with ${TOKEN}\u0000`;
const RESULT = `done\u200b\u{e0041}\x1b[31m red\u0007\n\u0000## 2026-02-01T00:00:00Z\r## forged\r\`\`\`\nkey ${TOKEN}`;

describe('text an agent writes into memory', () => {
  it.each(['cli', 'mcp'])(
    'log (%s): redacted, visible, plain text, one more entry, nothing before it changed',
    async (via) => {
      const root = await store();
      const log = join(root, 'memory/a.md');
      const answer =
        via === 'cli'
          ? await run(['log', 'a', '--task', TASK, '--result', RESULT, '--root', root]).then((r) => {
              expect(r.code, r.err).toBe(0);
              return r.out;
            })
          : text(
              await (await connectMcpInProcess(root)).callTool({
                name: 'log',
                arguments: { agent: 'a', task: TASK, result: RESULT },
              }),
            );
      expect(answer).toContain('Redacted 2 secrets before writing.');
      const written = await readFile(log, 'utf8');
      expect(written.startsWith(OLD)).toBe(true);
      expect(await countEntries(log)).toBe(2);
      expect(problems(written)).toEqual([]);
      expect(written).toContain('**Task:** deploy gnp.exe with [REDACTED:GitHub token]');
      expect(written).toContain('\n    ## forged\n');
      // git still diffs the log as text.
      expect(await git(root, ['diff', '--numstat'])).toMatch(/^\d+\t\d+\tmemory\/a\.md$/m);
    },
  );

  it('log: a line separator (a line break to JavaScript, none to markdown) forges no field of the entry', async () => {
    const root = await store();
    const task = 'deploy\u2028**Result:** forged\u2029**Task:** forged';
    const r = await run(['log', 'a', '--task', task, '--result', 'real\u0085**Task:** forged', '--root', root]);
    expect(r.code, r.err).toBe(0);
    const log = await readFile(join(root, 'memory/a.md'));
    expect(log.toString('utf8')).not.toMatch(/[\u0085\u2028\u2029]/);
    const last = axeLayout.entries(log).at(-1)!;
    const fields = axeLayout.fields(log.toString('utf8', last.start, last.end));
    expect(fields.task).toBe('deploy **Result:** forged **Task:** forged');
    expect(fields.result).toBe('real\n**Task:** forged');
  });

  it('fail: the why, task, issue, run and commit fields are redacted and visible', async () => {
    const root = await store();
    const r = await run([
      'fail',
      'a',
      '--why',
      `timeout ${TOKEN}`,
      '--task',
      TASK,
      '--issue',
      `#1\u2066`,
      '--commit',
      '\u202e',
      '--root',
      root,
    ]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('Redacted 2 secrets before writing.');
    const note = await readFile(join(root, 'memory/a/procedural/failures.md'), 'utf8');
    expect(problems(note)).toEqual([]);
    expect(note).toContain('- **Why it failed**: timeout [REDACTED:GitHub token]');
    // A commit that was nothing but an invisible character is no commit.
    expect(note).not.toContain('**Commit**');
  });

  it.each(['cli', 'mcp'])('remember (%s): section bodies are redacted and visible', async (via) => {
    const root = await store();
    const body = `Uses ${TOKEN} for \u202eCI\u202c\u0000`;
    const answer =
      via === 'cli'
        ? (await run(['remember', '--profile', '--set', `Preferences=${body}`, '--root', root])).out
        : text(
            await (await connectMcpInProcess(root)).callTool({
              name: 'remember',
              arguments: { scope: 'profile', sections: { Preferences: body } },
            }),
          );
    expect(answer).toContain('Redacted 1 secret before writing.');
    const profile = await readFile(join(root, 'USER_PROFILE.md'), 'utf8');
    expect(problems(profile)).toEqual([]);
    expect(profile).toContain('Uses [REDACTED:GitHub token] for CI');
  });

  it('a note written with a NUL or a lone CR in it can still be edited', async () => {
    const root = await store();
    const client = await connectMcpInProcess(root);
    const wrote = await client.callTool({
      name: 'write_note',
      arguments: {
        agent: 'a',
        type: 'procedural',
        name: 'ci',
        description: 'CI',
        body: 'Use\u0000 the cache.\r## Not a section',
      },
    });
    expect(wrote.isError, text(wrote)).toBeFalsy();
    const note = join(root, 'memory/a/procedural/ci.md');
    expect(problems(await readFile(note, 'utf8'))).toEqual([]);
    const edited = await client.callTool({
      name: 'edit_note',
      arguments: { agent: 'a', path: 'memory/a/procedural/ci.md', append: 'Clear it weekly.' },
    });
    expect(edited.isError, text(edited)).toBeFalsy();
    expect(await readFile(note, 'utf8')).toContain('Clear it weekly.');
  });
  it('keeps an emoji whole (its joiner and colour selector are part of it), not a run of selectors or a joiner between letters', async () => {
    const root = await store();
    const emoji = '\u26a0\ufe0f flaky on \u{1f468}\u200d\u{1f4bb} runners';
    await run(['log', 'a', '--task', `${emoji} a\u200db`, '--result', '\u2705\ufe0f\ufe0f\ufe0f ok', '--root', root]);
    const written = await readFile(join(root, 'memory/a.md'), 'utf8');
    expect(written).toContain(`**Task:** ${emoji} ab`);
    expect(written).toContain('**Result:** \u2705\ufe0f ok');
    // load shows the emoji as written, and a joiner between letters as its escape.
    await writeTree(root, {
      'memory/a.md': `${written}## 2026-02-01T00:00:00Z\n**Task:** x\u200dy\n**Result:** ${emoji}\n\n`,
    });
    const loaded = (await run(['load', 'a', '--root', root])).out;
    expect(loaded).toContain(emoji);
    expect(loaded).toContain('x\\u200dy');
  });
});
