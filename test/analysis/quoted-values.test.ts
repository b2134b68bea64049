/**
 * Values a log quotes, written for this test in the shape of a prompt log:
 * each session opens with the user's request quoted whole, then what came
 * of it.
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
