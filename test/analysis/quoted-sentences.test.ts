/**
 * A quotation of several sentences (the user's words a session log kept:
 * "Questions are units of ideas. Insights are units of ideas.") is one
 * statement with what is said of it: split at its full stops, the last
 * quoted sentence was kept alone ('Concepts are units of ideas." —
 * everything should be idea-centric'), naming nothing.
 */
import { describe, expect, it } from 'vitest';
import { sentences } from '../../src/analysis/statement-text.js';

describe('a quotation of several sentences', () => {
  it('stays in one sentence with the words around it', () => {
    expect(
      sentences(
        '**What the user values**: "Cards are units of recall. Notes are units of recall." — so everything is card-centric',
      ),
    ).toEqual([
      '**What the user values**: "Cards are units of recall. Notes are units of recall." — so everything is card-centric',
    ]);
    expect(sentences('She asked “Why two queues? One is enough.” We kept one. It halved the lag.')).toEqual([
      'She asked “Why two queues? One is enough.” We kept one.',
      'It halved the lag.',
    ]);
  });

  it('does not count a quote inside code', () => {
    expect(sentences('Run `grep -c "` to count them. Then sort the output.')).toEqual([
      'Run `grep -c "` to count them.',
      'Then sort the output.',
    ]);
  });
});
