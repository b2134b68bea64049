/**
 * A batch reads a body it repeats once (knowledge.ts's shapes) and scores a
 * statement it repeats once (statements.ts's `scored`): neither may change
 * what an entry keeps. Each entry still owns its statements, and a
 * statement's score still depends on its label and on whether code follows
 * it, wherever else the batch says it.
 */
import { describe, expect, it } from 'vitest';
import { knowledgeOfEntries } from '../../src/analysis/knowledge.js';
import { type Scored, unitsOf } from '../../src/analysis/statements.js';

describe('a body or statement the batch repeats', () => {
  it('is paid for by each entry on its own: one that does not fit keeps nothing', () => {
    const result = `Always run \`npm ci\` before src/app.ts builds ${'and the deploy of fooBar waits for it '.repeat(14)}because the cache goes stale.`;
    const entries = [
      { heading: '2026-01-01T00:00:00Z', task: 'Deploy the staging site', result },
      { heading: '2026-01-01T01:00:00Z', task: 'Deploy the production site', result },
    ];
    const k = knowledgeOfEntries(entries, 'memory/x.md', '2026-11-29', 200);
    expect(k.items.map((i) => i.title)).toEqual(['Deploy the staging site']);
    expect(k.unpaid.map((i) => i.title)).toEqual(['Deploy the production site']);
  });

  it('scores a statement as it would alone, under any label and before code or not', () => {
    // A seeded generator: labelled fields, list items, colon lines with and without code under them, repeats.
    let seed = 7;
    const rnd = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)];
    const colons = [
      'The fix changes the cache key:',
      'Use the following flags for fooBar:',
      '**Fix:** set EACCES handling:',
    ];
    const lines = [
      ...colons,
      ...colons.map((c) => `${c}\n\`\`\`\ncode here\n\`\`\``),
      '**Fix:** never cache `npm ci` output.',
      '- Fix: never cache `npm ci` output.',
      'Never cache `npm ci` output.',
      '### Root cause',
      '**Root cause:** the lock file in src/app.ts was stale.',
      '- the lock file in src/app.ts was stale.',
      '| v2.3.1 | fooBar fails with EACCES |',
      'I verified the build. It probably works.',
    ];
    const common = new Set(['readme.md']);
    for (let batch = 0; batch < 50; batch++) {
      const scored = new Map<string, Map<string, Scored>>();
      for (let e = 0; e < 20; e++) {
        const body = Array.from({ length: 1 + Math.floor(rnd() * 6) }, () => pick(lines)).join('\n');
        expect(unitsOf(body, common, scored)).toEqual(unitsOf(body, common));
      }
    }
  });
});
