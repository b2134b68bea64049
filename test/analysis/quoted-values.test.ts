/**
 * Values a log quotes or fences, written for this test in the shape of a
 * prompt log: each session opens with the user's request quoted whole, then
 * what came of it; a debugging session gives the exact error in a block of
 * one line under its label, then the fix.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';
import { unitsOf } from '../../src/analysis/statements.js';

const NONE = new Set<string>();

const session = (title: string, body: string[]) => ({ heading: title, task: body.join('\n'), result: '' });

describe('a request quoted whole', () => {
  it('names nothing, as a statement quoting a string inside it does', () => {
    const [request] = unitsOf('> "wire the billing hooks into the worker"', NONE).units;
    const [naming] = unitsOf('The worker refuses "wire the billing hooks" as a job name', NONE).units;
    expect(request.score).toBeLessThan(naming.score);
  });

  it('does not crowd out what came of it', () => {
    // Thirty sessions, a budget that pays each one's title, citation and best statement, little more.
    const topics = Array.from({ length: 30 }, (_, n) => `module${n}`);
    const entries = topics.map((topic) =>
      session(`Session: ${topic} hooks`, [
        '**Request:**',
        `> "please wire the ${topic} hooks"`,
        '',
        `**Observed:** the worker loads \`${topic}/hooks.ts\` and sets \`${topic}_ready\` at startup.`,
        '',
        `**Remark:** the assistant asked two questions about the scope of the ${topic} work before it wrote anything, and answering both at once saved a round trip; next time the whole scope goes into the first message so the first answer is already the right one.`,
      ]),
    );
    const { items } = knowledgeOfEntries(entries, 'extras.md', '2026-06-01', 5400);
    const text = items.flatMap((i) => i.lines).join('\n');
    for (const topic of topics) expect(text).toContain(`\`${topic}/hooks.ts\``);
  });
});

describe('a block of one line under a field with no value', () => {
  it('is the field value: the exact error', () => {
    const body = ['**Error:**', '```', "KeyError: 'tenant_id' raised by load_config()", '```'].join('\n');
    expect(unitsOf(body, NONE).units).toEqual([
      expect.objectContaining({ label: 'error', text: "`KeyError: 'tenant_id' raised by load_config()`" }),
    ]);
  });

  it('is kept beside the fix of a short session', () => {
    const { items } = knowledgeOfEntries(
      [
        session('Session 3: config loader', [
          '**Error:**',
          '```',
          "KeyError: 'tenant_id' raised by load_config()",
          '```',
          '',
          '**Fix:** read the tenant from `settings.toml` before the loader runs.',
        ]),
      ],
      'extras.md',
      '2026-06-01',
    );
    expect(items[0].lines.join('\n')).toContain("`KeyError: 'tenant_id' raised by load_config()`");
  });

  it('is not when the block is code of several lines, follows prose, or is a record field', () => {
    const several = ['**Fix:**', '```', 'a = load()', 'b = a.rows', '```'].join('\n');
    const afterProse = ['The loader now reads the tenant first.', '```', 'load_config(tenant)', '```'].join('\n');
    const record = ['**Commands Executed:**', '```', 'make test', '```'].join('\n');
    for (const body of [several, afterProse, record])
      expect(unitsOf(body, NONE).units.map((u) => u.text)).not.toContainEqual(expect.stringMatching(/^`/));
  });
});
